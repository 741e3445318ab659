package gen

import (
	"context"
	"encoding/csv"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

// writeSpotify writes the account-data StreamingHistory_music_N.json files:
// chronological, 10,000 rows per file, endTime in UTC at minute precision,
// Spotify's " : " spacing.
func (w *World) writeSpotify(ctx context.Context, out string) error {
	nfiles := (len(w.Plays) + spotifyRowsPerFile - 1) / spotifyRowsPerFile
	if nfiles == 0 {
		nfiles = 1
	}
	w.spotifyFiles = make([]string, nfiles)
	buf := make([]byte, 0, 512)
	for f := 0; f < nfiles; f++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		rel := fmt.Sprintf("%s/StreamingHistory_music_%d.json", SpotifyDir, f)
		w.spotifyFiles[f] = rel
		fw, err := createFile(out, rel)
		if err != nil {
			return err
		}
		fw.WriteString("[")
		lo, hi := f*spotifyRowsPerFile, min((f+1)*spotifyRowsPerFile, len(w.Plays))
		for i := lo; i < hi; i++ {
			p := w.Plays[i]
			t := w.B.Tracks[p.Track]
			buf = buf[:0]
			if i > lo {
				buf = append(buf, ',')
			}
			buf = append(buf, "\n  {\n    \"endTime\" : \""...)
			buf = time.Unix(p.End(), 0).UTC().AppendFormat(buf, "2006-01-02 15:04")
			buf = append(buf, "\",\n    \"artistName\" : "...)
			buf = appendJSONString(buf, w.B.Artists[t.Artist].Name)
			buf = append(buf, ",\n    \"trackName\" : "...)
			buf = appendJSONString(buf, t.Title)
			buf = append(buf, ",\n    \"msPlayed\" : "...)
			buf = strconv.AppendInt(buf, int64(p.PlayedMs), 10)
			buf = append(buf, "\n  }"...)
			fw.Write(buf)
		}
		fw.WriteString("\n]")
		if err := fw.Close(); err != nil {
			return err
		}
	}
	return nil
}

func hms(secs int) string {
	return fmt.Sprintf("%d:%02d:%02d", secs/3600, secs/60%60, secs%60)
}

// writeNetflix writes ViewingActivity.csv, newest first as Netflix does.
func (w *World) writeNetflix(ctx context.Context, out string) error {
	fw, err := createFile(out, NetflixPath)
	if err != nil {
		return err
	}
	rows := append([]*nfRow(nil), w.netflix...)
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].start.After(rows[j].start) })
	latest := map[string]bool{}
	cw := newCSVFile(fw)
	cw.row([]string{"Profile Name", "Start Time", "Duration", "Attributes", "Title", "Supplemental Video Type", "Device Type", "Bookmark", "Latest Bookmark", "Country"})
	for _, r := range rows {
		attrs := ""
		if r.autoplay {
			attrs = "Autoplayed: user action: None; "
		}
		lb := "Not latest view"
		key := r.profile + "\x00" + r.title
		if !latest[key] {
			latest[key] = true
			lb = hms(r.bookmark)
		}
		line := cw.row([]string{r.profile, r.start.UTC().Format("2006-01-02 15:04:05"), hms(r.dur), attrs, r.title, r.supp, r.device, hms(r.bookmark), lb, r.country})
		w.observe(r.refs, NetflixPath, fmt.Sprintf("line %d", line))
	}
	return cw.close(NetflixPath)
}

// csvFile writes a CSV export through a fileWriter, saying on which line
// each row starts.
type csvFile struct {
	fw *fileWriter
	cw *csv.Writer
}

func newCSVFile(fw *fileWriter) *csvFile {
	return &csvFile{fw: fw, cw: csv.NewWriter(fw)}
}

// row writes a row and returns the line it starts on.
func (c *csvFile) row(fields []string) int {
	c.cw.Flush()
	line := c.fw.line
	c.cw.Write(fields)
	return line
}

