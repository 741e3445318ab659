package ui

import (
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/index"
	"reqap/ingest"
	"reqap/lang/plural"
)

// libSnapshot is what the window shows about the library, read off the
// UI goroutine in one go.
type libSnapshot struct {
	events int
	files  int
	groups []sourceGroup // most events first
	read   time.Time
	demo   bool // the demo dataset is in the library
}

// sourceGroup is the files that produced events of one source kind. The
// pseudo-kinds failedGroup and emptyGroup hold files without events.
type sourceGroup struct {
	source string
	events int
	files  []fileEntry
}

type fileEntry struct {
	rec    index.FileRecord
	events int // the file's events of the group's kind
}

// Source kinds are snake_case, so these never clash with one.
const (
	failedGroup = "!failed"
	emptyGroup  = "!empty"
)

// readLibrary groups the imported files by the kinds of events they hold.
// A file that holds several kinds (a Takeout archive member rarely does)
// is listed under each.
func readLibrary(core *app.Core) libSnapshot {
	lib := core.Library()
	snap := libSnapshot{read: time.Now(), demo: core.HasDemoData()}
	perFile := map[string]map[string]int{}
	for _, e := range lib.Events("") {
		m := perFile[e.Origin.File]
		if m == nil {
			m = map[string]int{}
			perFile[e.Origin.File] = m
		}
		m[e.Source]++
		snap.events++
	}
	groups := map[string]*sourceGroup{}
	add := func(src string, fe fileEntry) {
		g := groups[src]
		if g == nil {
			g = &sourceGroup{source: src}
			groups[src] = g
		}
		g.files = append(g.files, fe)
		g.events += fe.events
	}
	recs := lib.Files()
	snap.files = len(recs)
	for _, rec := range recs {
		kinds := perFile[rec.Path]
		switch {
		case rec.Error != "":
			add(failedGroup, fileEntry{rec: rec, events: rec.Events})
		case len(kinds) == 0:
			add(emptyGroup, fileEntry{rec: rec})
		}
		for src, n := range kinds {
			add(src, fileEntry{rec: rec, events: n})
		}
	}
	for _, g := range groups {
		sort.Slice(g.files, func(i, j int) bool { return g.files[i].rec.Path < g.files[j].rec.Path })
		snap.groups = append(snap.groups, *g)
	}
	rank := func(s string) int {
		switch s {
		case failedGroup:
			return 0
		case emptyGroup:
			return 2
		}
		return 1
	}
	sort.Slice(snap.groups, func(i, j int) bool {
		a, b := snap.groups[i], snap.groups[j]
		if rank(a.source) != rank(b.source) {
			return rank(a.source) < rank(b.source)
		}
		if a.events != b.events {
			return a.events > b.events
		}
		return a.source < b.source
	})
	return snap
}

func groupTitle(g sourceGroup) string {
	switch g.source {
	case failedGroup:
		return "Failed imports"
	case emptyGroup:
		return "Files without events"
	}
	return sourceName(g.source)
}

// sourcesPanel is the Sources tab: add and drop exports, the imported
// files grouped by kind, and the watched folders.
type sourcesPanel struct {
	w          *Window
	content    *fyne.Container
	summary    *widget.Label
	removeDemo *widget.Button
	// sidebar holds the sections beside the files: the watched folders,
	// and room for more (who "I" am, the home time zone).
	sidebar *fyne.Container
	body    *fyne.Container // the file tree or the empty state
	tree    *widget.Tree
	files   fyne.CanvasObject // the tree with its heading
	empty   fyne.CanvasObject
	snap    libSnapshot
	opened  bool

	watched     *fyne.Container
	watchStatus *widget.Label
}

