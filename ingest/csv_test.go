package ingest

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
)

type csvRow struct {
	line   int
	fields string
}

func readCSV(t testing.TB, input string, max int64) (rows []csvRow, damages []*Damage) {
	t.Helper()
	r := NewCSVReader(strings.NewReader(input), max)
	for range 10000 {
		rec, err := r.Read()
		if err == io.EOF {
			return rows, damages
		}
		var pe *csv.ParseError
		var d *Damage
		if errors.As(err, &pe) && errors.As(err, &d) {
			damages = append(damages, d)
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		line, _ := r.FieldPos(0)
		rows = append(rows, csvRow{line, strings.Join(rec, "|")})
	}
	t.Fatal("no end")
	return
}

func TestCSVReader(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		want    string // rows as "line:fields" joined by spaces
		damaged int
	}{
		{"plain", "a,b,c\r\n1,2,3\n\n4,\"x,y\",\"say \"\"hi\"\"\"\n", `1:a|b|c 2:1|2|3 4:4|x,y|say "hi"`, 0},
		{"quoted newline", "a,\"two\nlines\",c\n5,6,7", "1:a|two\nlines|c 3:5|6|7", 0},
		{"lazy quotes", "27\" screen,\"a\"b\",c\n", `1:27" screen|a"b|c`, 0},
		{"no final newline", "a,b", "1:a|b", 0},
		{"unclosed quote costs its line", "h1,h2\nx,\"broken\ny,2\nz,3\n", "1:h1|h2 3:y|2 4:z|3", 1},
		{"truncated in a quoted field", "h\n1\n\"cut", "1:h 2:1", 1},
		{"over the limit", "a,b\n" + strings.Repeat("x", 300) + "\nc,d\n", "1:a|b 3:c|d", 1},
		{"unclosed quote over the limit", "a,b\n\"" + strings.Repeat("y\n", 60) + "c,d\n", "1:a|b" + yRows(3, 61) + " 62:c|d", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rows, damages := readCSV(t, tt.input, 100)
			var got []string
			for _, r := range rows {
				got = append(got, fmt.Sprintf("%d:%s", r.line, r.fields))
			}
			if strings.Join(got, " ") != tt.want {
				t.Errorf("rows = %q, want %q", strings.Join(got, " "), tt.want)
			}
			if len(damages) != tt.damaged {
				t.Errorf("damages = %v, want %d", damages, tt.damaged)
			}
			for _, d := range damages {
				if !strings.HasPrefix(d.Record, "line ") || !strings.Contains(d.Record, "byte") {
					t.Errorf("damage %q is not located", d.Record)
				}
			}
		})
	}
}

func yRows(from, to int) string {
	var b strings.Builder
	for i := from; i <= to; i++ {
		fmt.Fprintf(&b, " %d:y", i)
	}
	return b.String()
}

// FuzzCSVReader holds the reader to encoding/csv on input that encoding/csv
// reads without error: the same records, from the same lines.
func FuzzCSVReader(f *testing.F) {
	for _, s := range []string{"a,b\n1,2\n", "a,\"b\nc\"\n\"\"\"\",x\r\n", "\"a\"b,c", " a, b\n\n\nc"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		std := csv.NewReader(strings.NewReader(input))
		std.FieldsPerRecord, std.LazyQuotes = -1, true
		var want []csvRow
		for {
			rec, err := std.Read()
			if err == io.EOF {
				break
			}
			if err != nil {
				return // damage: only our reader reads on
			}
			line, _ := std.FieldPos(0)
			want = append(want, csvRow{line, strings.Join(rec, "|")})
		}
		got, damages := readCSV(t, input, 1<<20)
		if len(damages) > 0 {
			// Unlike encoding/csv, a quoted field still open at the end of
			// the file is damage, not the rest of the file as one field;
			// reading resumes after its first line.
			last := want[len(want)-1]
			for _, d := range damages {
				if !strings.Contains(d.Error(), "not closed before the end") {
					t.Fatalf("input %q: damages %v, encoding/csv read %v", input, damages, want)
				}
			}
			if !strings.HasPrefix(damages[0].Record, fmt.Sprintf("line %d ", last.line)) {
				t.Fatalf("input %q: damage at %s, encoding/csv's last record at line %d", input, damages[0].Record, last.line)
			}
			want = want[:len(want)-1]
			var before []csvRow
			for _, r := range got {
				if r.line < last.line {
					before = append(before, r)
				}
			}
			got = before
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("input %q:\n got %v (damages %v)\nwant %v", input, got, damages, want)
		}
	})
}
