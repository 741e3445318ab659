package app

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"reqap/models/crossencoder"
	"reqap/qa/otx"
	"reqap/qa/retrieve"
)

// CrossEncoderEnv names a cross-encoder folder for every command and the
// desktop app, over the settings (the --cross-encoder flag wins over it).
const CrossEncoderEnv = "REQAP_CROSS_ENCODER"

// Where a cross-encoder folder came from, for messages.
const (
	FromFlag     = "--cross-encoder"
	FromEnv      = "$" + CrossEncoderEnv
	FromSettings = "settings"
)

// modelState is the engine that retrieves with a cross-encoder, for the
// folder it was built for.
type modelState struct {
	mu       sync.Mutex
	override string // SetCrossEncoder's folder ("" = none)
	dir      string
	model    *crossencoder.Model
	engine   *otx.Engine
}

// SetCrossEncoder makes this process retrieve with the cross-encoder in
// dir whatever the settings say (the command line's --cross-encoder);
// "" returns to $REQAP_CROSS_ENCODER and the settings.
func (c *Core) SetCrossEncoder(dir string) {
	c.models.mu.Lock()
	defer c.models.mu.Unlock()
	c.models.override = dir
}

// CrossEncoderDir is the cross-encoder folder questions use and where the
// choice came from: SetCrossEncoder, else $REQAP_CROSS_ENCODER, else the
// settings; "" when none is configured (retrieval is lexical).
func (c *Core) CrossEncoderDir() (dir, from string) {
	c.models.mu.Lock()
	o := c.models.override
	c.models.mu.Unlock()
	switch {
	case o != "":
		return o, FromFlag
	case os.Getenv(CrossEncoderEnv) != "":
		return os.Getenv(CrossEncoderEnv), FromEnv
	case c.Settings().CrossEncoderDir != "":
		return c.Settings().CrossEncoderDir, FromSettings
	}
	return "", ""
}

// CheckCrossEncoder loads the cross-encoder in dir (once per process) and
// scores a test pair: what the settings show about a folder. The model
// stays loaded for the questions that follow.
func (c *Core) CheckCrossEncoder(ctx context.Context, dir string) (crossencoder.Report, error) {
	return crossencoder.Check(ctx, dir)
}

// modelEngine returns base, or, when a cross-encoder is configured, an
// engine like base whose RETRIEVE asks the model what the lexicons leave
// open. A configured model that cannot be loaded is an error, never a
// silent return to lexical retrieval.
func (c *Core) modelEngine(ctx context.Context, base *otx.Engine) (*otx.Engine, error) {
	dir, from := c.CrossEncoderDir()
	if dir == "" {
		return base, nil
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	m, err := crossencoder.Shared(ctx, dir)
	if err != nil {
		return nil, fmt.Errorf("the cross-encoder set in %s cannot be used (fix the folder or clear the setting): %w", from, err)
	}
	s := &c.models
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.engine != nil && s.dir == dir && s.model == m {
		return s.engine, nil
	}
	ce := &retrieve.CrossEncoder{Scorer: m, Name: m.Info().Name}
	ret, err := retrieve.New(c.lib, retrieve.Options{Logger: c.log, Patterns: ce, Events: ce})
	if err != nil {
		return nil, fmt.Errorf("setting up retrieval with the cross-encoder: %w", err)
	}
	e := *base
	e.Retriever = ret
	s.dir, s.model, s.engine = dir, m, &e
	c.log.Info("retrieving with a cross-encoder", "model", m.Info().Name, "dir", dir, "from", from, "simd", crossencoder.SIMD)
	return s.engine, nil
}
