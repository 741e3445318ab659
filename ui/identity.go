package ui

import (
	"fmt"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/lang/plural"
	"reqap/lang/tsv"
)

// identityPoll is how often the card looks whether the library or the
// settings changed; the perspective itself is cached per library
// generation, so a look costs nothing when neither did.
const identityPoll = 2 * time.Second

// identityCard shows on the Sources tab who the person is and where they
// live, as detected from the library or set by them, and edits it. The
// answers depend on it: "mail I sent", "what I watched", "on Saturday".
type identityCard struct {
	w       *Window
	content *fyne.Container
	who     *widget.Label
	profile *widget.Label
	zone    *widget.Label
	status  *widget.Label
	edit    *widget.Button
	persp   *app.Perspective
	dialog  dialog.Dialog

	// seen is the library generation and settings shown (guarded by mu:
	// follow reads it); busy is set while a change is being derived.
	mu   sync.Mutex
	seen string
	busy bool
	// asked is set once --show identity has opened the editor.
	asked bool
}

func newIdentityCard(w *Window) fyne.CanvasObject {
	c := &identityCard{w: w}
	w.identity = c
	c.who = widget.NewLabel("Reading your library…")
	c.who.Wrapping = fyne.TextWrapWord
	c.profile = caption("")
	c.profile.Wrapping = fyne.TextWrapWord
	c.zone = caption("")
	c.zone.Wrapping = fyne.TextWrapWord
	c.status = caption("")
	c.status.Wrapping = fyne.TextWrapWord
	c.status.Hide()
	c.edit = widget.NewButtonWithIcon("Change…", theme.DocumentCreateIcon(), c.openEditor)
	c.edit.Disable()
	hint := caption("Mail from your addresses is mail you sent; other profiles' viewings are not yours; dates and hours of UTC-only exports are read in your home time zone.")
	hint.Wrapping = fyne.TextWrapWord
	head := container.NewBorder(nil, nil, nil, c.edit, sectionTitle("You"))
	c.content = container.NewVBox(widget.NewSeparator(), head, c.who, c.profile, c.zone, c.status, hint)
	go c.follow()
	return c.content
}

