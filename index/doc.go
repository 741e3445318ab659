// Package index is the event library: it stores every imported event in a
// Bluge index inside the person's data folder and answers the lookups and
// searches the rest of the application makes.
//
// # Layout on disk
//
// The data folder (see ResolveDir) holds a "library" sub-folder with the
// Bluge segments; both are created owner-only (0700 folders, 0600 files)
// because they hold a copy of the person's mail, calendar and purchases.
//
// Every event a file holds is one Bluge document, named after its id and
// generation (see generation.go; in about 22 bytes of binary for the ids
// ingest makes, see docname.go, and as "id/generation" text in libraries
// written before December 2026 and for other ids): a "text" field with the event's verbalization,
// analyzed in English with stemming and with common emoji read as words
// (so "football" finds "⚽"); keyword fields "source" (with a doc value)
// and "g" (the generation, also stored, where the name is not: binary
// names are indexed and kept as doc values only); the origin file, stored as "file" (libraries
// written before December 2026 also index it; nothing searches it); and
// the event itself, in ingest's binary codec, as a stored field. File records
// and the library's summary are documents of their own kinds.
//
// # Files are all or nothing
//
// An import writes its events in batches under a generation number of its
// own, which no reader looks at until the file's record names it. The
// record is committed in one small batch with the library's summary
// (counts by source, merged records), so a file's events become visible
// together, and a re-import replaces the old events by the new in that
// same instant. Bluge writes batches to disk in order, so whatever a crash
// leaves is a prefix of them: each file is either wholly in (its record
// and its generation's events) or wholly out. Generations no record names
// (cancelled, interrupted or replaced imports) are garbage, deleted in the
// background and rolled back by the next Open. A commit says when it is on
// disk (FileWriter.Durable), and only then is a file reported imported.
//
// # One record, one event
//
// Event ids are record identities, not file positions (see ingest's
// identity.go): the same record in two files (a message in two mailboxes,
// an export imported from its folder and from its zip) is one event with
// the origins of both (Origins), counted once; Stats.Merged says how many
// records were merged. Each file keeps its own copy; the canonical one is
// that of the file modified last.
//
// # What is read when
//
// Open reads the file records and the summary, a few documents: Stats and
// Files never read an event, so "reqap stats" is as fast on a million
// events as on ten. A writer needs every event's id and source (from
// doc values) to keep the summary right, and loads them on its first
// write. Questions need events. Without Options.Lazy, Open loads them all
// (the desktop app); with it, the events of a source are loaded when a
// read first needs that source (load.go): Events(source), a filter query
// naming its sources, Get of one of its ids, a text query with hits in
// it. A question about workouts never reads a lifetime of plays. A text
// query's matches are collected with their names and sources (doc
// values) before they are resolved, so only the sources they are of are
// loaded; a few hits in a large source not in memory are read one
// document at a time instead (readAlone), when no record is merged, and
// more are made from the source's column table. A query whose hits are a
// good part of a source leaves the rows of all the source's documents in
// the data folder (docrows.go), for the state of the segments and of the
// table: the next query of the sources resolves its hits as rows, reading
// no name. Once
// every source is in memory, hits are resolved through per-segment tables
// of document names (segments never change, so a table is made once per
// segment). Loaded events are immutable (an update replaces the pointer),
// so callers may keep the events they are given; decoded events share
// the strings they repeat (interner). Loaded sources are kept current by
// commits. Search results are cached by (query, generation) in a small
// LRU, and Generation lets callers cache their own derived results the
// same way.
//
// # Source snapshots
//
// Reading a source from Bluge means decompressing and decoding every
// stored document. Once a writable library has loaded a source from
// Bluge, it writes the source's events, in view order, to a snapshot file
// in the data folder's "snapshots" folder (snapshot.go; in the
// background, Close waits): tables of the strings and zones the events
// repeat, then each event as its id, record, times and table numbers. The
// next process reads a source's snapshot in one go into a few arrays,
// with no sort. A snapshot names the committed state it was made from
// (every file's generation); any commit makes all snapshots stale, and
// the next load of a source reads Bluge again and writes a new one. They
// are derived data: deleting the folder only makes the next question of
// each source slower.
//
// # Column tables
//
// Beside its snapshot, a source is written as a column table (package
// columns, columnar.go): the same events as arrays of times and codes,
// mapped into memory by Columns, so a question counting a lifetime of
// plays reads a few arrays instead of loading a million events. Both are
// valid for one state of their source (the files holding its events), so
// importing other sources leaves them be. A missing table is made from the
// loaded events, or, for a large source not in memory, by streaming its
// stored documents without loading them (stream.go).
//
// Passes over the whole library that need no cache (re-deriving fields
// after an import) stream the stored copies chunk by chunk (ScanCopies),
// and FileEvents reads one file's generation rather than the library.
//
// # Readers and writers
//
// Bluge's writer lock makes the library single-writer. A second process
// gets ErrInUse, or with Options.ShareIfInUse the last committed state,
// read-only (ReadOnly): questions and statistics keep working while
// another process imports.
//
// Importers write through a FileWriter per file; batches of different
// files are built concurrently, since building a Bluge segment is most of
// the cost of an import.
package index
