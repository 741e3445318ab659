package twitter

import (
	"bufio"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"reqap/ingest"
)

// Facts reads the archive files that describe the account rather than
// tweets: account.js, profile.js, follower.js, following.js, block.js,
// mute.js, app.js, connected-application.js, saved-search.js,
// screen-name-change.js, account-timezone.js and the like, and the
// manifest (window.__THAR_CONFIG). Each array element becomes one fact, an
// "account" event dated where the file dates it ("When did I join
// Twitter?", "How many accounts do I follow?", "What's my bio?").
var Facts = ingest.AccountFacts(ingest.Importer{
	Name:      "twitter_account",
	Doc:       "Twitter/X archive account files (account.js, profile.js, follower.js, following.js, app.js, saved-search.js, manifest.js, ...): one account fact per entry",
	Recognize: recognizeFacts,
	Import:    importFacts,
	// The archive's dates are UTC.
	UTCStamped: true,
})

// factTypes are the YTD data types read as facts, with how a fact of the
// type is named for people. Types not listed (tweets, direct messages,
// advertising, likes) are other importers' or skipped with a reason.
var factTypes = map[string]string{
	"account": "account", "profile": "profile", "follower": "follower", "following": "following",
	"block": "blocked account", "mute": "muted account", "app": "connected app",
	"connected_application": "connected app", "saved_search": "saved search",
	"screen_name_change": "handle change", "email_address_change": "email address change",
	"account_timezone": "time zone", "ageinfo": "age", "phone_number": "phone number",
	"verified": "verification", "account_creation_ip": "account creation address",
	"account_label": "account label", "protected_history": "protected tweets",
	"account_suspension": "suspension", "lists_created": "list created", "lists_member": "list membership",
	"lists_subscribed": "list subscribed", "contact": "uploaded contact", "personalization": "personalization",
	"professional_data": "professional profile", "device_token": "device", "ni_devices": "device",
}

func recognizeFacts(c ingest.Candidate) ingest.Match {
	if !strings.HasSuffix(strings.ToLower(c.Base()), ".js") {
		return ingest.Match{}
	}
	head := ingest.TrimStart(c.Head)
	if m := ytdName().FindSubmatch(head); m != nil {
		if _, ok := factTypes[string(m[1])]; ok {
			return ingest.Match{Score: ingest.ScoreNameContent}
		}
		return ingest.Match{}
	}
	if strings.HasPrefix(string(head), "window.__THAR_CONFIG") {
		return ingest.Match{Score: ingest.ScoreNameContent}
	}
	return ingest.Match{}
}

func importFacts(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	br, rc, err := in.OpenBuffered(ctx)
	if err != nil {
		return err
	}
	defer rc.Close()
	head, _ := br.Peek(maxPrefix)
	if strings.HasPrefix(string(ingest.TrimStart(head)), "window.__THAR_CONFIG") {
		return importManifest(br, in, sink)
	}
	m := ytdName().FindSubmatch(ingest.TrimStart(head))
	if m == nil {
		return in.Errorf("", "not a Twitter archive data file (expected 'window.YTD.<type>.part0 = [')")
	}
	typ := string(m[1])
	if err := skipPrefix(br); err != nil {
		return in.Errorf("", "%w", err)
	}
	dec := json.NewDecoder(br)
	dec.UseNumber()
	if tok, err := dec.Token(); err != nil || tok != json.Delim('[') {
		return in.Errorf("", "expected the JavaScript array of %s entries", typ)
	}
	seen := ingest.Occurrences{}
	for i := 0; dec.More(); i++ {
		if err := ingest.Stopped(ctx, i); err != nil {
			return err
		}
		rec := "[" + strconv.Itoa(i) + "] " + typ
		var el map[string]any
		if err := dec.Decode(&el); err != nil {
			if ingest.SkippableJSON(err) {
				sink.Skip(rec, fmt.Errorf("not an object: %w", err))
				continue
			}
			return in.Errorf(rec, "reading the array: %w", err)
		}
		obj := el
		if len(el) == 1 {
			for _, v := range el {
				if o, ok := v.(map[string]any); ok {
					obj = o // {"account": {...}}
				}
			}
		}
		ev := factEvent(typ, obj)
		key := canonical(obj)
		ev.ID = in.ID(typ, key, seen.Ordinal(key))
		ev.Origin = in.Origin(rec)
		if err := sink.Emit(ev); err != nil {
			return err
		}
	}
	return nil
}

