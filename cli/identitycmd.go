package cli

import (
	"cmp"
	"context"
	"fmt"
	"strings"

	"reqap/app"
	"reqap/lang/plural"
	"reqap/lang/tsv"
)

func runIdentity(ctx context.Context, env Env, data string, args []string) error {
	fs := flags(env, "identity", &data)
	addrs := fs.String("address", "", "your own mail addresses, handles and names, comma-separated (\"-\": detect them)")
	profile := fs.String("profile", "", "your streaming profile (\"-\": the most watched)")
	zone := fs.String("zone", "", "your home time zone, an IANA name such as Europe/Berlin (\"-\": the system zone)")
	moves := fs.String("move", "", "times you lived elsewhere, as FROM=ZONE pairs: 2019-03-01=America/New_York,2020-06-01=Europe/Berlin (\"-\": detect them)")
	detect := fs.Bool("detect", false, "forget every setting and use what the library shows")
	asJSON := fs.Bool("json", false, "print JSON")
	if _, err := parse(fs, args); err != nil {
		return err
	}
	core, err := openCore(data)
	if err != nil {
		return err
	}
	defer core.Close()
	id := core.Settings().Identity
	changed := *detect
	if *detect {
		id = app.Identity{}
	}
	set := func(v string, apply func(string)) {
		if v == "" {
			return
		}
		changed = true
		if v == "-" {
			v = ""
		}
		apply(v)
	}
	set(*addrs, func(v string) { id.Addresses = tsv.Split(v, ",") })
	set(*profile, func(v string) { id.Profile = v })
	set(*zone, func(v string) { id.HomeZone = v })
	var moveErr error
	set(*moves, func(v string) {
		id.Moves = nil
		for _, m := range tsv.Split(v, ",") {
			from, z, ok := strings.Cut(m, "=")
			if !ok {
				moveErr = usageError{fmt.Sprintf("--move %q: write FROM=ZONE, e.g. 2019-03-01=America/New_York", m)}
				return
			}
			id.Moves = append(id.Moves, app.ZoneChange{From: strings.TrimSpace(from), Zone: strings.TrimSpace(z)})
		}
	})
	if moveErr != nil {
		return moveErr
	}
	if changed {
		res, err := core.SetIdentity(ctx, id)
		if err != nil {
			return err
		}
		fmt.Fprintf(env.Stderr, "re-derived %s in %s (no file read again) in %s\n",
			plural.Noun(res.Events, "event"), plural.Noun(res.Files, "file"), round(res.Elapsed))
	}
	p, err := core.Perspective(ctx)
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(env, struct {
			InEffect app.Identity `json:"in_effect"`
			Set      app.Identity `json:"set"`
			Detected app.Detected `json:"detected"`
		}{p.Identity, p.Set, p.Detected})
	}
	w := env.Stdout
	origin := func(set bool) string {
		if set {
			return "set by you"
		}
		return "detected"
	}
	fmt.Fprintf(w, "You (%s):\n", origin(len(p.Set.Addresses) > 0))
	if len(p.Identity.Addresses) == 0 {
		fmt.Fprintln(w, "  nobody found: mail counts as received; set --address to say which addresses are yours")
	}
	how := map[string]string{}
	for _, f := range p.Detected.Addresses {
		how[f.Value] = f.How
	}
	for _, a := range p.Identity.Addresses {
		if h := how[a]; h != "" && len(p.Set.Addresses) == 0 {
			fmt.Fprintf(w, "  %s  (%s)\n", a, h)
		} else {
			fmt.Fprintf(w, "  %s\n", a)
		}
	}
	if len(p.Detected.Profiles) > 0 || p.Identity.Profile != "" {
		fmt.Fprintf(w, "Streaming profile (%s): %s\n", origin(p.Set.Profile != ""), cmp.Or(p.Identity.Profile, "every profile (only one)"))
		for _, u := range p.Detected.Profiles {
			fmt.Fprintf(w, "  %s: %s, %.1f h\n", u.Name, plural.Noun(u.Viewings, "viewing"), u.Hours)
		}
	}
	fmt.Fprintf(w, "Home time zone (%s): %s\n", origin(p.Set.HomeZone != ""), p.Identity.HomeZone)
	for _, m := range p.Identity.Moves {
		why := ""
		if m.Why != "" {
			why = "  (" + m.Why + ")"
		}
		fmt.Fprintf(w, "  from %s: %s%s\n", m.From, app.ZoneLabel(m.Zone), why)
	}
	return nil
}