func newSourcesPanel(w *Window) *sourcesPanel {
	p := &sourcesPanel{w: w}
	addFiles := widget.NewButtonWithIcon("Add file…", theme.FileIcon(), p.chooseFile)
	addFolder := widget.NewButtonWithIcon("Add folder…", theme.FolderOpenIcon(), p.chooseFolder)
	addFiles.Importance = widget.HighImportance
	p.summary = widget.NewLabel("")
	p.removeDemo = widget.NewButtonWithIcon("Remove the demo data", theme.DeleteIcon(), w.removeDemo)
	p.removeDemo.Hide()
	toolbar := container.NewHBox(addFiles, addFolder, p.removeDemo, layout.NewSpacer(), p.summary)

	p.tree = widget.NewTree(p.childUIDs, p.isBranch, p.createNode, p.updateNode)
	hint := caption("Drop files, folders or zip archives anywhere on this window to import them. Re-importing a changed file replaces its events.")
	hint.Wrapping = fyne.TextWrapWord
	files := container.NewBorder(container.NewVBox(sectionTitle("Imported files"), hint), nil, nil, nil, p.tree)

	actions := []fyne.CanvasObject{addFiles2(p), widget.NewButtonWithIcon("Add folder…", theme.FolderOpenIcon(), p.chooseFolder)}
	if w.hasDemo() {
		demo := widget.NewButtonWithIcon("Try the demo data", theme.MediaPlayIcon(), w.importDemo)
		actions = append(actions, demo)
	}
	p.empty = emptyState(theme.DownloadIcon(), "Drop your exports here",
		"Drop files, folders or zip archives onto this window: Google Takeout (calendar, mail, Keep), Spotify, Netflix, "+
			"Amazon, Apple Health, Strava, Facebook, Twitter/X, WhatsApp, mbox mail and .ics calendars. "+
			"Everything stays on this computer.", actions...)
	p.body = container.NewStack(p.empty)

	watchBtn := widget.NewButtonWithIcon("Watch a folder…", theme.VisibilityIcon(), p.chooseWatched)
	p.watched = container.NewVBox()
	p.watchStatus = caption("")
	p.watchStatus.Wrapping = fyne.TextWrapWord
	p.watchStatus.Hide()
	watchHint := caption("ReQAP keeps watched folders in sync: new and changed exports are imported, deleted ones are removed.")
	watchHint.Wrapping = fyne.TextWrapWord
	watchTop := container.NewVBox(container.NewBorder(nil, nil, nil, watchBtn, sectionTitle("Watched folders")), watchHint, p.watchStatus)
	p.sidebar = container.NewVBox(watchTop, p.watched, newIdentityCard(w))

	split := container.NewHSplit(p.body, container.NewPadded(container.NewVScroll(p.sidebar)))
	split.Offset = 0.66
	p.files = files
	p.content = container.NewBorder(container.NewPadded(toolbar), nil, nil, nil, split)
	p.showWatched()
	return p
}

// addFiles2 is the empty state's own "Add file…" button (a widget can sit
// in one place only).
func addFiles2(p *sourcesPanel) fyne.CanvasObject {
	b := widget.NewButtonWithIcon("Add file…", theme.FileIcon(), p.chooseFile)
	b.Importance = widget.HighImportance
	return b
}

func sectionTitle(s string) *widget.Label {
	l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	return l
}

// show displays a fresh library snapshot.
func (p *sourcesPanel) show(snap libSnapshot) {
	p.snap = snap
	if snap.demo {
		p.removeDemo.Show()
	} else {
		p.removeDemo.Hide()
	}
	if snap.files == 0 {
		p.summary.SetText("Your library is empty")
		p.body.Objects = []fyne.CanvasObject{p.empty}
	} else {
		p.summary.SetText(fmt.Sprintf("%s from %s", plural.Noun(snap.events, "event"), plural.Noun(snap.files, "file")))
		p.body.Objects = []fyne.CanvasObject{p.files}
		if !p.opened {
			p.opened = true
			for _, g := range snap.groups {
				p.tree.OpenBranch("g:" + g.source)
			}
		}
	}
	p.body.Refresh()
	p.tree.Refresh()
	p.showWatched()
}

