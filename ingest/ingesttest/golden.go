package ingesttest

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/test"
)

// An importer's test fixture keeps what it must give in an expectation
// file, as go/analysis keeps its "want" comments in its testdata: the
// fixture X is checked against X.want beside it (or, for a file of a
// folder imported whole, a file named after it outside the folder; for a
// real sample, one in testdata/real), which lists how the file was
// recognized, every event (its record, source, span with its zone,
// whether it lasts whole days, and every field in order, with its kind),
// every record skipped with its reason and the error of a failed import.
// A test then says only what such a file cannot show (how IDs are made,
// that two files give the same); go test -update rewrites the
// expectations from what the importer gives now, for a change that was
// meant, to be read in the diff.

// Golden runs CheckFile on the test file path and checks all it gave
// against path+".want".
func Golden(t testing.TB, imp *ingest.Importer, path string) Result {
	t.Helper()
	res := CheckFile(t, imp, path)
	Expect(t, res, path+".want")
	return res
}

// GoldenIn runs CheckIn on the file rel of the folder root, imported
// whole, and checks all it gave against the expectation file want, kept
// outside the folder so that the folder holds only what an export would.
func GoldenIn(t testing.TB, imp *ingest.Importer, root, rel, want string) Result {
	t.Helper()
	res := CheckIn(t, imp, root, rel)
	Expect(t, res, want)
	return res
}

// GoldenReal runs CheckReal on the real sample elem and checks all it
// gave against the expectation file want (in the package's testdata),
// skipping the test where the samples are absent.
func GoldenReal(t testing.TB, imp *ingest.Importer, want string, elem ...string) Result {
	t.Helper()
	res := CheckReal(t, imp, elem...)
	Expect(t, res, want)
	return res
}

// Expect checks res against the expectation file at path (Render).
func Expect(t testing.TB, res Result, path string) {
	t.Helper()
	test.Golden(t, path, Render(res))
}

// ExpectRecords checks the events of the named records of res against the
// expectation file at path, as Expect does all of them: for a file too
// large for its whole result to be kept, a few records that show what it
// holds (the first and the last, the odd ones) stand for it. The match
// is checked too; a record res has no event for fails.
func ExpectRecords(t testing.TB, res Result, path string, records ...string) {
	t.Helper()
	some := Result{Name: res.Name, Match: res.Match}
	for _, r := range records {
		if ev, ok := res.Record(t, r); ok {
			some.Events = append(some.Events, ev)
		}
	}
	Expect(t, some, path)
}

// Render writes res as its expectation file reads: "match" and the
// score (and why the file is passed over, where it is), then each event,
//
//	line 2: online_purchase, 2019-03-14T00:00:00Z (UTC), all day
//		product: "Pasta Maker"
//		quantity: 1
//
// (a span "start – end" where the event lasts; texts quoted, lists as
// quoted items in brackets, numbers, booleans and times bare; a text that
// is the ID of an event of res, which the file's path decides, written
// "id of RECORD"), then
// "skipped RECORD: REASON" for each record skipped and "failed: ERROR"
// where the import failed, the file's name written FILE.
func Render(res Result) []byte {
	var b strings.Builder
	b.WriteString("match " + strconv.Itoa(res.Match.Score))
	if res.Match.Skip != "" {
		b.WriteString(", passed over: " + res.Match.Skip)
	}
	b.WriteByte('\n')
	ids := map[string]string{}
	for _, ev := range res.Events {
		ids[ev.ID] = ev.Origin.Record
	}
	for _, ev := range res.Events {
		b.WriteString(ev.Origin.Record + ": " + ev.Source + ", " + instant(ev.Start))
		if !ev.End.Equal(ev.Start) || ev.End.Location() != ev.Start.Location() {
			b.WriteString(" – " + instant(ev.End))
		}
		if ev.AllDay {
			b.WriteString(", all day")
		}
		b.WriteByte('\n')
		for _, f := range ev.Fields {
			v := value(f.Value)
			if rec, ok := ids[f.Value.Str]; ok && f.Value.Kind == ingest.KindText {
				v = "id of " + rec
			}
			b.WriteString("\t" + f.Key + ": " + v + "\n")
		}
	}
	for _, s := range res.Skips {
		b.WriteString("skipped " + s.Record + ": " + strings.ReplaceAll(s.Err.Error(), res.Name, "FILE") + "\n")
	}
	if res.Err != nil {
		b.WriteString("failed: " + strings.ReplaceAll(res.Err.Error(), res.Name, "FILE") + "\n")
	}
	return []byte(b.String())
}

// instant is a time with the zone it is kept in, which importers choose
// as the export writes it.
func instant(t time.Time) string {
	if t.IsZero() {
		return "undated"
	}
	zone := t.Location().String()
	if zone == "" {
		zone = "unnamed zone"
	}
	return t.Format(time.RFC3339Nano) + " (" + zone + ")"
}

func value(v ingest.Value) string {
	switch v.Kind {
	case ingest.KindText:
		return strconv.Quote(v.Str)
	case ingest.KindNumber:
		return strconv.FormatFloat(v.Num, 'f', -1, 64)
	case ingest.KindTime:
		return instant(v.Time)
	case ingest.KindList:
		items := make([]string, len(v.List))
		for i, s := range v.List {
			items[i] = strconv.Quote(s)
		}
		return "[" + strings.Join(items, ", ") + "]"
	case ingest.KindBool:
		return strconv.FormatBool(v.Bool)
	}
	return "invalid " + strconv.Itoa(int(v.Kind))
}
