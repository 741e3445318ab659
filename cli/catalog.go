package cli

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"reqap/app"
	"reqap/lang/plural"
)

// catalogShown is how many values of a name field `stats --catalog` lists.
const catalogShown = 8

// printCatalog writes what the library holds as questions see it: per
// source its fields, their kinds, units and distinct values, and the most
// frequent values of the fields that name things.
func printCatalog(env Env, core *app.Core, asJSON bool) error {
	cat, err := core.Catalog()
	if err != nil {
		return err
	}
	if asJSON {
		return printJSON(env, cat)
	}
	fmt.Fprintf(env.Stdout, "Catalog of %s: %s, %s, %s in the vocabulary\n", core.Dir(),
		plural.Noun(cat.Events, "event"), plural.Noun(len(cat.Sources), "source"), plural.Noun(len(cat.Terms), "word"))
	for _, s := range cat.Sources {
		fmt.Fprintf(env.Stdout, "\n%s: %s, %s to %s (%s)\n", s.Name, plural.Noun(s.Events, "event"),
			s.First.Format("2006-01-02"), s.Last.Format("2006-01-02"), strings.Join(s.Formats, ", "))
		tw := tabwriter.NewWriter(env.Stdout, 0, 4, 2, ' ', 0)
		for _, f := range s.Fields {
			kind := f.Kind
			if f.Unit != "" {
				kind += " (" + f.Unit + ")"
			}
			detail := ""
			switch {
			case f.Names:
				var vs []string
				for i, v := range f.Values {
					if i == catalogShown {
						vs = append(vs, "…")
						break
					}
					vs = append(vs, fmt.Sprintf("%s (%d)", strings.Join(strings.Fields(v.Text), " "), v.Count))
				}
				detail = strings.Join(vs, ", ")
			case f.Kind == "number":
				detail = fmt.Sprintf("%g … %g", f.Min, f.Max)
			}
			fmt.Fprintf(tw, "  %s\t%s\t%d events\t%d distinct\t%s\n", f.Key, kind, f.Events, f.Distinct, detail)
		}
		tw.Flush()
	}
	return nil
}