func (p *sourcesPanel) group(uid string) (sourceGroup, bool) {
	for _, g := range p.snap.groups {
		if "g:"+g.source == uid {
			return g, true
		}
	}
	return sourceGroup{}, false
}

func (p *sourcesPanel) childUIDs(uid widget.TreeNodeID) []widget.TreeNodeID {
	if uid == "" {
		out := make([]string, len(p.snap.groups))
		for i, g := range p.snap.groups {
			out[i] = "g:" + g.source
		}
		return out
	}
	g, ok := p.group(uid)
	if !ok {
		return nil
	}
	out := make([]string, len(g.files))
	for i := range g.files {
		out[i] = fmt.Sprintf("f:%s|%d", g.source, i)
	}
	return out
}

func (p *sourcesPanel) isBranch(uid widget.TreeNodeID) bool {
	return uid == "" || strings.HasPrefix(uid, "g:")
}

// file finds the entry a leaf uid names.
func (p *sourcesPanel) file(uid string) (sourceGroup, fileEntry, bool) {
	rest, ok := strings.CutPrefix(uid, "f:")
	if !ok {
		return sourceGroup{}, fileEntry{}, false
	}
	cut := strings.LastIndexByte(rest, '|')
	if cut < 0 {
		return sourceGroup{}, fileEntry{}, false
	}
	g, ok := p.group("g:" + rest[:cut])
	i, err := strconv.Atoi(rest[cut+1:])
	if !ok || err != nil || i < 0 || i >= len(g.files) {
		return sourceGroup{}, fileEntry{}, false
	}
	return g, g.files[i], true
}

func (p *sourcesPanel) createNode(branch bool) fyne.CanvasObject {
	rm := widget.NewButtonWithIcon("", theme.DeleteIcon(), nil)
	rm.Importance = widget.LowImportance
	if branch {
		name := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		n := widget.NewLabel("")
		n.Importance = widget.LowImportance
		return container.NewBorder(nil, nil, nil, container.NewHBox(n, rm), name)
	}
	name := widget.NewLabel("")
	name.Truncation = fyne.TextTruncateEllipsis
	info := caption("")
	info.Truncation = fyne.TextTruncateEllipsis
	n := widget.NewLabel("")
	return container.NewBorder(nil, nil, nil, container.NewHBox(n, rm), container.New(&tightVBox{}, name, info))
}

// rowParts are a tree row's count label and remove button.
func rowParts(box *fyne.Container) (*widget.Label, *widget.Button) {
	right := box.Objects[1].(*fyne.Container)
	return right.Objects[0].(*widget.Label), right.Objects[1].(*widget.Button)
}

func (p *sourcesPanel) updateNode(uid widget.TreeNodeID, branch bool, o fyne.CanvasObject) {
	box := o.(*fyne.Container)
	if branch {
		g, _ := p.group(uid)
		name := box.Objects[0].(*widget.Label)
		name.SetText(groupTitle(g))
		name.Importance = widget.MediumImportance
		if g.source == failedGroup {
			name.Importance = widget.DangerImportance
		}
		name.Refresh()
		right, rm := rowParts(box)
		right.SetText(fmt.Sprintf("%s · %s", plural.Noun(g.events, "event"), plural.Noun(len(g.files), "file")))
		rm.OnTapped = func() { p.w.removeSource(g) }
		return
	}
	g, f, ok := p.file(uid)
	if !ok {
		return
	}
	texts := box.Objects[0].(*fyne.Container)
	name := texts.Objects[0].(*widget.Label)
	info := texts.Objects[1].(*widget.Label)
	n, rm := rowParts(box)
	rm.OnTapped = func() { p.w.removeFile(f) }
	name.SetText(shortPath(f.rec.Path))
	parts := []string{filepath.Dir(ingest.OnDisk(f.rec.Path))}
	if f.rec.Format != "" {
		parts = append(parts, f.rec.Format)
	}
	if !f.rec.Imported.IsZero() {
		parts = append(parts, "imported "+ago(f.rec.Imported, p.snap.read))
	}
	if f.rec.Skipped > 0 {
		parts = append(parts, plural.Noun(f.rec.Skipped, "unreadable record")+" skipped")
	}
	info.Importance = widget.LowImportance
	if f.rec.Error != "" {
		parts = []string{"failed: " + oneLine(f.rec.Error)}
		info.Importance = widget.DangerImportance
	}
	info.SetText(strings.Join(parts, " · "))
	if g.source == failedGroup || g.source == emptyGroup {
		n.SetText(plural.Noun(f.rec.Events, "event"))
	} else {
		n.SetText(plural.Noun(f.events, "event"))
	}
}

