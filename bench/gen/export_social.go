package gen

import (
	"context"
	"encoding/xml"
	"fmt"
	"html"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"reqap/internal/lazyre"
)

func xmlAttr(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return strings.ReplaceAll(b.String(), `"`, "&#34;")
}

const healthDTD = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 13 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
<!ATTLIST Workout
  workoutActivityType   CDATA #REQUIRED
  duration              CDATA #IMPLIED
  durationUnit          CDATA #IMPLIED
  totalDistance         CDATA #IMPLIED
  totalDistanceUnit     CDATA #IMPLIED
  totalEnergyBurned     CDATA #IMPLIED
  totalEnergyBurnedUnit CDATA #IMPLIED
  sourceName            CDATA #REQUIRED
  sourceVersion         CDATA #IMPLIED
  device                CDATA #IMPLIED
  creationDate          CDATA #IMPLIED
  startDate             CDATA #REQUIRED
  endDate               CDATA #REQUIRED
>
]>
`

const hkDate = "2006-01-02 15:04:05 -0700"

var hkDistanceType = map[string]string{
	"HKWorkoutActivityTypeRunning": "HKQuantityTypeIdentifierDistanceWalkingRunning", "HKWorkoutActivityTypeHiking": "HKQuantityTypeIdentifierDistanceWalkingRunning",
	"HKWorkoutActivityTypeCycling": "HKQuantityTypeIdentifierDistanceCycling", "HKWorkoutActivityTypeSwimming": "HKQuantityTypeIdentifierDistanceSwimming",
}

// writeAppleHealth writes export.xml: the watch's workouts with their
// statistics (iOS 16+ WorkoutStatistics for heart rate), between daily
// step counts and heart-rate samples that are not workouts.
func (w *World) writeAppleHealth(ctx context.Context, out string) error {
	fw, err := createFile(out, AppleHealthPath)
	if err != nil {
		return err
	}
	p := w.P
	device := xmlAttr(fmt.Sprintf("<<HKDevice: 0x%x>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1>", 0x280000000+p.Seed%0xfffffff))
	src := xmlAttr(p.Device)
	fw.WriteString(healthDTD)
	sex := "HKBiologicalSexFemale"
	if p.Self.Gender == "M" {
		sex = "HKBiologicalSexMale"
	}
	fmt.Fprintf(fw, "<HealthData locale=\"en_%s\">\n <ExportDate value=\"%s\"/>\n <Me HKCharacteristicTypeIdentifierDateOfBirth=\"%s\" HKCharacteristicTypeIdentifierBiologicalSex=\"%s\" HKCharacteristicTypeIdentifierBloodType=\"HKBloodTypeNotSet\" HKCharacteristicTypeIdentifierFitzpatrickSkinType=\"HKFitzpatrickSkinTypeNotSet\" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse=\"None\"/>\n",
		p.ResidenceAt(p.Today).City.Code, w.exportTime().Format(hkDate), p.Self.Birth.Format("2006-01-02"), sex)
	ws := append([]*hkWorkout(nil), w.health...)
	sort.SliceStable(ws, func(i, j int) bool { return ws[i].start.Before(ws[j].start) })
	r := newRNG(p.Seed, "health")
	// The demo dataset stays small: fewer records that are not workouts.
	stepP, hrSamples := 0.85, 2
	if w.Size == SizeSmall {
		stepP, hrSamples = 0.15, 0
	}
	wi := 0
	for d := p.Start; d.Before(p.Today); d = d.AddDate(0, 0, 1) {
		if err := ctx.Err(); err != nil {
			fw.Close()
			return err
		}
		// The day's step count, as the phone logs it.
		if r.chance(stepP) {
			st := time.Date(d.Year(), d.Month(), d.Day(), 23, 0, 0, 0, p.Loc)
			fmt.Fprintf(fw, " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"%s\" sourceVersion=\"9.1\" device=\"%s\" unit=\"count\" creationDate=\"%s\" startDate=\"%s\" endDate=\"%s\" value=\"%d\"/>\n",
				src, device, st.Add(5*time.Minute).Format(hkDate), d.Format(hkDate), st.Format(hkDate), r.between(2500, 16000))
		}
		next := d.AddDate(0, 0, 1)
		for ; wi < len(ws) && ws[wi].start.Before(next); wi++ {
			h := ws[wi]
			st, en := h.start.In(p.Loc), h.end.In(p.Loc)
			if h.avgHR > 0 {
				for k := 0; k < hrSamples; k++ {
					t := st.Add(time.Duration(k+1) * en.Sub(st) / 3)
					fmt.Fprintf(fw, " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"%s\" sourceVersion=\"9.1\" device=\"%s\" unit=\"count/min\" creationDate=\"%s\" startDate=\"%s\" endDate=\"%s\" value=\"%.0f\">\n  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"2\"/>\n </Record>\n",
						src, device, t.Add(time.Minute).Format(hkDate), t.Format(hkDate), t.Format(hkDate), h.avgHR+float64(r.between(-8, 8)))
				}
			}
			line := fw.line
			dur := en.Sub(st).Minutes()
			fmt.Fprintf(fw, " <Workout workoutActivityType=\"%s\" duration=\"%s\" durationUnit=\"min\"", h.typ, strconv.FormatFloat(dur, 'f', -1, 64))
			if h.dist > 0 {
				fmt.Fprintf(fw, " totalDistance=\"%s\" totalDistanceUnit=\"%s\"", strconv.FormatFloat(h.dist, 'f', -1, 64), h.distUnit)
			}
			if h.kcal > 0 {
				fmt.Fprintf(fw, " totalEnergyBurned=\"%s\" totalEnergyBurnedUnit=\"kcal\"", strconv.FormatFloat(h.kcal, 'f', -1, 64))
			}
			_, zone := w.zoneAt(st)
			fmt.Fprintf(fw, " sourceName=\"%s\" sourceVersion=\"9.1\" device=\"%s\" creationDate=\"%s\" startDate=\"%s\" endDate=\"%s\">\n",
				src, device, en.Add(time.Duration(r.between(5, 90))*time.Second).Format(hkDate), st.Format(hkDate), en.Format(hkDate))
			indoor := 0
			if h.indoor {
				indoor = 1
			}
			fmt.Fprintf(fw, "  <MetadataEntry key=\"HKIndoorWorkout\" value=\"%d\"/>\n  <MetadataEntry key=\"HKTimeZone\" value=\"%s\"/>\n", indoor, zone)
			if h.typ == "HKWorkoutActivityTypeSwimming" {
				fmt.Fprintf(fw, "  <MetadataEntry key=\"HKSwimmingLocationType\" value=\"1\"/>\n  <MetadataEntry key=\"HKLapLength\" value=\"25 m\"/>\n")
			}
			fmt.Fprintf(fw, "  <WorkoutEvent type=\"HKWorkoutEventTypeSegment\" date=\"%s\" duration=\"%s\" durationUnit=\"min\"/>\n", st.Format(hkDate), strconv.FormatFloat(dur, 'f', 4, 64))
			if h.kcal > 0 {
				fmt.Fprintf(fw, "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" startDate=\"%s\" endDate=\"%s\" sum=\"%s\" unit=\"kcal\"/>\n", st.Format(hkDate), en.Format(hkDate), strconv.FormatFloat(h.kcal, 'f', -1, 64))
			}
			if h.dist > 0 {
				fmt.Fprintf(fw, "  <WorkoutStatistics type=\"%s\" startDate=\"%s\" endDate=\"%s\" sum=\"%s\" unit=\"%s\"/>\n", hkDistanceType[h.typ], st.Format(hkDate), en.Format(hkDate), strconv.FormatFloat(h.dist, 'f', -1, 64), h.distUnit)
			}
			if h.avgHR > 0 {
				fmt.Fprintf(fw, "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierHeartRate\" startDate=\"%s\" endDate=\"%s\" average=\"%s\" minimum=\"%s\" maximum=\"%s\" unit=\"count/min\"/>\n",
					st.Format(hkDate), en.Format(hkDate), strconv.FormatFloat(h.avgHR, 'f', -1, 64), strconv.FormatFloat(h.minHR, 'f', -1, 64), strconv.FormatFloat(h.maxHR, 'f', -1, 64))
			}
			fw.WriteString(" </Workout>\n")
			w.observe(h.refs, AppleHealthPath, fmt.Sprintf("line %d", line))
		}
	}
	fw.WriteString("</HealthData>\n")
	return fw.Close()
}

var hashtagRE = lazyre.New(`#([\pL\pN_]+)`)

