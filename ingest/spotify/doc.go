// Package spotify imports the listening history Spotify hands out from its
// privacy page, in both of its shapes.
//
// # Account data ("spotify_account")
//
// The quick "Account data" download holds StreamingHistory*.json files
// (StreamingHistory0.json before 2024, StreamingHistory_music_N.json and
// StreamingHistory_podcast_N.json since): JSON arrays of
//
//	{"endTime": "2023-03-07 23:05", "artistName": ..., "trackName": ..., "msPlayed": 188690}
//	{"endTime": ..., "podcastName": ..., "episodeName": ..., "msPlayed": ...}
//
// endTime is UTC with minute precision and is the end of the play, so an
// event spans [endTime-msPlayed, endTime], unless the play before it in the
// file ended later than that start: then the play follows it, ending
// within the same minute (plays are written in the order they were played,
// and two skipped tracks often end in one minute). Music rows become music_stream
// events with artist, track and duration_s; podcast rows become
// podcast_stream events with show, episode and duration_s.
//
// # Extended streaming history ("spotify_extended")
//
// The "Extended streaming history" download holds
// Streaming_History_Audio_*.json and Streaming_History_Video_*.json (and,
// before 2023, endsong_N.json): JSON arrays of rows whose ts is the END of
// the play in UTC. A row is an audiobook_stream when it names an audiobook or
// chapter, else a podcast_stream when it names an episode or show, else a
// music_stream when it names a track, artist or track URI. Rows that name
// nothing at all (Spotify writes them for some plays) carry no information
// worth a question and are skipped with that reason.
//
// Fields, in this order, each only when the export has a value:
//
//	music_stream      artist, track, album
//	podcast_stream    show, episode
//	audiobook_stream  audiobook, chapter
//	then              duration_s, platform, skipped, shuffle, reason_start,
//	                  reason_end, uri, country, offline, offline_timestamp,
//	                  incognito_mode
//
// skipped and shuffle are stored as the export says (true or false) and left
// out when it says null. offline and incognito_mode are stored only when
// true. offline_timestamp (when the play started offline) is a time; the
// export writes it in seconds in current files and in milliseconds in older
// ones, told apart by magnitude; 0 and null mean none. country is the name
// of the country conn_country codes ("DE" is Germany, as other sources name
// countries; a code unknown stays as written), left out when empty or "ZZ"
// (Spotify's "unknown"). uri is
// the track, episode, or audiobook chapter (else audiobook) URI. username,
// ip_addr*, user_agent* are never read, let alone stored.
//
// # Plays of zero milliseconds
//
// Both shapes contain plays with msPlayed/ms_played 0: a track that was
// started and left at once. They are real plays and are kept, with
// duration_s 0 and Start equal to End. They are marked skipped only when the
// export itself says skipped=true: account data has no such flag and none is
// invented. A row without any ms_played is kept with no duration_s and
// Start equal to End. Negative or implausible (over seven days) play times
// are skipped with a reason.
//
// # Identity
//
// Both files are streamed with an encoding/json Decoder, element by element,
// so files of hundreds of megabytes never sit in memory. An event's ID comes
// from the row's content plus its occurrence number among identical rows of
// the same file, so identical rows get distinct IDs that survive re-imports
// and re-ordering of other rows. Origin.Record is the row's JSON array index,
// "[41]".
package spotify
