package ingest

import "testing"

// The cases each former copy (generic's keys, track's activity names,
// twitter's archive keys) was written for, and the ones they disagreed on.
func TestSnakeCase(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// keys already snake_case
		{"start_time", "start_time"},
		{"song_artist", "song_artist"},
		{"address2", "address2"},
		// camelCase and PascalCase
		{"startTime", "start_time"},
		{"StartTime", "start_time"},
		{"fullText", "full_text"},
		{"inReplyToStatusId", "in_reply_to_status_id"},
		{"MountainBiking", "mountain_biking"},
		{"mp3File", "mp3_file"},
		{"x1Y", "x1_y"},
		// an acronym is one word (twitter's copy made user_i_d, track's
		// ebike_fitness)
		{"userID", "user_id"},
		{"HTTPStatus", "http_status"},
		{"HTTPServer", "http_server"},
		{"EBikeFitness", "e_bike_fitness"},
		{"EBiking", "e_biking"},
		{"ALLCAPS", "allcaps"},
		{"MOUNTAIN_BIKING", "mountain_biking"},
		// separators
		{"Trail Run", "trail_run"},
		{"E-Bike Ride", "e_bike_ride"},
		{"TV-Series Title", "tv_series_title"},
		{"Duration (s)", "duration_s"},
		{"Energy (kcal)", "energy_kcal"},
		{"heart-rate.avg", "heart_rate_avg"},
		{"  All Day ", "all_day"},
		{"a__b", "a_b"},
		{"_private", "private"},
		{"trailing_", "trailing"},
		// accents dropped, letters spelt in ASCII (track's copy kept größe)
		{"Größe", "grosse"},
		{"Café crème", "cafe_creme"},
		{"Ærø", "aero"},
		// nothing ASCII or a leading digit: the caller's to make a key of
		{"名前", ""},
		{"", ""},
		{"2fa", "2fa"},
		{"9", "9"},
	} {
		got := SnakeCase(c.in)
		if got != c.want {
			t.Errorf("SnakeCase(%q) = %q, want %q", c.in, got, c.want)
		}
		if again := SnakeCase(got); again != got {
			t.Errorf("SnakeCase(%q) = %q, not idempotent on %q", c.in, again, got)
		}
	}
}

func TestIsSnakeCase(t *testing.T) {
	for s, want := range map[string]bool{
		"start_time": true, "a": true, "address2": true,
		"": false, "2fa": false, "_a": false, "a_": false, "a__b": false, "startTime": false, "größe": false,
	} {
		if got := IsSnakeCase(s); got != want {
			t.Errorf("IsSnakeCase(%q) = %v, want %v", s, got, want)
		}
	}
}
