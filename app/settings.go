package app

import (
	"fmt"
	"path/filepath"
	"sync"
	"time"

	"reqap/models/ollama"
)

// Settings are the person's choices, persisted as settings.json in the data
// folder so the desktop app and the command line share them.
type Settings struct {
	OllamaURL string `json:"ollama_url"`
	// OllamaRemoteOK is the other machine the person agreed to send
	// questions to (see RemoteHost).
	OllamaRemoteOK  string       `json:"ollama_remote_ok,omitempty"`
	Model           string       `json:"model"`
	Planner         string       `json:"planner"` // auto, rules or llm
	CrossEncoderDir string       `json:"cross_encoder_dir,omitempty"`
	Today           string       `json:"today,omitempty"` // YYYY-MM-DD override of "today"
	Theme           string       `json:"theme"`           // system, light or dark
	Watched         []WatchedDir `json:"watched,omitempty"`
	Window          WindowSize   `json:"window"`
	History         []string     `json:"history,omitempty"`
	DemoOffered     bool         `json:"demo_offered,omitempty"`
	// MaxRecordBytes caps one record of an imported file (0: 16 MiB); a
	// larger record is skipped as damaged, the rest of the file imported.
	MaxRecordBytes int64 `json:"max_record_bytes,omitempty"`
	// Identity is who the person is and where they live, as they set it
	// in Sources; what they leave empty is detected from the library.
	Identity Identity `json:"identity,omitempty"`
	// DerivedWith fingerprints the perspective the library's derived
	// fields were last computed with (see Core.Rederive).
	DerivedWith string         `json:"derived_with,omitempty"`
	Extra       map[string]any `json:"extra,omitempty"`

	// MapTiles turns on map tiles from TileServer, a URL with {z}, {x}
	// and {y}: off by default, so nothing leaves the machine unasked.
	MapTiles   bool   `json:"map_tiles,omitempty"`
	TileServer string `json:"tile_server,omitempty"`
}

// WatchedDir is a folder the app keeps in sync with the library.
type WatchedDir struct {
	Path     string    `json:"path"`
	Added    time.Time `json:"added"`
	LastScan time.Time `json:"last_scan,omitempty"`
	Status   string    `json:"status,omitempty"` // last scan summary or error
}

// WindowSize is the main window's last size.
type WindowSize struct {
	Width  float32 `json:"width"`
	Height float32 `json:"height"`
}

// DefaultSettings are used for a new data folder.
func DefaultSettings() Settings {
	return Settings{
		OllamaURL: ollama.DefaultURL,
		Model:     ollama.DefaultModel,
		Planner:   PlannerAuto,
		Theme:     "system",
		Window:    WindowSize{Width: 1280, Height: 820},
	}
}

// MaxHistory bounds the question history kept in settings.
const MaxHistory = 50

// settingsStore reads and writes settings.json atomically.
type settingsStore struct {
	mu   sync.Mutex
	path string
	cur  Settings
}

func loadSettings(dir string) (*settingsStore, error) {
	s := &settingsStore{path: filepath.Join(dir, "settings.json"), cur: DefaultSettings()}
	if _, err := readJSON(s.path, &s.cur); err != nil {
		return nil, fmt.Errorf("reading settings: %w", err)
	}
	return s, nil
}

func (s *settingsStore) get() Settings {
	s.mu.Lock()
	defer s.mu.Unlock()
	return cloneSettings(s.cur)
}

// update applies fn to a copy of the settings and persists the result.
func (s *settingsStore) update(fn func(*Settings)) (Settings, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	next := cloneSettings(s.cur)
	fn(&next)
	if err := writeJSON(s.path, next); err != nil {
		return s.cur, fmt.Errorf("writing settings: %w", err)
	}
	s.cur = next
	return cloneSettings(next), nil
}

func cloneSettings(s Settings) Settings {
	s.Watched = append([]WatchedDir(nil), s.Watched...)
	s.History = append([]string(nil), s.History...)
	s.Identity = s.Identity.clone()
	if s.Extra != nil {
		m := make(map[string]any, len(s.Extra))
		for k, v := range s.Extra {
			m[k] = v
		}
		s.Extra = m
	}
	return s
}
