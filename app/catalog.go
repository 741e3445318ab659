package app

import (
	"context"
	"fmt"
	"sync"

	"reqap/index/catalog"
	"reqap/qa/qud/link"
	"reqap/qa/qud/rules"
	"reqap/qa/retrieve/lexicon"
)

// catalogCache keeps the library's catalog in memory for as long as the
// library's content is the same.
type catalogCache struct {
	mu  sync.Mutex
	cat *catalog.Catalog
	// sig is the library's catalog signature at generation sigGen (valid
	// when sigSet). It hashes every file record, too slow to compute for
	// every question over a folder of 40,000 daily notes; and a cached
	// question needs it without the catalog.
	sig    string
	sigGen uint64
	sigSet bool
}

// signatureLocked returns catalog.Signature of the library, computed once
// per generation.
func (c *Core) signatureLocked() string {
	cc := &c.catalog
	if gen := c.lib.Generation(); !cc.sigSet || cc.sigGen != gen {
		cc.sig, cc.sigGen, cc.sigSet = catalog.Signature(c.lib), gen, true
	}
	return cc.sig
}

// catalogSignature is the version of the library's catalog, without
// reading it.
func (c *Core) catalogSignature() string {
	c.catalog.mu.Lock()
	defer c.catalog.mu.Unlock()
	return c.signatureLocked()
}

// Catalog returns the catalog of the library as it is now: the one in
// memory or on disk when the library has not changed since it was built,
// else a new one (built in one pass over the events and saved). Questions
// are understood against it, so an import makes its names known.
func (c *Core) Catalog() (*catalog.Catalog, error) {
	cc := &c.catalog
	cc.mu.Lock()
	defer cc.mu.Unlock()
	sig := c.signatureLocked()
	if cc.cat != nil && cc.cat.Signature == sig {
		return cc.cat, nil
	}
	cat, err := catalog.LoadSigned(context.Background(), c.lib, sig)
	if err != nil && cat == nil {
		return nil, fmt.Errorf("building the catalog of the library: %w", err)
	}
	if err != nil {
		c.log.Warn("the catalog could not be saved; it will be built again next time", "err", err)
	}
	cc.cat = cat
	return cat, nil
}

// rulesForLibrary returns the rule decomposer reading questions against
// the library's catalog, or the plain one when no catalog can be built
// (the question is then understood with the lexicons alone).
func (c *Core) rulesForLibrary(s *asker) *rules.Decomposer {
	env, err := c.linkEnv()
	if err != nil {
		c.log.Warn("questions are read without the library's names", "err", err)
		return s.rules
	}
	return s.rules.WithLibrary(env)
}

// linkEnv returns what questions are linked against: the catalog and the
// retrieval lexicons.
// The catalog is read when a question is linked, not to look up a cached
// plan: its version is the library's catalog signature.
func (c *Core) linkEnv() (*link.Env, error) {
	lx, err := lexicon.Default()
	if err != nil {
		return nil, fmt.Errorf("loading the lexicons: %w", err)
	}
	return link.NewLazyEnv(c.catalogSignature(), func() (*catalog.Catalog, error) {
		cat, err := c.Catalog()
		if err != nil {
			c.log.Warn("questions are read without the library's names", "err", err)
		}
		return cat, err
	}, lx), nil
}

// Understanding is what the rules understood of a question over this
// library: the words nothing understood (left out of retrieval, or, for
// names, searched for as they are) and the misspellings read as other
// words.
func (c *Core) Understanding(question string) rules.Understanding {
	s, err := c.askState()
	if err != nil {
		return rules.Understanding{}
	}
	return c.rulesForLibrary(s).Understand(question)
}
