package spotify

import (
	"context"
	"log/slog"
	"strconv"

	"reqap/ingest"
)

// importRows imports the JSON array of in, one event per element, the way
// both Spotify formats do: every element is decoded into a fresh R, build
// turns it into an event (its error skips the element with that reason),
// and content appends the values that identify the play. Two plays with the
// same content are told apart by how many came before in the file. kind
// names the format in the debug log.
func importRows[R any](ctx context.Context, in *ingest.Input, sink ingest.Sink, kind string,
	build func(*R) (ingest.Event, error), content func(b []byte, r *R) []byte) error {
	var (
		row              R
		occ              = ingest.Occurrences{}
		key              []byte
		emitted, skipped int
	)
	err := ingest.EachJSONArray(ctx, in, sink, &row, func(rec string) error {
		ev, err := build(&row)
		if err != nil {
			sink.Skip(rec, err)
			skipped++
			return nil
		}
		key = content(key[:0], &row)
		ev.ID = in.ID(string(key), strconv.Itoa(occ.Next(string(key))))
		ev.Origin = in.Origin(rec)
		emitted++
		return sink.Emit(ev)
	})
	slog.Debug("spotify "+kind+" import", "file", in.Name, "events", emitted, "skipped", skipped, "err", err)
	return err
}

// identity appends the parts of a row's content, separated by a byte that
// cannot appear in JSON text unescaped, to b.
func identity(b []byte, parts ...string) []byte {
	for _, p := range parts {
		b = append(b, p...)
		b = append(b, 0x1f)
	}
	return b
}

// optBool is a JSON boolean that may be null or absent. Some older exports
// write 0/1 or quoted booleans; they are accepted too.
type optBool struct {
	set bool
	val bool
}

func (b *optBool) UnmarshalJSON(data []byte) error {
	switch string(data) {
	case "null":
		*b = optBool{}
	case "true", "1", `"true"`, `"1"`:
		*b = optBool{set: true, val: true}
	case "false", "0", `"false"`, `"0"`:
		*b = optBool{set: true, val: false}
	default:
		return ingest.NotA("a boolean", string(data))
	}
	return nil
}

// flag renders the value for identities: "t", "f" or "" for null.
func (b optBool) flag() string {
	switch {
	case !b.set:
		return ""
	case b.val:
		return "t"
	}
	return "f"
}

// numberText renders a number for identities: "" when it was not given.
func numberText(n ingest.FlexFloat) string {
	if !n.Set {
		return ""
	}
	return strconv.FormatFloat(n.X, 'g', -1, 64)
}