// tweetID builds a snowflake id from the time, as Twitter's are.
func tweetID(t time.Time, r *rng) int64 {
	ms := t.UnixMilli() - 1288834974657
	if ms < 0 {
		// Before snowflakes, ids were a plain sequence.
		return t.Unix()/4 + int64(r.IntN(1000))
	}
	return ms<<22 | int64(r.IntN(1<<22))
}

// postsOn returns the posts on platform, newest first, as the exports list
// them.
func (w *World) postsOn(platform string) []*post {
	var posts []*post
	for _, p := range w.posts {
		if p.platform == platform {
			posts = append(posts, p)
		}
	}
	sort.SliceStable(posts, func(i, j int) bool { return posts[i].date.After(posts[j].date) })
	return posts
}

// postsFile returns the posts on platform and the export file rel they go
// in, created; without posts there is no file (nil, nil, nil).
func (w *World) postsFile(out, platform, rel string) ([]*post, *fileWriter, error) {
	posts := w.postsOn(platform)
	if len(posts) == 0 {
		return nil, nil, nil
	}
	fw, err := createFile(out, rel)
	return posts, fw, err
}

// writeTwitter writes the archive's data/tweets.js: a JavaScript prefix
// and a pretty-printed array, newest first, numbers as strings and HTML
// entities in full_text, as real archives have.
func (w *World) writeTwitter(ctx context.Context, out string) error {
	tweets, fw, err := w.postsFile(out, "twitter", TwitterPath)
	if fw == nil || err != nil {
		return err
	}
	r := newRNG(w.P.Seed, "twitter")
	fw.WriteString("window.YTD.tweets.part0 = [")
	for i, t := range tweets {
		id := strconv.FormatInt(tweetID(t.date, r), 10)
		var b strings.Builder
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n  {\n    \"tweet\" : {\n")
		fmt.Fprintf(&b, "      \"edit_info\" : {\n        \"initial\" : {\n          \"editTweetIds\" : [\n            \"%s\"\n          ],\n          \"editableUntil\" : \"%s\",\n          \"editsRemaining\" : \"5\",\n          \"isEditEligible\" : true\n        }\n      },\n",
			id, t.date.UTC().Add(time.Hour).Format("2006-01-02T15:04:05.000Z"))
		b.WriteString("      \"retweeted\" : false,\n")
		src := pick(r, []string{`<a href=\"http://twitter.com/download/iphone\" rel=\"nofollow\">Twitter for iPhone</a>`, `<a href=\"https://mobile.twitter.com\" rel=\"nofollow\">Twitter Web App</a>`})
		fmt.Fprintf(&b, "      \"source\" : \"%s\",\n", src)
		b.WriteString("      \"entities\" : {\n        \"hashtags\" : [")
		tags := hashtagRE().FindAllStringSubmatchIndex(t.text, -1)
		for k, m := range tags {
			if k > 0 {
				b.WriteString(",")
			}
			s, e := utf8.RuneCountInString(t.text[:m[0]]), utf8.RuneCountInString(t.text[:m[1]])
			fmt.Fprintf(&b, "\n          {\n            \"text\" : %s,\n            \"indices\" : [\n              \"%d\",\n              \"%d\"\n            ]\n          }", appendJSONString(nil, t.text[m[2]:m[3]]), s, e)
		}
		if len(tags) > 0 {
			b.WriteString("\n        ")
		} else {
			b.WriteString(" ")
		}
		b.WriteString("],\n        \"symbols\" : [ ],\n        \"user_mentions\" : [ ],\n        \"urls\" : [ ]\n      },\n")
		n := utf8.RuneCountInString(t.text)
		fmt.Fprintf(&b, "      \"display_text_range\" : [\n        \"0\",\n        \"%d\"\n      ],\n", n)
		fmt.Fprintf(&b, "      \"favorite_count\" : \"%d\",\n      \"id_str\" : \"%s\",\n      \"truncated\" : false,\n      \"retweet_count\" : \"%d\",\n      \"id\" : \"%s\",\n", t.likes, id, t.reposts, id)
		fmt.Fprintf(&b, "      \"created_at\" : \"%s\",\n      \"favorited\" : false,\n", t.date.UTC().Format("Mon Jan 02 15:04:05 -0700 2006"))
		full := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(t.text)
		fmt.Fprintf(&b, "      \"full_text\" : %s,\n      \"lang\" : \"en\"\n    }\n  }", appendJSONString(nil, full))
		w.observe(t.refs, TwitterPath, "["+strconv.Itoa(i)+"]")
		fw.WriteString(b.String())
	}
	fw.WriteString("\n]")
	return fw.Close()
}

