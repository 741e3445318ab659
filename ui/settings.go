package ui

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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
	plannerValues  = []string{app.PlannerAuto, app.PlannerRules, app.PlannerLLM}
	themeChoices   = []string{"System", "Light", "Dark"}
	themeValues    = []string{"system", "light", "dark"}
)

// paired is the entry of to at s's place in from, or to's first: a
// setting's value of the choice shown, or the choice of a value.
func paired(from, to []string, s string) string {
	for i, x := range from {
		if x == s {
			return to[i]
		}
	}
	return to[0]
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
	mapTiles     *widget.Check
	tileServer   *widget.Entry
	testBtn      *widget.Button
	testResult   *widget.Label
	saveBtn      *widget.Button
	saved        *widget.Label
	remote       remoteConfirm // see remotehost.go

	// fields bind the form's controls to the settings. loaded is what
	// the form showed when it last read the settings: Save writes only
	// the fields changed since, so a change made elsewhere meanwhile (the
	// demo's "today") is not overwritten.
	fields   []settingField
	loaded   app.Settings
	hasState bool
}

// settingField binds one control to one setting, both as text.
type settingField struct {
	stored func(app.Settings) string   // the setting, as the control shows it
	store  func(*app.Settings, string) // sets the setting from the control
	shown  func() string               // the control's value
	show   func(string)                // sets the control
}

func entryField(e *widget.Entry, get func(app.Settings) string, set func(*app.Settings, string)) settingField {
	return settingField{stored: get, store: set,
		shown: func() string { return strings.TrimSpace(e.Text) }, show: e.SetText}
}

func choiceField(r *widget.RadioGroup, values, choices []string, get func(app.Settings) string, set func(*app.Settings, string)) settingField {
	return settingField{
		stored: get,
		store:  set,
		shown:  func() string { return paired(choices, values, r.Selected) },
		show:   func(v string) { r.SetSelected(paired(values, choices, v)) },
	}
}

