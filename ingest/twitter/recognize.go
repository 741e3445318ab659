package twitter

import (
	"bytes"
	"strings"

	"reqap/ingest"
	"reqap/internal/lazyre"
)

// Importer reads tweets.js / tweet.js / tweets-partN.js / deleted-tweets.js.
var Importer = &ingest.Importer{
	Name:      "twitter",
	Doc:       "Twitter/X archive: data/tweets.js (tweet.js, tweets-partN.js, deleted-tweets.js)",
	Recognize: recognize,
	Import:    importFile,
	// A tweet's created_at is a UTC instant, so its day and hour are the
	// person's home zone's.
	UTCStamped: true,
}

// ytdName matches the JavaScript assignment that opens every archive data
// file and captures the data type: "window.YTD.tweets.part0 = [".
var ytdName = lazyre.New(`^window\.YTD\.([A-Za-z0-9_]+)\.part[0-9]+\s*=\s*\[`)

// tweetFile matches the names of the files holding tweets.
var tweetFile = lazyre.New(`^(deleted-)?tweets?(-part[0-9]+)?\.js$`)

// isTweetType reports whether a YTD data type holds tweets.
func isTweetType(name string) bool {
	switch name {
	case "tweet", "tweets", "deleted_tweet", "deleted_tweets":
		return true
	}
	return false
}

func recognize(c ingest.Candidate) ingest.Match {
	base := strings.ToLower(c.Base())
	head := ingest.TrimStart(c.Head)
	if strings.HasSuffix(base, ".js") {
		if m := ytdName().FindSubmatch(head); m != nil {
			name := string(m[1])
			if isTweetType(name) {
				if tweetFile().MatchString(base) {
					return ingest.Match{Score: ingest.ScoreNameContent}
				}
				return ingest.Match{Score: ingest.ScoreContent}
			}
			if _, fact := factTypes[name]; fact {
				return ingest.Match{} // Facts reads it
			}
			return ingest.Match{Score: ingest.ScoreNameContent, Skip: skipReason(name)}
		}
		// A tweet file saved as plain JSON by another tool.
		if tweetFile().MatchString(base) && len(head) > 0 && head[0] == '[' && bytes.Contains(head, []byte(`"full_text"`)) {
			return ingest.Match{Score: ingest.ScoreNameContent}
		}
		return ingest.Match{}
	}
	switch {
	case base == "readme.txt" && bytes.Contains(head, []byte("Twitter")) && bytes.Contains(bytes.ToLower(head), []byte("archive")):
		return ingest.Match{Score: 60, Skip: "description of the Twitter archive, not events"}
	case base == "your archive.html" && bytes.Contains(bytes.ToLower(head), []byte("<html")):
		return ingest.Match{Score: 60, Skip: "viewer page of the Twitter archive, not events"}
	}
	return ingest.Match{}
}

// skipReason says why an archive data file that holds neither tweets nor
// account facts is skipped.
func skipReason(name string) string {
	switch {
	case name == "like":
		return "liked tweets carry no date in the Twitter archive"
	case strings.HasPrefix(name, "direct_message"):
		return "Twitter direct messages are not imported by this version"
	case strings.HasPrefix(name, "ad_"):
		return "Twitter advertising data, not events"
	}
	return "Twitter archive data (" + name + "), not tweets"
}