// close finishes the file, rel in what an error says.
func (c *csvFile) close(rel string) error {
	c.cw.Flush()
	if err := c.cw.Error(); err != nil {
		c.fw.Close()
		return fmt.Errorf("writing %s: %w", rel, err)
	}
	return c.fw.Close()
}

func money(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) }

// writeAmazon writes Retail.OrderHistory.1.csv: 28 fully quoted columns,
// newest orders first.
func (w *World) writeAmazon(ctx context.Context, out string) error {
	fw, err := createFile(out, AmazonPath)
	if err != nil {
		return err
	}
	header := []string{"Website", "Order ID", "Order Date", "Purchase Order Number", "Currency", "Unit Price", "Unit Price Tax",
		"Shipping Charge", "Total Discounts", "Total Owed", "Shipment Item Subtotal", "Shipment Item Subtotal Tax", "ASIN",
		"Product Condition", "Quantity", "Payment Instrument Type", "Order Status", "Shipment Status", "Ship Date", "Shipping Option",
		"Shipping Address", "Billing Address", "Carrier Name & Tracking Number", "Product Name", "Gift Message", "Gift Sender Name",
		"Gift Recipient Contact Details", "Item Serial Number"}
	writeQuoted(fw, header)
	rows := append([]*orderRow(nil), w.orders...)
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].date.After(rows[j].date) })
	r := newRNG(w.P.Seed, "amazon")
	for _, o := range rows {
		ship, carrier := "", ""
		if !o.shipDate.IsZero() {
			ship = o.shipDate.UTC().Format("2006-01-02T15:04:05.000Z")
			carrier = pick(r, []string{"AMZN_DE", "DHL", "DPD", "Hermes", "AMZN_DE"}) + "(" + strings.ToUpper(r.hex(12)) + ")"
		}
		line := fw.line
		writeQuoted(fw, []string{o.site, o.orderID, o.date.UTC().Format("2006-01-02T15:04:05Z"), "Not Applicable", o.currency,
			money(o.unitNet), money(o.unitTax), "0", "0", money(o.total), money(o.subtotal), money(o.subTax), o.asin, "New",
			strconv.Itoa(o.qty), o.payment, o.status, o.shipStatus, ship, o.shipOption, o.address, o.address, carrier, o.product,
			"", "", "", ""})
		w.observe(o.refs, AmazonPath, fmt.Sprintf("line %d", line))
	}
	return fw.Close()
}

func writeQuoted(fw *fileWriter, fields []string) {
	var b strings.Builder
	for i, f := range fields {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('"')
		b.WriteString(strings.ReplaceAll(f, `"`, `""`))
		b.WriteByte('"')
	}
	b.WriteString("\r\n")
	fw.WriteString(b.String())
}

// stravaHeader is the 87-column header of a Strava bulk export, with its
// duplicate names (Elapsed Time, Distance, Max Heart Rate, Relative Effort,
// Commute), as in the real export.
const stravaHeader = "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Athlete Weight,Bike Weight,Elapsed Time,Moving Time,Distance,Max Speed,Average Speed,Elevation Gain,Elevation Loss,Elevation Low,Elevation High,Max Grade,Average Grade,Average Positive Grade,Average Negative Grade,Max Cadence,Average Cadence,Max Heart Rate,Average Heart Rate,Max Watts,Average Watts,Calories,Max Temperature,Average Temperature,Relative Effort,Total Work,Number of Runs,Uphill Time,Downhill Time,Other Time,Perceived Exertion,Type,Start Time,Weighted Average Power,Power Count,Prefer Perceived Exertion,Perceived Relative Effort,Commute,Total Weight Lifted,From Upload,Grade Adjusted Distance,Weather Observation Time,Weather Condition,Weather Temperature,Apparent Temperature,Dewpoint,Humidity,Weather Pressure,Wind Speed,Wind Gust,Wind Bearing,Precipitation Intensity,Sunrise Time,Sunset Time,Moon Phase,Bike,Gear,Precipitation Probability,Precipitation Type,Cloud Cover,Weather Visibility,UV Index,Weather Ozone,Jump Count,Total Grit,Average Flow,Flagged,Average Elapsed Speed,Dirt Distance,Newly Explored Distance,Newly Explored Dirt Distance,Activity Count,Total Steps,Media"

