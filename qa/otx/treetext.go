package otx

import (
	"io"
	"strings"

	"reqap/qa/tree"
)

// WriteTree writes the executed operator tree as WriteText shows it, one
// node per line with its result size, time and notes, for reports that
// place the answer and the evidence themselves.
func (r *Result) WriteTree(w io.Writer) error {
	var b strings.Builder
	if r.Root != nil {
		writeNode(&b, r.Root, 1, "", 0)
	} else if r.Tree != nil {
		b.WriteString(tree.Format(r.Tree))
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}
