package otx

import (
	"context"
	"time"

	"reqap/ingest"
	"reqap/qa"
)

// Retriever finds the events a RETRIEVE query is about (package
// qa/retrieve implements it).
//
// It returns one item per happening, built with qa.ItemFromEvents (several
// events of one happening are merged into one item), so every item carries
// the built-in temporal attributes and source. It aims at complete recall:
// aggregates over hundreds of events are wrong if a few are missed. An
// empty result is not an error. It must honour ctx.
type Retriever interface {
	Retrieve(ctx context.Context, req RetrieveRequest) ([]*qa.Item, error)
}

// ExplainingRetriever is a Retriever that can also say how it decided,
// in lines for people (what a model admitted or rejected): the RETRIEVE
// node shows them with its notes.
type ExplainingRetriever interface {
	Retriever
	RetrieveExplained(ctx context.Context, req RetrieveRequest) ([]*qa.Item, []string, error)
}

// Highlighter is a Retriever that can say which words of an event the
// queries of a tree matched; the engine then gives every evidence event its
// highlight (Result.Highlights).
type Highlighter interface {
	// Highlights returns what marks the words of an event, for many
	// events of one answer, one after another.
	Highlights(queries []string) func(e *ingest.Event) (qa.Highlight, bool)
}

// RetrieveRequest is what a RETRIEVE node asks for.
type RetrieveRequest struct {
	Query    string   // the node's query, e.g. "I played football"
	Sources  []string // optional source hints (ingest source kinds)
	Question string   // the sub-question the node answers, for context
	Now      time.Time
}

// Extractor adds attributes to items (package qa/extract implements it).
//
// Extract returns exactly one item per input item, in the same order. An
// item that gets new attributes is derived with item.WithAttrs (never
// modify an input item or its events: they are shared); an item for which
// nothing was found is returned as it is, and then simply lacks the
// attribute. Values are converted to the requested type with qa.Convert
// (duration → seconds, distance → km, money → amount, with the currency in
// qa.CurrencyAttr(name)); a spec with an empty Type keeps values as found.
// It must honour ctx.
type Extractor interface {
	Extract(ctx context.Context, items []*qa.Item, attrs []qa.AttrSpec) ([]*qa.Item, error)
}