func checkField(c *widget.Check, get func(app.Settings) bool, set func(*app.Settings, bool)) settingField {
	return settingField{
		stored: func(s app.Settings) string { return strconv.FormatBool(get(s)) },
		store:  func(s *app.Settings, v string) { set(s, v == "true") },
		shown:  func() string { return strconv.FormatBool(c.Checked) },
		show:   func(v string) { c.SetChecked(v == "true") },
	}
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
		if err := app.CheckOllamaURL(s); err != nil {
			return fmt.Errorf("%w; enter an address such as %s", err, app.DefaultSettings().OllamaURL)
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
	p.mapTiles = widget.NewCheck("Show map tiles from this server", nil)
	p.tileServer = widget.NewEntry()
	p.tileServer.SetPlaceHolder(app.SuggestedTileServer)
	p.tileServer.Validator = func(s string) error {
		if strings.TrimSpace(s) == "" {
			return nil
		}
		return app.CheckTileServer(s)
	}

	p.saved = widget.NewLabel("")
	p.saved.Wrapping = fyne.TextWrapWord
	p.saveBtn = widget.NewButtonWithIcon("Save settings", theme.DocumentSaveIcon(), p.save)
	p.saveBtn.Importance = widget.HighImportance
	revert := widget.NewButton("Revert", p.revert)
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
		sectionTitle("Map"),
		settingRow("Map tiles", container.NewVBox(p.mapTiles, p.tileServer),
			"Off: the map draws your places on a plain projection and nothing leaves this computer. "+
				"On: the map downloads the tiles around your places from this server, which then learns which areas you look at."),
		widget.NewSeparator(),
		sectionTitle("Appearance"),
		settingRow("Theme", p.theme, ""),
		spacer(8),
	)
	// The Save bar stays in view below the scrolling form, whatever the
	// form's messages and the import jobs below it take.
	bar := container.NewBorder(nil, nil, container.NewHBox(p.saveBtn, revert), nil, p.saved)
	form := container.NewVScroll(container.NewPadded(container.NewHBox(fixedWidth(760, column))))
	p.content = container.NewBorder(nil, container.NewVBox(widget.NewSeparator(), container.NewPadded(bar)), nil, nil, form)
	p.fields = []settingField{
		entryField(p.ollamaURL, func(s app.Settings) string { return s.OllamaURL }, func(s *app.Settings, v string) { s.OllamaURL = v }),
		entryField(p.model, func(s app.Settings) string { return s.Model }, func(s *app.Settings, v string) { s.Model = v }),
		choiceField(p.planner, plannerValues, plannerChoices, func(s app.Settings) string { return s.Planner }, func(s *app.Settings, v string) { s.Planner = v }),
		entryField(p.crossEncoder, func(s app.Settings) string { return s.CrossEncoderDir }, func(s *app.Settings, v string) { s.CrossEncoderDir = v }),
		entryField(p.today, func(s app.Settings) string { return s.Today }, func(s *app.Settings, v string) { s.Today = v }),
		checkField(p.mapTiles, func(s app.Settings) bool { return s.MapTiles }, func(s *app.Settings, v bool) { s.MapTiles = v }),
		entryField(p.tileServer, func(s app.Settings) string { return s.TileServer }, func(s *app.Settings, v string) { s.TileServer = v }),
		choiceField(p.theme, themeValues, themeChoices, func(s app.Settings) string { return s.Theme }, func(s *app.Settings, v string) { s.Theme = v }),
	}
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

// load shows the saved settings. A field the person has edited since the
// last load keeps the edit.
func (p *settingsPanel) load() {
	st := p.w.core.Settings()
	for _, f := range p.fields {
		if !p.hasState || f.shown() == f.stored(p.loaded) {
			f.show(f.stored(st))
		}
	}
	p.loaded, p.hasState = st, true
	if next := p.w.app.Preferences().String(prefDataDir); next != "" && next != p.w.core.Dir() {
		p.nextDataDir.SetText("Next start: " + next)
		p.nextDataDir.Show()
	}
}

// revert drops every edit and shows the saved settings.
func (p *settingsPanel) revert() {
	p.hasState = false
	p.load()
	p.message("", widget.MediumImportance)
}

func (p *settingsPanel) message(text string, imp widget.Importance) {
	p.saved.Importance = imp
	p.saved.SetText(text)
}

// save validates the form and persists the fields changed since it was
// loaded.
func (p *settingsPanel) save() {
	for _, e := range []*widget.Entry{p.ollamaURL, p.today, p.tileServer} {
		if err := e.Validate(); err != nil {
			p.message(err.Error(), widget.DangerImportance)
			return
		}
	}
	if p.mapTiles.Checked && strings.TrimSpace(p.tileServer.Text) == "" {
		p.message("Enter the tile server's address to show map tiles, such as "+app.SuggestedTileServer, widget.DangerImportance)
		return
	}
	p.confirmRemote(strings.TrimSpace(p.ollamaURL.Text), p.saveConfirmed)
}

// saveConfirmed persists the fields changed since the form was loaded;
// remoteOK is the other machine the person agreed to send questions to,
// if any.
func (p *settingsPanel) saveConfirmed(remoteOK string) {
	old := p.loaded
	st, err := p.w.core.UpdateSettings(func(s *app.Settings) {
		s.OllamaRemoteOK = remoteOK
		for _, f := range p.fields {
			if v := f.shown(); v != f.stored(old) {
				f.store(s, v)
			}
		}
	})
	if err != nil {
		p.w.showError("Could not save the settings", err)
		return
	}
	p.hasState = false
	p.load()
	p.w.app.Settings().SetTheme(newTheme(st.Theme))
	p.w.timeline.settingsChanged()
	p.message("Saved.", widget.SuccessImportance)
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
	p.w.pickFolder(p.crossEncoder.SetText)
}

// chooseDataDir remembers another data folder for the next start: the
// open library stays in use until then.
func (p *settingsPanel) chooseDataDir() {
	p.w.pickFolder(func(path string) {
		p.w.app.Preferences().SetString(prefDataDir, path)
		p.nextDataDir.SetText("ReQAP will use " + path + " the next time it starts.")
		p.nextDataDir.Show()
	})
}