// stravaCol finds the n-th (1-based) column of a name in the header.
func stravaCol(cols []string, name string, n int) int {
	for i, c := range cols {
		if c == name {
			n--
			if n == 0 {
				return i
			}
		}
	}
	panic("strava header lacks " + name) // the header is a constant: a programming error
}

func fnum(x float64, prec int) string {
	if x == 0 {
		return ""
	}
	return strconv.FormatFloat(x, 'f', prec, 64)
}

// writeStrava writes activities.csv of a Strava bulk export.
func (w *World) writeStrava(ctx context.Context, out string) error {
	rel := fmt.Sprintf(StravaPath, 10_000_000+w.P.Seed%80_000_000)
	fw, err := createFile(out, rel)
	if err != nil {
		return err
	}
	cols := strings.Split(stravaHeader, ",")
	fw.WriteString(stravaHeader + "\n")
	c := func(name string, n int) int { return stravaCol(cols, name, n) }
	rows := append([]*stravaRow(nil), w.strava...)
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].date.Before(rows[j].date) })
	cw := newCSVFile(fw)
	// Activity ids grow with upload time, as Strava's do.
	r := newRNG(w.P.Seed, "strava-ids")
	id := int64(2_000_000_000 + r.IntN(900_000_000))
	for _, a := range rows {
		id += int64(r.between(3_000_000, 90_000_000))
		a.id = id
		f := make([]string, len(cols))
		f[c("Activity ID", 1)] = strconv.FormatInt(a.id, 10)
		f[c("Activity Date", 1)] = a.date.UTC().Format("Jan 2, 2006, 3:04:05 PM")
		f[c("Activity Name", 1)] = a.name
		f[c("Activity Type", 1)] = a.typ
		f[c("Activity Description", 1)] = a.desc
		f[c("Elapsed Time", 1)] = strconv.Itoa(a.elapsed)
		f[c("Distance", 1)] = strconv.FormatFloat(a.distKm, 'f', 2, 64)
		f[c("Max Heart Rate", 1)] = fnum(a.maxHR, 1)
		f[c("Commute", 1)] = "false"
		f[c("Elapsed Time", 2)] = strconv.Itoa(a.elapsed) + ".0"
		f[c("Moving Time", 1)] = strconv.Itoa(a.moving) + ".0"
		f[c("Distance", 2)] = strconv.FormatFloat(a.distKm*1000, 'f', 1, 64)
		if a.distKm > 0 && a.moving > 0 {
			avg := a.distKm * 1000 / float64(a.moving)
			f[c("Average Speed", 1)] = strconv.FormatFloat(avg, 'f', 3, 64)
			f[c("Max Speed", 1)] = strconv.FormatFloat(avg*1.6, 'f', 3, 64)
			f[c("Average Elapsed Speed", 1)] = strconv.FormatFloat(a.distKm*1000/float64(a.elapsed), 'f', 3, 64)
		}
		f[c("Elevation Gain", 1)] = fnum(round1(a.elevGain), 1)
		f[c("Max Heart Rate", 2)] = fnum(a.maxHR, 1)
		f[c("Average Heart Rate", 1)] = fnum(a.avgHR, 1)
		f[c("Calories", 1)] = fnum(a.kcal, 1)
		f[c("Commute", 2)] = "0.0"
		f[c("From Upload", 1)] = "0.0"
		f[c("Flagged", 1)] = "0.0"
		f[c("Activity Count", 1)] = "1.0"
		line := cw.row(f)
		w.observe(a.refs, rel, fmt.Sprintf("line %d", line))
	}
	return cw.close(rel)
}
