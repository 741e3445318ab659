package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/models/crossencoder/tinybert"
)

func TestModelCheckShowsTheModelOrWhatIsWrong(t *testing.T) {
	good := tinybert.Folder(t, tinybert.Tiny)
	t.Setenv(app.CrossEncoderEnv, "")
	w := openWindow(t, t.TempDir(), Options{})
	entry := widget.NewEntry()
	c := newModelCheck(w.Window, entry, widget.NewButton("Browse…", nil))
	win := test.NewWindow(c.content)
	defer win.Close()
	win.Resize(fyne.NewSize(700, 200))
	if !strings.HasPrefix(c.result.Text, "No cross-encoder") {
		t.Errorf("empty folder: %q", c.result.Text)
	}

	entry.SetText(good) // as typing or Browse… does: checked shortly after
	pump(t, "the model check", func() bool {
		return strings.HasPrefix(c.result.Text, "✓") || strings.HasPrefix(c.result.Text, "Cannot")
	})
	if r := c.result.Text; !strings.Contains(r, tinybert.Tiny.Name) || !strings.Contains(r, "MB") || !strings.Contains(r, "Test pair scored 0.") {
		t.Errorf("good folder: %q", r)
	}
	if c.result.Importance != widget.SuccessImportance && c.result.Importance != widget.WarningImportance {
		t.Errorf("good folder shown with importance %v", c.result.Importance)
	}
	t.Log(c.result.Text)

	entry.SetText(t.TempDir())
	test.Tap(c.btn)
	pump(t, "the model check", func() bool { return strings.HasPrefix(c.result.Text, "Cannot") })
	if r := c.result.Text; !strings.Contains(r, "no model.onnx and tokenizer.json") || c.result.Importance != widget.DangerImportance {
		t.Errorf("empty folder: %q (importance %v)", r, c.result.Importance)
	}

	// The environment wins over the settings, and the check says so.
	t.Setenv(app.CrossEncoderEnv, good)
	entry.SetText("")
	if r := c.result.Text; !strings.Contains(r, "Questions use "+good+" from $"+app.CrossEncoderEnv) {
		t.Errorf("override not shown: %q", r)
	}
}
