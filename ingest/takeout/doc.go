// Package takeout imports two parts of Google Takeout: My Activity (what
// was searched, visited and watched) and Location History (where the person
// was and how they moved), in every shape Google has exported them.
//
// # My Activity ("google_activity")
//
// Takeout/My Activity/<Product>/My Activity.json and YouTube's
// Takeout/YouTube and YouTube Music/history/watch-history.json and
// search-history.json are JSON arrays of
//
//	{"header": "YouTube", "title": "Watched X", "titleUrl": ..., "subtitles": [{"name", "url"}],
//	 "time": "2022-09-21T11:52:59.995Z", "products": [...], "details": [{"name"}],
//	 "description", "locationInfos": [...], "activityControls": [...]}
//
// streamed element by element. YouTube watches (title "Watched X", or any
// entry of watch-history.json or with the "YouTube watch history" activity
// control, which is how title-redacted files still read) become
// video_stream events:
//
//	title        the title without "Watched "
//	channel      subtitles[0].name; channel_url its url
//	url          titleUrl
//	platform     "youtube", or "youtube_music" for the YouTube Music header
//	ad           true for "From Google Ads" entries (ads that played)
//
// Every other entry becomes a web_activity event:
//
//	product      products[0], else header ("Search", "Maps", "YouTube")
//	title        as written ("Searched for pizza", "Visited ...")
//	url          titleUrl, with Google's /url?q= redirect unwrapped
//	details      details[].name
//	description  description
//	action       the leading verb of English titles: searched, visited, viewed,
//	             watched, listened, used, read, ... (absent otherwise)
//	query        for "Searched for X", X
//	subtitle     subtitles[0].name
//
// Times are UTC, as written. locationInfos ("Around this area", "From your
// places (Home)") describe how Google located the device, not the activity,
// and are not stored. The HTML form (My Activity.html, the default before
// 2023) is skipped asking for a JSON export, and archive_browser.html is
// skipped as the archive's index page.
//
// # Location History ("google_location")
//
// Four shapes, told apart by their content (the BOM some tools add is
// dropped); all become location events with a segment field saying what
// they are:
//
//	Semantic Location History/YYYY/YYYY_MONTH.json   {"timelineObjects": [{placeVisit | activitySegment}]}
//	Timeline.json (Android, on-device, 2024+)        {"semanticSegments": [...], "rawSignals": [...], ...}
//	location-history.json (iOS, on-device)           [{startTime, endTime, visit | activity | timelinePath | timelineMemory}]
//	Records.json (Location History.json before 2022) {"locations": [{latitudeE7, longitudeE7, timestamp | timestampMs}]}
//
// Segments (the first three shapes) give one event per part:
//
//	segment "visit"     place_name, address (one line), semantic_type (home,
//	                    work, ... lower case; absent when unknown), place_id,
//	                    latitude, longitude. A Semantic placeVisit without
//	                    location uses its first otherCandidateLocations entry;
//	                    childVisits are visits of their own.
//	segment "activity"  activity_type (activityType, else the most probable of
//	                    activities, else topCandidate.type; lower case:
//	                    walking, in_passenger_vehicle, cycling, ...),
//	                    distance_km (distance, else waypointPath.distanceMeters,
//	                    else distanceMeters; rounded to metres), latitude and
//	                    longitude of the start, end_latitude and end_longitude,
//	                    place_name/end_place_name when named, transit_line.
//	segment "path"      a timelinePath: point_count (distinct points: the same
//	                    point at the same time counts once), latitude/longitude
//	                    of the first point, end_latitude/end_longitude of the last.
//	segment "trip"      a timelineMemory: destinations (place ids),
//	                    distance_from_origin_km.
//
// Durations are startTimestamp/endTimestamp (ISO 8601, or "2025-03-24
// 20:25:02 +0100"), startTimestampMs/endTimestampMs, or epoch milliseconds
// written as a string; Timeline's startTime/endTime keep their offsets. A
// segment without an end is an instant. latitudeE7 values over 90e7 (old
// exports wrote negative numbers as unsigned 32-bit integers) are folded
// back. Coordinates are read from "48.8566°, 2.3522°", "geo:27.72,-97.34"
// and {"latLng": ...}. rawSignals and userLocationProfile are device data
// and are not read.
//
// Raw points (Records.json: one fix every few seconds, millions of them) are
// not one event each: they are aggregated into one event per UTC day,
// segment "points", from the first to the last point of the day, with
// point_count (distinct points; duplicates, which are consecutive in
// Google's time-ordered files, count once), latitude/longitude of the first
// point and the day's bounding box (min_latitude, max_latitude,
// min_longitude, max_longitude).
//
// # Identity and duplicates
//
// Google's exports repeat segments (the same segment twice in Timeline.json,
// the same points twice in a path). An event's ID is the kind of segment,
// its start and end and its place (place id and coordinates) or activity
// (type, start and end coordinates), not its position in the file; a repeat
// within a file is reported as a duplicate and not emitted again. Repeats
// across files (a visit over midnight at the end of a month, in two monthly
// files) are separate events, left to the de-duplication of RETRIEVE.
// Origin.Record is "timelineObjects[3].placeVisit", "semanticSegments[2].visit",
// "[0].timelinePath" or "locations on 2019-06-01 ([0]..[5])".
//
// In a Location History folder, Settings.json, "Timeline Edits.json" and
// Tombstones.csv are skipped with a reason.
package takeout
