package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"reqap/ingest"
	"reqap/internal/realdata"
	rtest "reqap/internal/test"
)

// find returns the first object under o that match accepts.
func find(o fyne.CanvasObject, match func(fyne.CanvasObject) bool) fyne.CanvasObject {
	if o == nil {
		return nil
	}
	if match(o) {
		return o
	}
	var kids []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		kids = x.Objects
	case *container.Scroll:
		kids = []fyne.CanvasObject{x.Content}
	case *container.Split:
		kids = []fyne.CanvasObject{x.Leading, x.Trailing}
	case *widget.Form:
		for _, it := range x.Items {
			kids = append(kids, it.Widget)
		}
	case fyne.Widget:
		kids = test.WidgetRenderer(x).Objects()
	}
	for _, k := range kids {
		if f := find(k, match); f != nil {
			return f
		}
	}
	return nil
}

func button(o fyne.CanvasObject, text string) *widget.Button {
	b, _ := find(o, func(x fyne.CanvasObject) bool { b, ok := x.(*widget.Button); return ok && b.Text == text }).(*widget.Button)
	return b
}

// TestIdentityCard imports a mailbox, shows who its owner is on the
// Sources tab, changes it in the editor and checks that the mail was
// derived again from the stored events.
func TestIdentityCard(t *testing.T) {
	src := realdata.Path(t, "mail", "mbox", "mail_box_perl_mbox.src.mbox")
	w := openWindow(t, t.TempDir(), Options{})
	mbox := filepath.Join(t.TempDir(), "inbox.mbox")
	rtest.CopyFile(t, src, mbox)
	w.dropped(fyne.NewPos(40, 40), []fyne.URI{storage.NewFileURI(mbox)})
	w.waitJob(t)
	w.waitLibrary(t, func(s libSnapshot) bool { return s.events == 45 })

	content := w.sources.content
	pump(t, "the identity card", func() bool { return strings.Contains(labelTexts(content), "markov@atcomputing.nl") })
	text := labelTexts(content)
	for _, want := range []string{"You", "markov@atcomputing.nl, Mark Overmeer (detected: on 24 mails of 45 mails)", "Home time zone:"} {
		if !strings.Contains(text, want) {
			t.Errorf("card lacks %q:\n%s", want, text)
		}
	}

	change := button(content, "Change…")
	if change == nil || change.Disabled() {
		t.Fatal("no enabled Change… button")
	}
	test.Tap(change)
	overlay := w.win.Canvas().Overlays().Top()
	if overlay == nil {
		t.Fatal("the editor did not open")
	}
	entry, _ := find(overlay, func(x fyne.CanvasObject) bool { e, ok := x.(*widget.Entry); return ok && e.MultiLine }).(*widget.Entry)
	if entry == nil {
		t.Fatal("no address entry in the editor")
	}
	if !strings.Contains(entry.PlaceHolder, "markov@atcomputing.nl") {
		t.Errorf("placeholder %q does not show the detected address", entry.PlaceHolder)
	}
	entry.SetText("cristy@mystic.es.dupont.com")
	save := button(overlay, "Save")
	if save == nil {
		t.Fatal("no Save button")
	}
	test.Tap(save)
	pump(t, "the change to be derived", func() bool { return strings.Contains(labelTexts(content), "without reading any file again") })
	if got := w.core.Settings().Identity.Addresses; len(got) != 1 || got[0] != "cristy@mystic.es.dupont.com" {
		t.Errorf("settings hold %q", got)
	}
	sent := 0
	for _, ev := range w.core.Library().Events(ingest.Mail) {
		if ev.Text("direction") == "sent" {
			sent++
		}
	}
	if sent != 6 {
		t.Errorf("%d mails sent as Cristy, want 6", sent)
	}
	pump(t, "the card to show the setting", func() bool { return strings.Contains(labelTexts(content), "(set by you)") })
}

func TestParseMoves(t *testing.T) {
	ms, err := parseMoves("2019-03-01 America/New_York\n\n 2020-06-01  Europe/Berlin ")
	if err != nil || len(ms) != 2 || ms[1].Zone != "Europe/Berlin" || ms[0].From != "2019-03-01" {
		t.Errorf("%+v %v", ms, err)
	}
	for _, bad := range []string{"2019-03-01", "March America/New_York", "2019-03-01 Mars/Base"} {
		if _, err := parseMoves(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
