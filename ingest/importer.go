package ingest

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"
	"time"
)

// HeadSize is how many leading bytes of a file Recognize gets to peek at.
const HeadSize = 8 << 10

// Importer reads one export format. An importer is a value, declared once
// by its format's package (var Importer = &ingest.Importer{...}) and listed
// with all the others in the Registry of package ingest/formats, which
// routes every file to the importer that recognizes it with the highest
// score.
type Importer struct {
	// Name is a short stable name for the format, stored in every event's
	// Origin, for example "ics" or "spotify_account".
	Name string
	// Doc describes the format for people: which export, which files, what
	// becomes an event.
	Doc string
	// Recognize says whether this importer reads the candidate file.
	Recognize func(c Candidate) Match
	// Import streams the file's events to sink. It stops when ctx is done or
	// when sink.Emit returns an error, and returns that error. A record that
	// cannot be read is reported with sink.Skip and the rest is imported; an
	// error that makes the rest of the file unreadable is returned, wrapped in
	// a *RecordError naming the record.
	Import func(ctx context.Context, in *Input, sink Sink) error
	// KeySpace, when set, is the namespace of the record keys (Input.KeySpace,
	// see identity.go) for formats that share them: a message is the same
	// whether it came in an mbox or as an .eml file. Empty means Name.
	KeySpace string
	// UTCStamped says the export writes every time as a UTC instant and
	// never the zone the person was in (Spotify, Netflix, Twitter, Facebook,
	// Google activity): Derive shows those times in the home zone.
	// Importers whose files mix zoned, floating and UTC times mark the
	// UTC-only events themselves with the UTCOnly field instead.
	UTCStamped bool
	// Derive, when set, recomputes the fields of an event that depend on
	// the perspective from the raw facts the importer stored, and reports
	// whether the event changed. It must give the same result when applied
	// twice.
	Derive func(ev *Event, p *Perspective) bool
	// Sources, when set, are the sources of the events the importer makes
	// (ingesttest checks it). An import job reads the files whose events
	// tell who the person is (mail, calendars, account facts: the sources
	// the app's perspective is detected from) before the rest, so a
	// lifetime of plays is derived with the right zones once, not stored
	// and then rewritten.
	Sources []string
}

// Candidate is a file offered to Recognize.
type Candidate struct {
	FS   fs.FS  // the folder or archive the file lives in
	Path string // slash-separated path inside FS
	Head []byte // up to HeadSize leading bytes
}

// Base returns the file name of the candidate.
func (c Candidate) Base() string {
	if i := strings.LastIndexByte(c.Path, '/'); i >= 0 {
		return c.Path[i+1:]
	}
	return c.Path
}

// Folder returns the name of the folder the candidate is in ("." at the
// top of FS).
func (c Candidate) Folder() string { return path.Base(path.Dir(c.Path)) }

// Ext returns the lower-case extension of the candidate, with the dot.
func (c Candidate) Ext() string {
	b := c.Base()
	if i := strings.LastIndexByte(b, '.'); i >= 0 {
		return strings.ToLower(b[i:])
	}
	return ""
}

// HeaderLine returns the first line of the candidate without a byte order
// mark and without double quotes: a CSV header to compare with the one an
// export writes, quoted or not.
func (c Candidate) HeaderLine() string {
	line := TrimBOM(c.Head)
	if i := bytes.IndexAny(line, "\r\n"); i >= 0 {
		line = line[:i]
	}
	return strings.ReplaceAll(string(line), `"`, "")
}

// The usual scores of a Match, by what says a file is the format.
const (
	ScoreName        = 10  // the file name only: the import will say what is wrong
	ScoreContent     = 50  // the content only
	ScoreExtContent  = 80  // an extension other formats use too (.gpx, .json) and the content
	ScoreNameContent = 100 // a format-specific name and the content
)