// follow reloads the perspective whenever the library or the settings
// change, off the UI goroutine, until the window closes.
func (c *identityCard) follow() {
	t := time.NewTicker(identityPoll)
	defer t.Stop()
	for {
		core := c.w.core
		key := fmt.Sprintf("%d %+v", core.Library().Generation(), core.Settings().Identity)
		if key != c.seenKey() {
			p, err := core.Perspective(c.w.ctx)
			if c.w.ctx.Err() != nil {
				return
			}
			onUI(func() { c.show(key, p, err) })
		}
		select {
		case <-c.w.ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (c *identityCard) seenKey() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.seen
}

func (c *identityCard) setSeen(key string) {
	c.mu.Lock()
	c.seen = key
	c.mu.Unlock()
}

// show displays a perspective on the UI goroutine.
func (c *identityCard) show(key string, p *app.Perspective, err error) {
	if c.busy {
		return
	}
	c.setSeen(key)
	if err != nil {
		c.who.SetText("Could not read who you are: " + err.Error())
		c.who.Importance = widget.DangerImportance
		c.who.Refresh()
		return
	}
	c.persp = p
	c.edit.Enable()
	c.who.Importance = widget.MediumImportance
	c.who.SetText(describeAddresses(p))
	if len(p.Detected.Profiles) == 0 && p.Set.Profile == "" {
		c.profile.Hide()
	} else {
		c.profile.SetText(describeProfile(p))
		c.profile.Show()
	}
	c.zone.SetText(describeZone(p))
	if c.w.opts.Show == "identity" && !c.asked {
		c.asked = true
		c.openEditor()
	}
}

func describeAddresses(p *app.Perspective) string {
	if len(p.Identity.Addresses) == 0 {
		return "Nobody found yet: all mail counts as received. Add your addresses, or import a Sent folder or an account file."
	}
	s := strings.Join(p.Identity.Addresses, ", ")
	if len(p.Set.Addresses) > 0 {
		return s + " (set by you)"
	}
	if len(p.Detected.Addresses) > 0 {
		return s + " (detected: " + p.Detected.Addresses[0].How + ")"
	}
	return s
}

func describeProfile(p *app.Perspective) string {
	var all []string
	for _, u := range p.Detected.Profiles {
		all = append(all, fmt.Sprintf("%s %.0f h", u.Name, u.Hours))
	}
	who := p.Identity.Profile
	switch {
	case p.Set.Profile != "":
		who += " (set by you)"
	case who == "":
		who = "every profile (there is only one)"
	default:
		who += " (detected: the most watched)"
	}
	if len(all) > 1 {
		who += " · " + strings.Join(all, ", ")
	}
	return "Streaming profile: " + who
}

func describeZone(p *app.Perspective) string {
	s := "Home time zone: " + p.Identity.HomeZone
	if p.Set.HomeZone != "" {
		s += " (set by you)"
	} else {
		s += " (this computer's)"
	}
	for _, m := range p.Identity.Moves {
		s += fmt.Sprintf("; from %s %s", m.From, app.ZoneLabel(m.Zone))
		if m.Why != "" && len(p.Set.Moves) == 0 {
			s += " (" + m.Why + ")"
		}
	}
	return s
}

// openEditor shows the identity dialog: what is set, with what the library
// shows as placeholders, and a way back to what it shows.
func (c *identityCard) openEditor() {
	p := c.persp
	if p == nil {
		return
	}
	addrs := widget.NewMultiLineEntry()
	addrs.SetText(strings.Join(p.Set.Addresses, "\n"))
	addrs.SetPlaceHolder(placeholder(detectedValues(p), "me@example.org\n@myhandle\nMy Name"))
	addrs.SetMinRowsVisible(4)

	const mostWatched = "The most watched"
	options := []string{mostWatched}
	for _, u := range p.Detected.Profiles {
		options = append(options, u.Name)
	}
	profile := widget.NewSelect(options, nil)
	profile.SetSelected(mostWatched)
	if p.Set.Profile != "" {
		profile.SetSelected(p.Set.Profile)
	}

	zone := widget.NewEntry()
	zone.SetText(p.Set.HomeZone)
	zone.SetPlaceHolder(p.Detected.SystemZone + " (this computer's)")
	zone.Validator = func(s string) error {
		if strings.TrimSpace(s) == "" {
			return nil
		}
		_, err := app.LoadZone(s)
		return err
	}

	moves := widget.NewMultiLineEntry()
	moves.SetText(formatMoves(p.Set.Moves))
	moves.SetPlaceHolder(placeholder(formatMoves(p.Detected.Moves), "2019-03-01 America/New_York\n2020-06-01 Europe/Berlin"))
	moves.SetMinRowsVisible(3)
	moves.Validator = func(s string) error { _, err := parseMoves(s); return err }

	reset := widget.NewButton("Use what the library shows", func() {
		addrs.SetText("")
		profile.SetSelected(mostWatched)
		zone.SetText("")
		moves.SetText("")
	})
	form := widget.NewForm(
		widget.NewFormItem("Your addresses", addrs),
		widget.NewFormItem("Streaming profile", profile),
		widget.NewFormItem("Home time zone", zone),
		widget.NewFormItem("Times elsewhere", moves),
	)
	form.Items[0].HintText = "Mail addresses, handles and names that are you, one per line. Empty: detected."
	form.Items[2].HintText = "An IANA name such as Europe/Berlin. Empty: this computer's zone."
	form.Items[3].HintText = "From a date on, another zone: one \"YYYY-MM-DD Zone\" per line. Empty: detected from your sent mail and calendar."
	body := container.NewVBox(form, container.NewHBox(reset))
	d := dialog.NewCustomConfirm("Who you are", "Save", "Cancel", body, func(ok bool) {
		c.dialog = nil
		if !ok {
			return
		}
		mv, err := parseMoves(moves.Text)
		if err != nil {
			c.w.showError("Could not read the times elsewhere", err)
			return
		}
		id := app.Identity{Addresses: tsv.Split(addrs.Text, "\n"), HomeZone: strings.TrimSpace(zone.Text), Moves: mv}
		if profile.Selected != mostWatched {
			id.Profile = profile.Selected
		}
		c.save(id)
	}, c.w.win)
	d.Resize(fyne.NewSize(640, 560))
	c.dialog = d
	d.Show()
}

// save stores the identity and re-derives the library in the background.
func (c *identityCard) save(id app.Identity) {
	c.busy = true
	c.edit.Disable()
	c.status.Importance = widget.LowImportance
	c.status.SetText("Updating your events…")
	c.status.Show()
	go func() {
		res, err := c.w.core.SetIdentity(c.w.ctx, id)
		onUI(func() {
			c.busy = false
			c.edit.Enable()
			if err != nil {
				c.status.Importance = widget.DangerImportance
				c.status.SetText("Not saved: " + err.Error())
				return
			}
			c.status.SetText(fmt.Sprintf("Updated %s in %s from the library, without reading any file again (%s).",
				plural.Noun(res.Events, "event"), plural.Noun(res.Files, "file"), elapsed(res.Elapsed)))
			c.setSeen("")
			c.w.libraryChanged()
		})
	}()
}

func detectedValues(p *app.Perspective) string {
	var out []string
	for _, f := range p.Detected.Addresses {
		out = append(out, f.Value)
	}
	return strings.Join(out, "\n")
}

func placeholder(detected, example string) string {
	if detected != "" {
		return detected
	}
	return example
}

func formatMoves(ms []app.ZoneChange) string {
	var lines []string
	for _, m := range ms {
		lines = append(lines, m.From+" "+m.Zone)
	}
	return strings.Join(lines, "\n")
}

// parseMoves reads "YYYY-MM-DD Zone" lines.
func parseMoves(s string) ([]app.ZoneChange, error) {
	var out []app.ZoneChange
	for _, line := range tsv.Split(s, "\n") {
		f := strings.Fields(line)
		if len(f) != 2 {
			return nil, fmt.Errorf("%q: write a date and a zone, e.g. 2019-03-01 America/New_York", line)
		}
		if _, err := time.Parse("2006-01-02", f[0]); err != nil {
			return nil, fmt.Errorf("%q: %q is not a date like 2019-03-01", line, f[0])
		}
		if _, err := app.LoadZone(f[1]); err != nil {
			return nil, fmt.Errorf("%q: %w", line, err)
		}
		out = append(out, app.ZoneChange{From: f[0], Zone: f[1]})
	}
	return out, nil
}
