// Package notes imports notes: Google Keep notes from Google Takeout, and
// Markdown or plain-text note files (Obsidian vaults, journal folders,
// Simplenote and other text exports). Every note becomes one event of
// source note, identified by its file (one note per file).
//
// # Google Keep ("google_keep")
//
// Takeout/Keep/<title>.json, one JSON object per note:
//
//	{"title", "textContent", "textContentHtml", "listContent": [{"text", "isChecked"}],
//	 "labels": [{"name"}], "attachments": [{"filePath", "mimetype"}], "annotations": [...],
//	 "color", "isTrashed", "isArchived", "isPinned",
//	 "createdTimestampUsec", "userEditedTimestampUsec"}
//
// The timestamps are microseconds since the epoch. Start = End = the
// creation time, or the last edit when the note has no creation time (Keep
// exports before 2022 have none). Untitled notes are saved under their
// local creation time ("2021-08-26T12_50_07.132+05_00.json"); the offset in
// such a name is used as the zone of the note's times, so they read in the
// person's local time; other notes are in UTC. Fields:
//
//	title, text (textContent, else textContentHtml without markup),
//	checklist ("[x] item" / "[ ] item"), labels, attachments (file paths),
//	links (annotation URLs), shared_with (sharee e-mails), archived, pinned,
//	trashed (always present), color (lower case, absent when DEFAULT),
//	edited (the last edit, a time), platform "keep".
//
// Trashed notes are imported with trashed=true: filter them out in questions
// when needed. In a Keep folder, the .html twin of each note, Labels.txt and
// attachment files (images, recordings) are recognized and skipped with a
// reason; an .html note without a .json twin (Takeout before 2017 wrote only
// HTML) is skipped asking for a new export.
//
// # Google Keep labels ("google_keep_labels")
//
// Labels.txt in a Keep folder, or beside Keep notes: one account fact per
// label (service "Google Keep", fact "label"). It lives beside the notes'
// importer so that what makes a Keep folder and a Keep note is said once.
//
// # Markdown and plain-text notes ("notes_text")
//
// .md and .markdown files, and .txt files that look like notes: valid text,
// at most 1 MiB, not a table (CSV/TSV), not a WhatsApp chat. Their score is
// low (20 for Markdown, 5 for text) so that every specific importer wins.
//
// The date of a note comes from, in this order (date_source says which):
//
//	front_matter  YAML front matter key created, created_at, createdAt,
//	              creation_date, date (ISO 8601, with or without time and zone)
//	file_name     a date in the file name: 2021-06-03.md, 2021-06-03 Meeting.md
//	heading       a date in a leading heading: "# 2021-06-03", "# June 3, 2021"
//	modified      the file's modification time
//
// Dates without a time are all-day (AllDay, midnight UTC); times without a
// zone are read as UTC. The title is the front matter title, else a heading
// on the first line, else (for an Obsidian note, whose file name is its
// title) the file name, else the first heading, else the first line
// (Simplenote style), else the file name. Fields:
//
//	title, text (the body without front matter, at most 20,000 characters;
//	text_truncated=true when cut), tags (front matter tags/tag/keywords,
//	comma-separated or a YAML list, plus inline #tags outside code),
//	links (targets of [[wiki-links]] and ![[embeds]], without alias or
//	heading), checklist (Markdown task items "[x] item" / "[ ] item"),
//	aliases, pinned, favorite, edited (front matter updated/modified),
//	date_source, platform ("obsidian" when the file has wiki-links or lies
//	in a vault with a .obsidian folder, else "markdown", "text" for .txt),
//	and the other scalar front matter keys, snake_cased (mood, location...).
//
// Text that is not UTF-8 is read as UTF-16 when it starts with a byte order
// mark, else as Windows-1252. A file with NUL bytes is not a note.
//
// # Journals
//
// A note that is a day of a journal (see journal.go: a file named by a
// date, a date heading, a date title, or a dated diary-like note in a
// journal folder or with a journal tag) is read further: its front matter
// and property lines ("sleep:: 7h") are typed fields of the day (one
// indented under a list item, "  duration:: 36 min", is that item's), and
// every happening its text tells is an event of its own (package
// textfacts), its record the lines it was told on; a task left unticked
// ("- [ ] gym") did not happen (modality negated). A key the folder's days
// write as a length of time ("sleep:: 7h 30m") is one: a bare number under
// it on other days ("sleep: 7.5" in the front matter) is in the largest
// unit those days write (sleep_s). A file with two or more date headings
// is a journal of many days, a note per day.
package notes
