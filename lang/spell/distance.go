package spell

// Near reports whether typed is within n slips of intended (a letter
// added, left out, changed, or two swapped), for callers that weigh a
// closed class of words themselves.
func Near(typed, intended string, n int) bool {
	d := distance([]rune(typed), []rune(intended), n)
	return d >= 0 && d <= n
}

// distance is the optimal-string-alignment (restricted Damerau)
// distance of a and b: insertions, deletions, substitutions and swaps of
// neighbouring letters count one each. It returns -1 when it exceeds
// limit.
func distance(a, b []rune, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return -1
	}
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			sub := 1
			if a[i-1] == b[j-1] {
				sub = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+sub)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin > limit {
			return -1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	if d := prev[len(b)]; d <= limit {
		return d
	}
	return -1
}

// Costs of the edits that turn the intended word into the typed one,
// after what typists get wrong most: a letter doubled or left single, a
// neighbouring key, a vowel for a vowel, two letters swapped.
const (
	costOmit    = 0.8 // a letter left out
	costInsert  = 0.8 // a letter added
	costDouble  = 0.4 // a double letter typed single, or a letter doubled
	costSwap    = 0.7
	costVowel   = 0.6
	costNearKey = 0.7
	costOther   = 1.0
	// costFirst is added to an edit of the first letter, which people
	// rarely get wrong.
	costFirst = 0.4
)

// cost is the cheapest weighted alignment turning intended into typed.
func cost(typed, intended []rune) float64 {
	q, c := typed, intended
	prev2 := make([]float64, len(c)+1)
	prev := make([]float64, len(c)+1)
	cur := make([]float64, len(c)+1)
	// first is the extra cost of an edit at position i of typed and j of
	// intended: at the start of the word.
	first := func(i, j int) float64 {
		if i <= 1 && j <= 1 {
			return costFirst
		}
		return 0
	}
	for j := 1; j <= len(c); j++ {
		prev[j] = prev[j-1] + omit(c, j-1) + first(0, j)
	}
	for i := 1; i <= len(q); i++ {
		cur[0] = prev[0] + insert(q, i-1) + first(i, 0)
		for j := 1; j <= len(c); j++ {
			sub := substitute(q[i-1], c[j-1])
			if sub > 0 {
				sub += first(i, j)
			}
			v := min(prev[j]+insert(q, i-1)+first(i, j-1), cur[j-1]+omit(c, j-1)+first(i-1, j), prev[j-1]+sub)
			if i > 1 && j > 1 && q[i-1] == c[j-2] && q[i-2] == c[j-1] && q[i-1] != q[i-2] {
				// a swap of the first two letters is an edit of the first letter
				v = min(v, prev2[j-2]+costSwap+first(i-1, j-1))
			}
			cur[j] = v
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(c)]
}

// omit is the cost of leaving out intended[k]: cheap when it is half of a
// double letter ("runing" for "running").
func omit(c []rune, k int) float64 {
	if k > 0 && c[k] == c[k-1] || k+1 < len(c) && c[k] == c[k+1] {
		return costDouble
	}
	return costOmit
}

// insert is the cost of the extra typed[k]: cheap when it doubles a
// letter ("untill"), dearer when it is no neighbouring key of a letter
// beside it, a finger slipping onto the next key being how letters get
// added ("sepnd" is spend with two letters swapped, not send with a p).
func insert(q []rune, k int) float64 {
	if k > 0 && q[k] == q[k-1] || k+1 < len(q) && q[k] == q[k+1] {
		return costDouble
	}
	if k > 0 && nearKeys(q[k], q[k-1]) || k+1 < len(q) && nearKeys(q[k], q[k+1]) {
		return costInsert
	}
	return costOther
}

func substitute(a, b rune) float64 {
	switch {
	case a == b:
		return 0
	case isVowel(a) && isVowel(b):
		return costVowel
	case nearKeys(a, b):
		return costNearKey
	}
	return costOther
}

func isVowel(r rune) bool {
	switch r {
	case 'a', 'e', 'i', 'o', 'u', 'y':
		return true
	}
	return false
}

// keyRows is the QWERTY layout, for neighbouring keys.
var keyRows = [3]string{"qwertyuiop", "asdfghjkl", "zxcvbnm"}

type keyPos struct{ row, col int }

var keyAt = func() map[rune]keyPos {
	m := map[rune]keyPos{}
	for r, row := range keyRows {
		for c, k := range row {
			m[k] = keyPos{r, c}
		}
	}
	return m
}()

// nearKeys reports whether a and b are neighbouring keys (same row side
// by side, or touching on the next row).
func nearKeys(a, b rune) bool {
	pa, ok1 := keyAt[a]
	pb, ok2 := keyAt[b]
	if !ok1 || !ok2 {
		return false
	}
	switch pa.row - pb.row {
	case 0:
		return pa.col-pb.col == 1 || pb.col-pa.col == 1
	case 1: // a is on the lower row, shifted right by half a key
		return pb.col == pa.col || pb.col == pa.col+1
	case -1:
		return pa.col == pb.col || pa.col == pb.col+1
	}
	return false
}
