package ui

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
)

// prefDataDir is the fyne preference that remembers a data folder chosen
// in Settings for the next start (the settings themselves live inside the
// data folder, so they cannot say where it is).
const prefDataDir = "dataDir"

// The planner and theme choices as people read them, in settings order.
var (
	plannerChoices = []string{"Automatic", "Rules only", "LLM (Ollama)"}
	plannerValues  = []string{"auto", "rules", "llm"}
	themeChoices   = []string{"System", "Light", "Dark"}
	themeValues    = []string{"system", "light", "dark"}
)

func choiceOf(values, choices []string, v string) string {
	for i, x := range values {
		if x == v {
			return choices[i]
		}
	}
	return choices[0]
}

func valueOf(values, choices []string, c string) string {
	for i, x := range choices {
		if x == c {
			return values[i]
		}
	}
	return values[0]
}

// settingsPanel is the Settings tab. Changes are saved with Save and
// persisted by the core in the data folder.
type settingsPanel struct {
	w       *Window
	content fyne.CanvasObject

	dataDir      *widget.Label
	nextDataDir  *widget.Label
	ollamaURL    *widget.Entry
	model        *widget.Entry
	planner      *widget.RadioGroup
	crossEncoder *widget.Entry
	today        *widget.Entry
	theme        *widget.RadioGroup
	testBtn      *widget.Button
	testResult   *widget.Label
	saveBtn      *widget.Button
	saved        *widget.Label
}

func newSettingsPanel(w *Window) *settingsPanel {
	p := &settingsPanel{w: w}
	p.dataDir = widget.NewLabel(w.core.Dir())
	p.dataDir.Wrapping = fyne.TextWrapBreak
	p.dataDir.Selectable = true
	p.nextDataDir = caption("")
	p.nextDataDir.Wrapping = fyne.TextWrapWord
	p.nextDataDir.Hide()
	openDir := widget.NewButtonWithIcon("Open", theme.FolderOpenIcon(), func() { w.openPath(w.core.Dir()) })
	change := widget.NewButtonWithIcon("Change…", theme.FolderIcon(), p.chooseDataDir)
	dataRow := container.NewVBox(p.dataDir, container.NewHBox(openDir, change), p.nextDataDir)

	p.ollamaURL = widget.NewEntry()
	p.ollamaURL.SetPlaceHolder(app.DefaultSettings().OllamaURL)
	p.ollamaURL.Validator = func(s string) error {
		if strings.TrimSpace(s) == "" {
			return nil
		}
		u, err := url.Parse(strings.TrimSpace(s))
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("enter an http:// or https:// address, such as %s", app.DefaultSettings().OllamaURL)
		}
		return nil
	}
	p.model = widget.NewEntry()
	p.model.SetPlaceHolder(app.DefaultSettings().Model)
	p.testResult = caption("")
	p.testResult.Wrapping = fyne.TextWrapWord
	p.testBtn = widget.NewButtonWithIcon("Test connection", theme.ViewRefreshIcon(), p.testConnection)
	p.planner = widget.NewRadioGroup(plannerChoices, nil)
	p.planner.Horizontal = true
	p.planner.Required = true
	p.crossEncoder = widget.NewEntry()
	p.crossEncoder.SetPlaceHolder("No cross-encoder")
	browse := widget.NewButtonWithIcon("Browse…", theme.FolderOpenIcon(), p.chooseCrossEncoder)
	p.today = widget.NewEntry()
	p.today.SetPlaceHolder("YYYY-MM-DD")
	p.today.Validator = func(s string) error {
		s = strings.TrimSpace(s)
		if s == "" {
			return nil
		}
		if _, err := time.Parse("2006-01-02", s); err != nil {
			return fmt.Errorf("write the date as YYYY-MM-DD, e.g. 2024-06-01")
		}
		return nil
	}
	p.theme = widget.NewRadioGroup(themeChoices, nil)
	p.theme.Horizontal = true
	p.theme.Required = true

	p.saved = caption("")
	p.saveBtn = widget.NewButtonWithIcon("Save settings", theme.DocumentSaveIcon(), p.save)
	p.saveBtn.Importance = widget.HighImportance
	revert := widget.NewButton("Revert", p.load)
	p.testResult.Hide()
	column := container.NewVBox(
		sectionTitle("Library"),
		settingRow("Data folder", dataRow, "Your events, the index and these settings are stored here, readable only by you."),
		widget.NewSeparator(),
		sectionTitle("Answering questions"),
		settingRow("Planner", p.planner, "Automatic uses the LLM when Ollama answers and the rules otherwise."),
		settingRow("Ollama address", p.ollamaURL, ""),
		settingRow("Model", p.model, ""),
		settingRow("", container.NewVBox(container.NewHBox(p.testBtn), p.testResult), ""),
		settingRow("Cross-encoder", newModelCheck(p.w, p.crossEncoder, browse).content,
			"Optional: a folder with model.onnx and tokenizer.json that re-ranks retrieved events."),
		settingRow("Today", p.today, "Answer questions as if today were this day (“last year”, “this month”). Empty: the real today."),
		widget.NewSeparator(),
		sectionTitle("Appearance"),
		settingRow("Theme", p.theme, ""),
		spacer(8),
		settingRow("", container.NewHBox(p.saveBtn, revert, p.saved), ""),
	)
	p.content = container.NewVScroll(container.NewPadded(container.NewHBox(fixedWidth(760, column))))
	p.load()
	return p
}