// MatchBy is the usual verdict from a file's name and its content: both
// say it is the format, the content alone, the name alone, or neither (no
// match).
func MatchBy(byName, byContent bool) Match {
	switch {
	case byName && byContent:
		return Match{Score: ScoreNameContent}
	case byContent:
		return Match{Score: ScoreContent}
	case byName:
		return Match{Score: ScoreName}
	}
	return Match{}
}

// MatchByExt is MatchBy for a format whose name is only its extension, one
// other formats use too: name and content score ScoreExtContent, below a
// format-specific name.
func MatchByExt(byExt, byContent bool) Match {
	if byExt && byContent {
		return Match{Score: ScoreExtContent}
	}
	return MatchBy(byExt, byContent)
}

// Match is an importer's verdict on a candidate.
type Match struct {
	// Score is 0 when the importer does not read the file; otherwise higher
	// scores win; the usual ones are the Score constants (MatchBy,
	// MatchByExt).
	Score int
	// Skip, when set, means the file belongs to this format but carries no
	// events (a manifest, an HTML twin, a route attached elsewhere); the
	// text says why, for the person reading the import summary.
	Skip string
}

// Sink receives the events of one file.
type Sink interface {
	// Emit hands over one event. An error (cancellation, storage) must stop
	// the import and be returned by Import.
	Emit(ev Event) error
	// Skip reports one record that could not be read; the import goes on.
	Skip(record string, reason error)
}

// Input is the file an importer reads.
type Input struct {
	FS   fs.FS  // the folder or archive the file lives in
	Path string // slash-separated path inside FS
	// Name is the absolute path shown to people and stored in origins; zip
	// members are written as "/abs/archive.zip!/inner/path".
	Name   string
	Size   int64
	Format string
	// ModTime is the file's modification time when the caller knows it
	// (the scan did); zero means unknown.
	ModTime time.Time
	// Now is "today" for the import, for example to bound the expansion of
	// open-ended recurring events.
	Now time.Time
	// Wrap, when set, wraps the reader returned by Open (progress counting).
	Wrap func(io.ReadCloser) io.ReadCloser
	// KeySpace names the namespace of the record identities (see
	// identity.go); empty means Format.
	KeySpace string
	// MaxRecord caps the bytes of one record (see RecordLimit).
	MaxRecord int64
}

// Folder returns the name of the folder the file is in ("." at the top of
// FS): what names a chat or a journal when the file does not.
func (in *Input) Folder() string { return path.Base(path.Dir(in.Path)) }

// Open opens the file for reading.
func (in *Input) Open() (io.ReadCloser, error) {
	f, err := in.FS.Open(in.Path)
	if err != nil {
		return nil, fmt.Errorf("opening %s: %w", in.Name, err)
	}
	if in.Wrap != nil {
		return in.Wrap(f), nil
	}
	return f, nil
}

// OpenFile opens the file for an import, the start every importer shares:
// a done ctx stops before the file is opened, and a file that cannot be
// opened is an error of the file (*RecordError). The caller closes it.
func (in *Input) OpenFile(ctx context.Context) (io.ReadCloser, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f, err := in.Open()
	if err != nil {
		return nil, &RecordError{File: in.Name, Err: err}
	}
	return f, nil
}

// OpenBuffered is OpenFile with a buffered reader over the file, for an
// importer that reads lines or peeks at the start. The caller closes the
// returned Closer.
func (in *Input) OpenBuffered(ctx context.Context) (*bufio.Reader, io.Closer, error) {
	f, err := in.OpenFile(ctx)
	if err != nil {
		return nil, nil, err
	}
	return bufio.NewReaderSize(f, 64<<10), f, nil
}

// checkEvery is how many records pass between two looks at the context; a
// cancelled sink stops an import at its next Emit anyway.
const checkEvery = 64

// Stopped returns ctx's error when ctx is done, but looks only at every
// checkEvery-th record n of a loop: often enough to stop an import at
// once, rarely enough to cost nothing.
func Stopped(ctx context.Context, n int) error {
	if n%checkEvery != 0 {
		return nil
	}
	return ctx.Err()
}