func (p *sourcesPanel) chooseFile() {
	p.w.pickFile(func(path string) { p.w.importPaths([]string{path}) })
}

func (p *sourcesPanel) chooseFolder() {
	p.w.pickFolder(func(path string) { p.w.importPaths([]string{path}) })
}

func (p *sourcesPanel) chooseWatched() {
	p.w.pickFolder(p.addWatched)
}

// addWatched starts watching dir; its first scan appears with the jobs.
func (p *sourcesPanel) addWatched(dir string) {
	j, err := p.w.core.AddWatchedDir(dir)
	if err != nil {
		p.w.showError("Could not watch "+filepath.Base(dir), err)
		return
	}
	p.w.jobs.add(j, "Scanning "+filepath.Base(dir))
	p.showWatched()
}

// watchProblem shows why resuming the watched folders failed.
func (p *sourcesPanel) watchProblem(err error) {
	p.watchStatus.SetText(err.Error())
	p.watchStatus.Importance = widget.DangerImportance
	p.watchStatus.Show()
}

// showWatched lists the watched folders from the settings, where the core
// keeps their status and last scan.
func (p *sourcesPanel) showWatched() {
	dirs := p.w.core.Settings().Watched
	p.watched.Objects = nil
	if len(dirs) == 0 {
		l := caption("No watched folders yet.")
		p.watched.Add(l)
		p.watched.Refresh()
		return
	}
	now := time.Now()
	for _, d := range dirs {
		name := widget.NewLabelWithStyle(filepath.Base(d.Path), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		name.Truncation = fyne.TextTruncateEllipsis
		path := caption(d.Path)
		path.Truncation = fyne.TextTruncateEllipsis
		status := "waiting for the first scan"
		if !d.LastScan.IsZero() {
			status = "last scan " + ago(d.LastScan, now)
		}
		if d.Status != "" {
			status += " · " + d.Status
		}
		st := caption(status)
		st.Truncation = fyne.TextTruncateEllipsis
		if d.Status != "" && d.Status != "ok" {
			st.Importance = widget.WarningImportance
		}
		dir := d.Path
		rm := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { p.w.removeWatchedFolder(dir) })
		rm.Importance = widget.LowImportance
		open := widget.NewButtonWithIcon("", theme.FolderOpenIcon(), func() { p.w.openPath(dir) })
		open.Importance = widget.LowImportance
		row := container.NewBorder(nil, nil, widget.NewIcon(theme.FolderIcon()), container.NewHBox(open, rm),
			container.New(&tightVBox{}, name, path, st))
		p.watched.Add(row)
		p.watched.Add(widget.NewSeparator())
	}
	p.watched.Refresh()
}

// tightVBox stacks labels as lines of one paragraph: each label carries
// inner padding above and below its text, which is overlapped here.
type tightVBox struct{}

func (tightVBox) overlap() float32 { return theme.InnerPadding() }

func (l tightVBox) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h - l.overlap()
	}
}

func (l tightVBox) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	n := 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height
		n++
	}
	if n > 1 {
		s.Height -= float32(n-1) * l.overlap()
	}
	return s
}
