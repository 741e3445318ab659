// Package gen generates PerQA-style benchmark personas: a fictional life
// drawn from banks, the canonical events of about five years of it, the
// files real services would export about that life, and questions whose
// gold answers are computed from the canonical events alone.
//
// The construction follows the ReQAP paper (section 4, appendix B):
// persona → canonicalized events → observable records (calendar, mail,
// posts verbalize happenings; streams, workouts and purchases stay
// structured) → questions from templates, with empty-answer questions
// dropped. It is harder than PerQA where PerQA was easy: the exports are
// the real formats (Google Calendar .ics, Gmail mbox, Spotify, Netflix,
// Amazon, Strava, Apple Health, Twitter, Facebook, Keep), the same
// happening is told by several sources, texts hint rather than state.
//
// Everything is deterministic from the seed. See README.md for the model,
// the files and the gold conventions.
package gen

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"time"

	_ "time/tzdata" // the same zone rules on every machine

	"reqap/qa/eval"
)

// Sizes of a generated persona.
const (
	SizeSmall = "small" // one year, ~3,000 events: the desktop demo dataset
	SizePerQA = "perqa" // five years, ~40,000 events, as in the paper
	SizeLarge = "large" // sixteen years, ~1,000,000 events (mostly music)
)

// Options say what to generate and where.
type Options struct {
	Seed int64
	// Size is SizeSmall, SizePerQA or SizeLarge; empty means SizePerQA.
	Size string
	// Out is the output folder. It is created if missing; a folder holding
	// a previous generation (manifest.json) is replaced, any other
	// non-empty folder is refused.
	Out string
	// Logger receives progress; nil means slog.Default().
	Logger *slog.Logger
}

// Files written in the output folder besides the exports.
const (
	CanonicalFile = "canonical.jsonl"
	QuestionsFile = "questions.jsonl"
	PersonaFile   = "persona.json"
	ManifestFile  = "manifest.json"
)

// Generate writes a persona's exports, canonical events and questions.
func Generate(opts Options) error { return GenerateContext(context.Background(), opts) }

// GenerateContext is Generate with cancellation.
func GenerateContext(ctx context.Context, opts Options) error {
	if opts.Size == "" {
		opts.Size = SizePerQA
	}
	if _, ok := sizes[opts.Size]; !ok {
		return fmt.Errorf("generating benchmark: unknown size %q (want small, perqa or large)", opts.Size)
	}
	if opts.Out == "" {
		return errors.New("generating benchmark: no output folder")
	}
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	if err := prepareOut(opts.Out); err != nil {
		return err
	}
	t0 := time.Now()
	p, err := NewPersona(opts.Seed, opts.Size)
	if err != nil {
		return fmt.Errorf("generating persona %d: %w", opts.Seed, err)
	}
	w, err := Simulate(ctx, p, opts.Size)
	if err != nil {
		return err
	}
	log.Info("simulated persona", "seed", opts.Seed, "size", opts.Size, "name", p.Self.Name(),
		"events", len(w.Events)+len(w.Plays), "took", time.Since(t0).Round(time.Millisecond))
	if err := w.WriteExports(ctx, opts.Out); err != nil {
		return err
	}
	if err := writeWith(opts.Out, CanonicalFile, func(f *os.File) error { return w.writeCanonical(f) }); err != nil {
		return err
	}
	qs := w.Questions()
	if err := validateQuestions(qs); err != nil {
		return fmt.Errorf("generating questions: %w", err)
	}
	if err := writeWith(opts.Out, QuestionsFile, func(f *os.File) error { return writeQuestions(f, qs) }); err != nil {
		return err
	}
	if err := writeJSON(opts.Out, PersonaFile, p.profile()); err != nil {
		return err
	}
	m := w.Manifest(opts.Size, len(qs))
	if err := writeJSON(opts.Out, ManifestFile, m); err != nil {
		return err
	}
	log.Info("wrote benchmark", "out", opts.Out, "questions", len(qs), "took", time.Since(t0).Round(time.Millisecond))
	return nil
}