// ReadAll reads the whole file, for an importer that needs it in memory (a
// note, a message), but no more than max bytes: over says the file holds
// more, and data is then its first max bytes. An error is OpenFile's, or a
// *RecordError saying the reading failed.
func (in *Input) ReadAll(ctx context.Context, max int) (data []byte, over bool, err error) {
	f, err := in.OpenFile(ctx)
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	data, err = io.ReadAll(io.LimitReader(f, int64(max)+1))
	if err != nil {
		return nil, false, in.Errorf("", "reading the file: %w", err)
	}
	if len(data) > max {
		return data[:max], true, nil
	}
	return data, false, nil
}

// Origin returns the origin of a record of this file.
func (in *Input) Origin(record string) Origin {
	return Origin{File: in.Name, Format: in.Format, Record: record}
}

// Errorf returns a *RecordError for a record of this file.
func (in *Input) Errorf(record, format string, args ...any) error {
	return &RecordError{File: in.Name, Record: record, Err: fmt.Errorf(format, args...)}
}

// NewID hashes its parts into a 32-hex-digit ID. Importers use Input.ID
// and Input.Key, which leave the file out (see identity.go).
func NewID(file, format string, identity ...string) string {
	h := sha256.New()
	io.WriteString(h, file)
	h.Write([]byte{0})
	io.WriteString(h, format)
	for _, p := range identity {
		h.Write([]byte{0})
		io.WriteString(h, p)
	}
	var sum [sha256.Size]byte
	return hex.EncodeToString(h.Sum(sum[:0])[:16])
}

// RecordError names the file and record a problem was found in.
type RecordError struct {
	File   string
	Record string // may be empty when the problem concerns the whole file
	Err    error
}

func (e *RecordError) Error() string {
	if e.Record == "" {
		return e.File + ": " + e.Err.Error()
	}
	return e.File + ": " + e.Record + ": " + e.Err.Error()
}

func (e *RecordError) Unwrap() error { return e.Err }

// ErrUnrecognized is returned when no importer reads a file.
var ErrUnrecognized = errors.New("not a recognized export format")

