package gen

import (
	"hash/fnv"
	"math"
	"math/rand/v2"
	"sync"
)

// rng is a deterministic random source. Every part of the generator draws
// from its own stream, derived from the seed and a label, so that changing
// how many numbers one part draws does not reshuffle the others.
type rng struct {
	*rand.Rand
}

func newRNG(seed int64, label string) *rng {
	h := fnv.New64a()
	h.Write([]byte(label))
	return &rng{rand.New(rand.NewPCG(uint64(seed), h.Sum64()))}
}

// chance returns true with probability p.
func (r *rng) chance(p float64) bool { return r.Float64() < p }

// between returns an int in [lo, hi].
func (r *rng) between(lo, hi int) int {
	if hi <= lo {
		return lo
	}
	return lo + r.IntN(hi-lo+1)
}

// uniform returns a float in [lo, hi).
func (r *rng) uniform(lo, hi float64) float64 { return lo + r.Float64()*(hi-lo) }

// normal returns a normally distributed float clamped to [lo, hi].
func (r *rng) normal(mean, sd, lo, hi float64) float64 {
	return math.Min(hi, math.Max(lo, mean+sd*r.NormFloat64()))
}

// poisson draws a Poisson count (Knuth; lambda stays small here).
func (r *rng) poisson(lambda float64) int {
	if lambda <= 0 {
		return 0
	}
	if lambda > 30 {
		return int(math.Max(0, math.Round(r.normal(lambda, math.Sqrt(lambda), 0, 10*lambda))))
	}
	l, k, p := math.Exp(-lambda), 0, 1.0
	for {
		p *= r.Float64()
		if p <= l {
			return k
		}
		k++
	}
}

// weighted picks an index with probability proportional to its weight.
func (r *rng) weighted(w []float64) int {
	total := 0.0
	for _, x := range w {
		total += x
	}
	if total <= 0 {
		return r.IntN(len(w))
	}
	x := r.Float64() * total
	for i, v := range w {
		x -= v
		if x < 0 {
			return i
		}
	}
	return len(w) - 1
}

// sample returns k distinct indices of [0, n) in random order.
func (r *rng) sample(n, k int) []int {
	if k > n {
		k = n
	}
	p := r.Perm(n)
	return p[:k]
}

func pick[T any](r *rng, xs []T) T { return xs[r.IntN(len(xs))] }

var (
	zipfMu    sync.Mutex
	zipfCache = map[[2]int][]float64{}
)

// zipf returns weights 1/(i+1)^s for n ranked items. The slices are shared
// and must not be modified.
func zipf(n int, s float64) []float64 {
	key := [2]int{n, int(s * 1000)}
	zipfMu.Lock()
	defer zipfMu.Unlock()
	if w, ok := zipfCache[key]; ok {
		return w
	}
	w := make([]float64, n)
	for i := range w {
		w[i] = 1 / math.Pow(float64(i+1), s)
	}
	zipfCache[key] = w
	return w
}