// mojibake writes a JSON string the way Meta exports do: every byte of the
// UTF-8 encoding above ASCII as a \u00XX escape (Latin-1 code points).
func mojibake(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 0x80:
			fmt.Fprintf(&b, `\u00%02x`, c)
		case c == '"':
			b.WriteString(`\"`)
		case c == '\\':
			b.WriteString(`\\`)
		case c == '\n':
			b.WriteString(`\n`)
		case c < 0x20:
			fmt.Fprintf(&b, `\u%04x`, c)
		case c == '/':
			b.WriteString(`\/`)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// writeFacebook writes your_posts_1.json with Meta's mojibake escapes.
func (w *World) writeFacebook(ctx context.Context, out string) error {
	posts, fw, err := w.postsFile(out, "facebook", FacebookPath)
	if fw == nil || err != nil {
		return err
	}
	name := w.P.Self.Name()
	fw.WriteString("[")
	for i, p := range posts {
		var b strings.Builder
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "\n  {\n    \"timestamp\": %d,\n    \"data\": [\n      {\n        \"post\": %s\n      },\n      {\n        \"update_timestamp\": %d\n      }\n    ]", p.date.Unix(), mojibake(p.text), p.date.Unix())
		title := name + " updated " + map[string]string{"F": "her", "M": "his"}[w.P.Self.Gender] + " status."
		if len(p.tags) > 0 {
			b.WriteString(",\n    \"tags\": [")
			for k, t := range p.tags {
				if k > 0 {
					b.WriteString(",")
				}
				fmt.Fprintf(&b, "\n      {\n        \"name\": %s\n      }", mojibake(t))
			}
			b.WriteString("\n    ]")
			title = name + " was with " + p.tags[0]
			if len(p.tags) > 1 {
				title += fmt.Sprintf(" and %d others", len(p.tags)-1)
			}
			title += "."
		}
		fmt.Fprintf(&b, ",\n    \"title\": %s\n  }", mojibake(title))
		w.observe(p.refs, FacebookPath, "["+strconv.Itoa(i)+"]")
		fw.WriteString(b.String())
	}
	fw.WriteString("\n]\n")
	return fw.Close()
}