// settingLabelWidth aligns the settings' labels in one column.
const settingLabelWidth = 150

// settingRow is a label, its control and an optional hint under it.
func settingRow(label string, content fyne.CanvasObject, hint string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(label, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	right := content
	if hint != "" {
		h := caption(hint)
		h.Wrapping = fyne.TextWrapWord
		right = container.NewVBox(content, h)
	}
	labelBox := container.NewVBox(container.NewGridWrap(fyne.NewSize(settingLabelWidth, l.MinSize().Height), l))
	return container.NewBorder(nil, nil, labelBox, nil, right)
}

// load shows the saved settings.
func (p *settingsPanel) load() {
	st := p.w.core.Settings()
	p.ollamaURL.SetText(st.OllamaURL)
	p.model.SetText(st.Model)
	p.planner.SetSelected(choiceOf(plannerValues, plannerChoices, st.Planner))
	p.crossEncoder.SetText(st.CrossEncoderDir)
	p.today.SetText(st.Today)
	p.theme.SetSelected(choiceOf(themeValues, themeChoices, st.Theme))
	p.saved.SetText("")
	if next := p.w.app.Preferences().String(prefDataDir); next != "" && next != p.w.core.Dir() {
		p.nextDataDir.SetText("Next start: " + next)
		p.nextDataDir.Show()
	}
}

// save validates and persists the form.
func (p *settingsPanel) save() {
	for _, e := range []*widget.Entry{p.ollamaURL, p.today} {
		if err := e.Validate(); err != nil {
			p.saved.SetText(err.Error())
			p.saved.Importance = widget.DangerImportance
			p.saved.Refresh()
			return
		}
	}
	st, err := p.w.core.UpdateSettings(func(s *app.Settings) {
		s.OllamaURL = strings.TrimSpace(p.ollamaURL.Text)
		s.Model = strings.TrimSpace(p.model.Text)
		s.Planner = valueOf(plannerValues, plannerChoices, p.planner.Selected)
		s.CrossEncoderDir = strings.TrimSpace(p.crossEncoder.Text)
		s.Today = strings.TrimSpace(p.today.Text)
		s.Theme = valueOf(themeValues, themeChoices, p.theme.Selected)
	})
	if err != nil {
		p.w.showError("Could not save the settings", err)
		return
	}
	p.w.app.Settings().SetTheme(newTheme(st.Theme))
	p.saved.Importance = widget.SuccessImportance
	p.saved.SetText("Saved.")
}

func (p *settingsPanel) testConnection() {
	if err := p.ollamaURL.Validate(); err != nil {
		p.testResult.SetText(err.Error())
		p.testResult.Show()
		return
	}
	p.testBtn.Disable()
	p.testResult.Importance = widget.MediumImportance
	p.testResult.SetText("Connecting…")
	p.testResult.Show()
	addr, model := strings.TrimSpace(p.ollamaURL.Text), strings.TrimSpace(p.model.Text)
	go func() {
		ctx, cancel := context.WithTimeout(p.w.ctx, 10*time.Second)
		defer cancel()
		msg, err := p.w.checkLLM(ctx, addr, model)
		onUI(func() {
			p.testBtn.Enable()
			if err != nil {
				p.testResult.Importance = widget.DangerImportance
				p.testResult.SetText(err.Error())
				return
			}
			p.testResult.Importance = widget.SuccessImportance
			p.testResult.SetText(msg)
		})
	}()
}

func (p *settingsPanel) chooseCrossEncoder() {
	d := dialog.NewFolderOpen(func(u fyne.ListableURI, err error) {
		if err == nil && u != nil {
			p.crossEncoder.SetText(u.Path())
		}
	}, p.w.win)
	d.Resize(fyne.NewSize(900, 600))
	d.Show()
}

// chooseDataDir remembers another data folder for the next start: the
// open library stays in use until then.
func (p *settingsPanel) chooseDataDir() {
	d := dialog.NewFolderOpen(func(u fyne.ListableURI, err error) {
		if err != nil || u == nil {
			return
		}
		p.w.app.Preferences().SetString(prefDataDir, u.Path())
		p.nextDataDir.SetText("ReQAP will use " + u.Path() + " the next time it starts.")
		p.nextDataDir.Show()
	}, p.w.win)
	d.Resize(fyne.NewSize(900, 600))
	d.Show()
}