// Version is the version of what the importers yield. Bump it when an
// importer changes the events or fields it makes of the same file (the
// mail importer's direction field was version 2; 3 marked UTC-only times
// and added account facts, counterparts, cancelled calendar entries and
// call spans): files imported by an earlier version are then imported
// again on the next scan, instead of being skipped as unchanged.
//
// Version 4: Apple Health readings as health events. Version 5: event ids
// are record identities independent of the file (identity.go), so the
// same record in two files is one event. Version 6: tweets are marked
// UTC-stamped, so their day and hour are the home zone's. Version 7: a
// journal's priced new thing is a purchase ("new running shoes €139.95").
// Version 8: a journal's happening placed by a part of the day takes that
// part's hours from lang/daypart (morning from 5, evening from 18, night
// from 22), the hours questions ask with; names are made snake_case by
// one rule (ingest.SnakeCase), which keeps acronyms one word, so a FIT
// sub-sport EBikeFitness is e_bike_fitness (was ebike_fitness) and a
// tweet key "userID" would be user_id (was user_i_d). Version 9: a mail
// has its thread (its subject without reply and forward prefixes), its
// type (reply, forward) and its mailing list (list tag, List-Id), and a
// mail without From names its author by its Reply-To; an invitation's
// calendar part is also a calendar entry; a calendar keeps who accepted,
// declined or was tentative, and an instance written twice under kindred
// UIDs (Google's birthdays) once. Version 10: an Amazon item keeps its
// list price and what was saved against it (discount), and a Retail
// order history's item its tax, discounts and shipping fee. Version 11: a
// journal's facts are read from long narrative sentences too (distances
// like "22-mile", durations like "an hour and three quarters", a meal's
// dish and bill after its place), and a dish no longer holds who it was
// eaten with ("Döner with Tom" is kebab, with Tom), and a name that
// shares a food's stem is a name ("Train to Hamburg"). Version 12: a FIT
// multisport file's transitions are no workouts (a triathlon is three).
// Version 13: posts and chat messages say what their media are
// (media_type), WhatsApp's messages their platform, a chat message that is
// only a picture is summarised by its file; a journal's housework says
// which task it was (doing), and a Day One mood tag is the mood of its
// day's happenings that state none; an Amazon Retail order's item its
// carrier. Version 14: a journal's words are spelt as the speller now
// reads English (a regular inflection of a listed word, "uploaded", is
// English; a negated verb, "hadn't", is no misspelt name). Version 15: a
// capitalised word a food term covers only through a derivational suffix
// is a name ("Hamburg" is no burger), also as the sentence's place, and
// a Netflix country written as a code and its name ("DE (Germany)") is
// the name. Version 16: the journal's food facts read that rule as
// retrieval does (an inflection, "Roasted" of "roasted", is still the
// food; a word in capitals is no name made of a term); what someone sent
// or showed pictures of is reported, not the writer's own day ("Kathi
// sent photos of her new flat in Berlin" is no day in Berlin). Version
// 17: a note template ("# {{date}}") is no note of a day and imports
// nothing. Version 18: an Apple Health export's <Me> is an account fact
// of the date of birth. Version 19: a Spotify play's country is named
// ("Germany", was the code "DE"), as Netflix's is, so one country is
// counted once. Version 20: the dish a journal's venue is named for
// ("Pho Saigon") is no food of its happening where the words name what
// was eaten ("dinner @ Pho Saigon (bun bo)"). Version 21: nor where the
// next sentence says it ("Went to Pho Saigon with Priya. Bun bo!"); a
// price said after a booking for later ("Booked the flights to Lisbon for
// July! 312,40 € for both of us.") is a purchase of its own, not the price
// of the dinner told before it; summer rolls are a dish; a relative is
// one of a list of companions that goes on after her ("dinner with Dad
// and Kat" was with Kat too). Version 22: an Amazon order history's item
// keeps the town and state it was shipped to. Version 23: a weekday's or
// a month's abbreviation ("Wed 5 March") is no term whose stem it shares
// (Porter2's "wed" of "wedding"): a day headed so was a wedding. Version
// 24: a place a journal eats a meal at is a venue when gone to ("Went to
// Mangiare with Lena"): a meal out, with the dish said next ("Pizza!").
// Version 25: a journal's book keeps the author it is cited with
// ("finished Circe (Madeline Miller)", "\"Orbital\" by Samantha Harvey").
// Version 26: what a line ends with after a colon or in brackets, after a
// place the journal eats at, is the dish had there ("Zest with Jonas and
// Len: veggie bowl."). Version 27: the people a Facebook post tags are its
// mentions, as a tweet's are: "tags" is the word other sources keep words
// under, and "who did I tag" read the calendar's attendees. Version 28: a
// name right before a noun in lower case, nothing but a space between,
// qualifies it ("we had New Nordic tasting menu"), and is no place gone
// to, whatever the journal knows the name as ("Amsterdam → home" stays
// one). Version 29: "whether to" a thing is weighed, not done ("whether
// to ask for a raise": wished). Version 30: a journal's garment bought is
// clothes by more of its words (a sweater, a coat, trousers, as a
// jacket), presents bought are gifts ("Christmas presents 164.30 euros",
// was a Christmas had: its day's happenings were Christmas's), and a
// named illness (the flu, a fever) is no illness's name, and the bins'
// collection is an event that comes round, no chore done (lexicon
// concepts). Version 31: a movie night is a happening of its own, no
// visit to the cinema, and being alone ("by myself", "on my own") is one
// (lexicon concepts the journal's text reader tags days with). Version 32:
// the verb read with how much or where and no object ("Read a bit before
// bed", "read in bed") is reading, though no book is named. Version 33: a
// calendar entry says whether the person organised it (organized_by_me,
// derived from its organizer and who the person is). Version 34: an
// Amazon order history report's item shipped says its carrier, as a
// Retail order history's does. Version 35: an occasion's phrase that
// takes a meal's word ("Jonas's birthday — dinner at Zest", "birthday
// dinner") is that meal too, and "presents" alone are gifts (lexicon
// concepts). Version 36: a Google Keep note says what its attached files
// are (media_type: "photo", …), as posts and chats do. Version 37: a
// recurring calendar entry says how often its series repeats (frequency:
// "weekly", with interval when every 2nd or more), and a mail says what
// its attached files are (media_type), by name or else Content-Type.
// Version 38: a mail the person received says whether they were only
// copied on it (copied_me: named in Cc or Bcc, not To). Version 39: a
// mail names its owner, the person as it writes them (owner: its sender
// when they sent it, else the recipient who is them). Version 40: an
// item of Amazon's "Request your data" report names the town it was
// shipped to (ship_city), as the legacy report's items do. Version 41: a
// mail without a Message-ID is the same mail in a copy of its archive with
// Windows line ends or read since (Content-Length, Status rewritten).
// Version 42: mail a list server sent out without a List-Id (Majordomo's
// "Sender: owner-magick@…") names its list (list_name). Version 43: a
// journal's happening on the sofa, the couch or in the living room is at
// home (at_home: "Movie night on the sofa: Past Lives"). Version 44: a
// price paid for a booking says what was booked ("Booked the flights to
// Lisbon for July! 312,40 € for both of us." is the purchase's text).
// Version 45: a remark about the one person of the happening before, said
// by a pronoun ("Drinks with Max at Kildare. He has a new job!"), is told
// at that happening, not as one of its own. Version 46: a Netflix
// "Limited Series" or "Miniseries" is season 1 of its show. Version 47:
// the index reads 🍽 as a meal, not a dinner ("Dishoom 🍽️" posted at a
// quarter past one was counted as a dinner), and a croissant alone is no
// French food (lexicon concepts a journal's text reader tags days with).
// Version 48: a name after a title ("Dr. Yilmaz", "GP Dr. Albers") is a
// person who was there wherever it stands, in brackets or with no "with"
// before it. Version 49: a journal's "today" or "tonight" written in the
// small hours is the day before, whose night it still is. Version 50: a
// mail names the addresses it was delivered to (delivered_to:
// Delivered-To, X-Original-To, Envelope-To), and the messages it carries
// (forwarded as attachments, a digest's) are mails of their own, each
// naming the mail that carried it (enclosed_in). Version 51: a cancelled
// Amazon item keeps no quantity 0, which is what was shipped, not what
// was ordered (cancelled items summed to none). Version 52: a WhatsApp
// chat whose owner deleted a message of theirs ("You deleted this
// message") names them in an account fact, so their messages are sent.
// Version 53: a calendar entry keeps its alarms (reminder, "30 minutes
// before") and a moved instance of a series the start it moved off
// (moved_from). Version 54: a Messenger message whose thread's
// participants include nobody known to be the person has no direction
// (it had been received, the owner's own too), and a WhatsApp notice of
// something a member did names them (actor). Version 55: a chat message
// of no words whose medium was left out of the export or that was
// deleted is named so ("image omitted", "deleted message"), not by its
// chat, and a calendar's Windows zone said without "Standard Time"
// ("FLE") is that zone, not UTC. Version 56: Spotify account data's
// plays that end in the same minute are placed in it in the order the
// file writes them (a short play after a longer one had started first).
// Version 57: a Messenger conversation of two names its exporter, the
// participant its title does not, in an account fact, so their messages
// are sent and the others' received. Version 58: a Messenger message
// names who reacted to it (reacted_by), and the meeting of a mail's
// invitation that lists no attendees has the mail's recipients as them.
const Version = 58