var unsafeName = lazyre.New(`[/\\:*?"<>|]`)

// writeKeep writes one Google Keep JSON file per note, named after its
// title (or its creation time when untitled), plus Labels.txt.
func (w *World) writeKeep(ctx context.Context, out string) error {
	used := map[string]int{}
	var labels []string
	seenLabel := map[string]bool{}
	for _, n := range w.notes {
		base := unsafeName().ReplaceAllString(n.title, "_")
		if base == "" {
			base = n.created.In(w.P.Loc).Format("2006-01-02T15_04_05.000-07_00")
		}
		used[base]++
		if c := used[base]; c > 1 {
			base = fmt.Sprintf("%s_(%d)", base, c-1)
		}
		rel := KeepDir + "/" + base + ".json"
		fw, err := createFile(out, rel)
		if err != nil {
			return err
		}
		var b strings.Builder
		fmt.Fprintf(&b, `{"color":"%s","isTrashed":false,"isPinned":%t,"isArchived":%t,`, n.color, n.pinned, n.archiv)
		if len(n.list) > 0 {
			b.WriteString(`"listContent":[`)
			for k, item := range n.list {
				if k > 0 {
					b.WriteString(",")
				}
				fmt.Fprintf(&b, `{"textHtml":%s,"text":%s,"isChecked":%t}`, keepHTMLString(html.EscapeString(item)), string(appendJSONString(nil, item)), n.checked[k])
			}
			b.WriteString(`],`)
		} else {
			fmt.Fprintf(&b, `"textContent":%s,`, string(appendJSONString(nil, n.text)))
		}
		fmt.Fprintf(&b, `"title":%s,"userEditedTimestampUsec":%d,"createdTimestampUsec":%d`, string(appendJSONString(nil, n.title)), n.edit.UnixMicro(), n.created.UnixMicro())
		if len(n.list) == 0 {
			var h strings.Builder
			for _, l := range strings.Split(n.text, "\n") {
				h.WriteString(`<p dir="ltr" style="line-height:1.38;margin-top:0.0pt;margin-bottom:0.0pt;"><span style="font-size:7.2pt;font-family:'Google Sans';color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">`)
				h.WriteString(html.EscapeString(l))
				h.WriteString(`</span></p>`)
			}
			fmt.Fprintf(&b, `,"textContentHtml":%s`, keepHTMLString(h.String()))
		}
		if len(n.labels) > 0 {
			b.WriteString(`,"labels":[`)
			for k, l := range n.labels {
				if k > 0 {
					b.WriteString(",")
				}
				fmt.Fprintf(&b, `{"name":%s}`, string(appendJSONString(nil, l)))
				if !seenLabel[l] {
					seenLabel[l] = true
					labels = append(labels, l)
				}
			}
			b.WriteString(`]`)
		}
		b.WriteString("}")
		fw.WriteString(b.String())
		if err := fw.Close(); err != nil {
			return err
		}
		w.observe(n.refs, rel, "note")
	}
	if len(w.notes) > 0 {
		fw, err := createFile(out, KeepDir+"/Labels.txt")
		if err != nil {
			return err
		}
		for _, l := range labels {
			fw.WriteString(l + "\n")
		}
		return fw.Close()
	}
	return nil
}

// keepHTMLString writes an HTML string as Keep does, with "/" escaped.
func keepHTMLString(s string) string {
	return strings.ReplaceAll(string(appendJSONString(nil, s)), "/", `\/`)
}