// prepareOut makes sure out can take a generation without mixing it with
// an older one.
func prepareOut(out string) error {
	entries, err := os.ReadDir(out)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return os.MkdirAll(out, 0o755)
	case err != nil:
		return fmt.Errorf("reading output folder %s: %w", out, err)
	case len(entries) == 0:
		return nil
	}
	if _, err := os.Stat(filepath.Join(out, ManifestFile)); err != nil {
		return fmt.Errorf("output folder %s is not empty and holds no earlier benchmark (%s): refusing to write into it", out, ManifestFile)
	}
	for _, name := range []string{ExportsDir, CanonicalFile, QuestionsFile, PersonaFile, ManifestFile} {
		if err := os.RemoveAll(filepath.Join(out, name)); err != nil {
			return fmt.Errorf("removing the earlier benchmark in %s: %w", out, err)
		}
	}
	return nil
}

func writeWith(out, name string, fn func(*os.File) error) error {
	f, err := os.Create(filepath.Join(out, name))
	if err != nil {
		return fmt.Errorf("creating %s: %w", name, err)
	}
	if err := fn(f); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", name, err)
	}
	return nil
}

func writeJSON(out, name string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding %s: %w", name, err)
	}
	if err := os.WriteFile(filepath.Join(out, name), append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("writing %s: %w", name, err)
	}
	return nil
}

func writeQuestions(f *os.File, qs []eval.Question) error {
	for _, q := range qs {
		b, err := q.MarshalJSON()
		if err != nil {
			return fmt.Errorf("encoding question %s: %w", q.ID, err)
		}
		if _, err := f.Write(append(b, '\n')); err != nil {
			return fmt.Errorf("writing %s: %w", QuestionsFile, err)
		}
	}
	return nil
}

// Manifest summarizes a generation: parameters and counts of canonical
// events per type and of observable records per source.
type Manifest struct {
	Seed          int64          `json:"seed"`
	Size          string         `json:"size"`
	Persona       string         `json:"persona"`
	ReferenceDate string         `json:"reference_date"`
	WindowStart   string         `json:"window_start"`
	Canonical     map[string]int `json:"canonical"`
	Observable    map[string]int `json:"observable"`
	Questions     int            `json:"questions"`
	Templates     int            `json:"templates"`
}

// ReadManifest reads the manifest of the benchmark written to dir.
func ReadManifest(dir string) (Manifest, error) {
	var m Manifest
	b, err := os.ReadFile(filepath.Join(dir, ManifestFile))
	if err != nil {
		return m, fmt.Errorf("reading the manifest: %w", err)
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return m, fmt.Errorf("reading the manifest %s: %w", filepath.Join(dir, ManifestFile), err)
	}
	return m, nil
}

// ReadQuestions reads the questions of the benchmark written to dir.
func ReadQuestions(dir string) ([]eval.Question, error) {
	f, err := os.Open(filepath.Join(dir, QuestionsFile))
	if err != nil {
		return nil, fmt.Errorf("reading the benchmark: %w", err)
	}
	defer f.Close()
	return eval.ReadQuestions(f, f.Name())
}

