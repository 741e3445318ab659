// Package index is the event library: it stores every imported event in a
// Bluge index inside the person's data folder and answers the lookups and
// searches the rest of the application makes.
//
// # Layout on disk
//
// The data folder (see ResolveDir) holds a "library" sub-folder with the
// Bluge segments; both are created owner-only (0700 folders, 0600 files)
// because they hold a copy of the person's mail, calendar and purchases.
// Bluge's writer lock makes the library single-writer: a second process that
// opens the same folder gets ErrInUse instead of corrupting it.
//
// Every event is one Bluge document: the _id; a "text" field with the
// event's verbalization, analyzed in English with stemming and with common
// emoji read as words (so "football" finds "⚽"); keyword fields "source",
// "file" (the origin file) and one per text, list or boolean field,
// lower-cased ("f.artist"); datetime fields "start" and "end" at the
// resolution of the UTC day (see utcDay for why); and the event itself, in
// ingest's binary codec, as a stored field.
//
// # Why file records live in Bluge
//
// A FileRecord says what the library knows about an imported file (size,
// modification time, hash, counts, last error). It is stored as a document
// of its own kind in the same index, written in the same batch as the
// file's final events, so the two can never disagree: after a crash either
// both the new events and the record are there or neither is, and the
// "unchanged file, skip it" check at start-up is safe. A separate JSON or
// SQLite file would need its own two-phase commit.
//
// # Why an in-memory cache
//
// Questions must answer in tens of milliseconds over tens of thousands of
// events, and one RETRIEVE step can match most of the library. Decoding
// stored documents on every question would dominate that budget, so Open
// decodes every event once (in parallel, segment by segment) into memory:
// id → event, per-file id sets, and per-source lists sorted by start, which
// are rebuilt lazily for the sources a write touched. The writers keep the
// cache in step with each batch they commit. Filter-only queries, Get,
// Events, counts and key/value statistics are served from memory. Text
// queries ask Bluge for document numbers and BM25 scores only, and turn
// numbers into events through per-segment tables (segments never change, so
// a table is made once per segment). Events are immutable once stored (an
// update replaces the pointer), so callers may keep the events they are
// given. Search results are cached by (query, generation) in a small LRU,
// and Generation lets callers cache their own derived results the same way.
//
// # Writing
//
// Importers write through a FileWriter per file: events are buffered and
// flushed as upsert batches every thousand or so events so memory stays
// bounded; Commit deletes the file's old events that were not re-added and
// stores the FileRecord in the same final batch, so a file below the flush
// size is replaced atomically. Abort stores nothing more and deletes
// nothing: whatever was imported before stays. Batches of different files
// are built concurrently. Bluge writes each batch to disk in the background
// (see indexConfig) and Close waits for it, so a crash can lose the last
// moments of an import, never a half of a batch.
package index