// importManifest reads the manifest's account and archive: when the
// archive was made, for whom.
func importManifest(br *bufio.Reader, in *ingest.Input, sink ingest.Sink) error {
	for {
		b, err := br.ReadByte()
		if err != nil {
			return in.Errorf("", "no object found after window.__THAR_CONFIG")
		}
		if b == '{' {
			_ = br.UnreadByte()
			break
		}
	}
	var cfg struct {
		UserInfo    map[string]any `json:"userInfo"`
		ArchiveInfo map[string]any `json:"archiveInfo"`
	}
	dec := json.NewDecoder(br)
	dec.UseNumber()
	if err := dec.Decode(&cfg); err != nil {
		return in.Errorf("manifest", "reading the manifest: %w", err)
	}
	obj := map[string]any{}
	for k, v := range cfg.UserInfo {
		obj[k] = v
	}
	for k, v := range cfg.ArchiveInfo {
		obj[k] = v
	}
	ev := factEvent("archive", obj)
	ev.ID = in.ID("manifest")
	ev.Origin = in.Origin("manifest")
	return sink.Emit(ev)
}

// renames maps the archive's keys to the shared field names.
var renames = map[string]string{
	"accountDisplayName": "display_name", "displayName": "display_name", "userName": "username",
	"screenName": "username", "phoneNumber": "phone", "userLink": "url", "appNames": "app_name",
	"avatarMediaUrl": "avatar_url", "headerMediaUrl": "header_url", "timeZone": "time_zone",
	"generationDate": "created", "sizeBytes": "size_bytes",
}

// dateKeys are the keys whose value dates a fact, in order of preference.
var dateKeys = []string{"createdAt", "changedAt", "creationTimestamp", "approvedAt", "timestamp", "generationDate", "updatedAt", "createdTime"}

// factEvent turns one entry into an account fact.
func factEvent(typ string, obj map[string]any) ingest.Event {
	what := factTypes[typ]
	if what == "" {
		what = strings.ReplaceAll(typ, "_", " ")
	}
	ev := ingest.AccountFact("Twitter", what)
	for _, k := range dateKeys {
		if s, ok := obj[k].(string); ok {
			if t, err := parseISO(s); err == nil {
				ev.Start, ev.End = t, t
				break
			}
		}
	}
	fields := map[string]ingest.Value{}
	flatten(obj, fields)
	ev.SetText("title", factTitle(typ, what, fields))
	keys := slices.Sorted(maps.Keys(fields))
	for _, k := range keys {
		if k == "service" || k == "fact" || k == "title" {
			continue
		}
		ev.Set(k, fields[k])
	}
	return ev
}

// factTitle says what the fact is in a line: "Twitter account @mrled".
func factTitle(typ, what string, f map[string]ingest.Value) string {
	get := func(k string) string { return f[k].String() }
	switch typ {
	case "account":
		s := "Twitter account @" + get("username")
		if d := get("display_name"); d != "" {
			s += " (" + d + ")"
		}
		return s
	case "profile":
		return "Twitter profile: " + cmp.Or(get("bio"), get("location"), get("website"))
	case "following":
		return "follows Twitter account " + get("account_id")
	case "follower":
		return "followed by Twitter account " + get("account_id")
	// A fact about a thing with a name of its own is titled by that name,
	// as a purchase is by its product: "what are my saved searches" asks
	// the searches, the fact says the rest.
	case "saved_search":
		return cmp.Or(get("query"), "saved Twitter search")
	case "app", "connected_application":
		return cmp.Or(get("app_name"), get("name"), "app connected to Twitter")
	case "archive":
		return "Twitter archive of @" + get("username")
	}
	return "Twitter " + what
}

// flatten writes an object's values as fields: nested objects without
// their own key ("description": {"bio": ...} gives bio), lists of strings
// as lists, numbers written as strings as text (ids stay ids).
func flatten(obj map[string]any, out map[string]ingest.Value) {
	for k, v := range obj {
		name := renames[k]
		if name == "" {
			name = ingest.SnakeCase(k)
		}
		switch x := v.(type) {
		case string:
			if x = strings.TrimSpace(x); x == "" {
				continue
			}
			if t, err := parseISO(x); err == nil && strings.Contains(x, "T") {
				out[name] = ingest.TimeValue(t)
				continue
			}
			out[name] = ingest.Text(x)
		case json.Number:
			if f, err := x.Float64(); err == nil {
				out[name] = ingest.Number(f)
			}
		case bool:
			out[name] = ingest.Bool(x)
		case map[string]any:
			flatten(x, out)
		case []any:
			var l []string
			for _, e := range x {
				switch y := e.(type) {
				case string:
					l = append(l, y)
				case json.Number:
					l = append(l, y.String())
				case map[string]any:
					sub := map[string]ingest.Value{}
					flatten(y, sub)
					for _, sv := range sub {
						if sv.Kind == ingest.KindText {
							l = append(l, sv.Str)
						}
					}
				}
			}
			if len(l) == 1 {
				out[name] = ingest.Text(l[0])
			} else if len(l) > 1 {
				out[name] = ingest.List(l)
			}
		}
	}
}

// canonical is an entry's content in a stable form, its identity.
func canonical(v any) string {
	b, _ := json.Marshal(v) // maps marshal with sorted keys
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:12])
}