// Manifest counts what the world holds. Observable counts are per source
// kind as the importers name them (calendar counts occurrences).
func (w *World) Manifest(size string, questions int) Manifest {
	m := Manifest{Seed: w.P.Seed, Size: size, Persona: w.P.Self.Name(), ReferenceDate: w.P.Today.Format("2006-01-02"),
		WindowStart: w.P.Start.Format("2006-01-02"), Canonical: map[string]int{}, Observable: map[string]int{}, Questions: questions}
	for _, e := range w.Events {
		m.Canonical[e.Type]++
	}
	m.Canonical[TypeMusic] = len(w.Plays)
	m.Observable[srcMusic] = len(w.Plays)
	for _, c := range w.cal {
		m.Observable[srcCalendar] += len(c.inst)
	}
	m.Observable[srcMail] = len(w.mails)
	m.Observable[srcSocial] = len(w.posts)
	m.Observable[srcNote] = len(w.notes)
	for _, n := range w.netflix {
		switch {
		case n.supp != "":
			m.Observable["video_preview"]++
		case !n.canonical:
			// Another profile of the account (the kids): series rows that
			// are not the persona's viewing.
			m.Observable["netflix_other_profile"]++
		case len(n.refs) > 0 && w.Events[n.refs[0].ev].Type == TypeTV:
			m.Observable[srcTV]++
		default:
			m.Observable[srcMovie]++
		}
	}
	for _, o := range w.orders {
		if o.status == "Cancelled" {
			m.Observable["online_purchase_cancelled"]++
		} else {
			m.Observable[srcPurchase]++
		}
	}
	m.Observable[srcWorkout] = len(w.strava) + len(w.health)
	ids := map[string]bool{}
	for _, t := range templates {
		ids[t.id] = true
	}
	m.Templates = len(ids)
	return m
}

// profile is the persona as written to persona.json: ground truth about
// the person, for analysis, never read by answering code.
type profile struct {
	Seed       int64           `json:"seed"`
	Name       string          `json:"name"`
	Gender     string          `json:"gender"`
	Birth      string          `json:"birth_date"`
	Email      string          `json:"email"`
	Today      string          `json:"reference_date"`
	Residences []profileRes    `json:"residences"`
	Family     []profilePerson `json:"family"`
	Friends    []profilePerson `json:"friends"`
	Jobs       []profileJob    `json:"jobs"`
	Workouts   []string        `json:"workouts"`
	Genres     []string        `json:"music_genres"`
	Artists    []string        `json:"favourite_artists"`
	Movies     []string        `json:"movie_genres"`
	Cuisines   []string        `json:"cuisines"`
	Shopping   []string        `json:"shopping_categories"`
	Regions    []string        `json:"travel_regions"`
}

type profilePerson struct {
	Name     string   `json:"name"`
	Relation string   `json:"relation"`
	Words    []string `json:"words,omitempty"`
	Birth    string   `json:"birth_date"`
	Email    string   `json:"email,omitempty"`
}

type profileRes struct {
	City    string `json:"city"`
	Address string `json:"address"`
	From    string `json:"from"`
	To      string `json:"to,omitempty"`
}

type profileJob struct {
	Company string `json:"company"`
	Title   string `json:"title"`
	City    string `json:"city"`
	From    string `json:"from"`
	To      string `json:"to,omitempty"`
}

func dstr(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format("2006-01-02")
}

func (p *Persona) profile() profile {
	b, _ := LoadBanks()
	pr := profile{Seed: p.Seed, Name: p.Self.Name(), Gender: p.Self.Gender, Birth: dstr(p.Self.Birth), Email: p.Self.Email, Today: dstr(p.Today),
		Genres: p.Genres, Movies: p.MovieGenres, Cuisines: p.Cuisines, Shopping: p.Shopping, Regions: p.Regions}
	pp := func(x Person) profilePerson {
		return profilePerson{Name: x.Name(), Relation: x.Relation, Words: x.Words, Birth: dstr(x.Birth), Email: x.Email}
	}
	for _, r := range p.Residences {
		pr.Residences = append(pr.Residences, profileRes{City: r.City.Name, Address: r.Address, From: dstr(r.From), To: dstr(r.To)})
	}
	for _, f := range p.Family() {
		pr.Family = append(pr.Family, pp(f))
	}
	for _, f := range p.Friends {
		pr.Friends = append(pr.Friends, pp(f))
	}
	for _, j := range p.Jobs {
		pr.Jobs = append(pr.Jobs, profileJob{Company: j.Company, Title: j.Title, City: j.City, From: dstr(j.From), To: dstr(j.To)})
	}
	for _, h := range p.Habits {
		pr.Workouts = append(pr.Workouts, h.Type)
	}
	for _, a := range p.FavArtists {
		pr.Artists = append(pr.Artists, b.Artists[a].Name)
	}
	sort.Strings(pr.Workouts)
	return pr
}
