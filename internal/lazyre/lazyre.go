// Package lazyre compiles a regular expression when it is first used
// rather than when its package is initialised. A package with a hundred
// expressions costs every process that links it some 15 ms at start, and
// `reqap ask` answers a cached question without matching any of them.
package lazyre

import (
	"regexp"
	"sync"
)

var (
	mu  sync.Mutex
	all []func() *regexp.Regexp
)

// New returns a function that compiles expr once, on first call, and then
// returns the compiled expression; it panics as regexp.MustCompile does
// when expr is invalid (Compiled finds that in a test).
func New(expr string) func() *regexp.Regexp {
	return Build(func() string { return expr })
}

// Build is New of an expression written on first use: one that holds
// words read from data loaded then (a lexicon's), not known at start.
func Build(expr func() string) func() *regexp.Regexp {
	f := sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr()) })
	mu.Lock()
	all = append(all, f)
	mu.Unlock()
	return f
}

// CompileAll compiles every expression made with New so far, for a test
// that they are all valid; it panics on the first that is not.
func CompileAll() int {
	mu.Lock()
	fs := append([]func() *regexp.Regexp(nil), all...)
	mu.Unlock()
	for _, f := range fs {
		f()
	}
	return len(fs)
}

var byExpr sync.Map // expr → *regexp.Regexp

// Of returns expr compiled, once per distinct expr: for a function that is
// handed a constant pattern by its many callers, which would otherwise
// compile it on every call. It panics as regexp.MustCompile does.
func Of(expr string) *regexp.Regexp {
	if re, ok := byExpr.Load(expr); ok {
		return re.(*regexp.Regexp)
	}
	re, _ := byExpr.LoadOrStore(expr, regexp.MustCompile(expr))
	return re.(*regexp.Regexp)
}
