package ingest

// Field conventions shared by every importer, so that questions, EXTRACT and
// the benchmark see the same names whatever the export:
//
//   - keys are snake_case and named after what the export calls them, unless
//     a shared name below fits;
//   - units are explicit in the key: duration_s (seconds), distance_km,
//     energy_kcal, avg_heart_rate_bpm, max_heart_rate_bpm, min_heart_rate_bpm,
//     avg_speed_kmh, elevation_gain_m;
//   - money is price (a number, the total paid) plus currency ("USD", "EUR");
//     unit_price when a quantity is involved;
//   - people are written "Name <address>" when both are known, the name or
//     the address alone otherwise; several people are a list.
//
// Shared names per source kind:
//
//	calendar         summary, location, description, organizer, attendees, status, categories, calendar
//	mail             subject, from, to, cc, bcc, message_id, in_reply_to, body, attachments, labels, folder,
//	                 direction (sent, received or draft, from labels or the folder)
//	music_stream     artist, track, album, duration_s, platform, skipped, shuffle, reason_start, reason_end, uri
//	podcast_stream   show, episode, duration_s, platform, uri
//	audiobook_stream audiobook, chapter, duration_s, platform, uri
//	movie_stream     movie_title, duration_s, profile, device, country
//	tvseries_stream  series_title, season, season_name, episode_title, episode_number, duration_s, profile, device, country
//	video_preview    title, supplemental_type (trailers, hooks, recaps: never counted as watched)
//	video_stream     title, channel, url (YouTube and similar)
//	workout          workout_type (lower case: running, cycling, swimming, walking, soccer, ...),
//	                 duration_s, distance_km, energy_kcal, avg_heart_rate_bpm, max_heart_rate_bpm,
//	                 avg_speed_kmh, elevation_gain_m, device, name, route, sub_type, elapsed_s, indoor, commute, gear
//	online_purchase  product, quantity, unit_price, price, currency, order_id, category, status,
//	                 cancelled, seller, asin, payment, shipment_date
//	online_purchase_cancelled  the same fields, for cancelled orders (never counted as purchases)
//	social_media     text, platform, url, media, hashtags, mentions, likes, reposts, place
//	note             title, text, labels, checklist, platform; a journal's day also happenings (how many),
//	                 journal (its name) and its typed fields (mood, sleep_s ...)
//	journal          a happening a journal tells (its sports are workouts, with the same fields):
//	                 text (the sentence), activity, meal, food, cuisine, participants, place, restaurant,
//	                 city, at_home, duration_s, distance_km, price + currency, time_of_day, mood,
//	                 book, movie_title, after, occasion, occasion_of, modality (planned, wished,
//	                 negated, reported, question: it did not happen), tags, journal, entry_id (the
//	                 day's note), written (the day it was told, when later)
//	location         place_name, address, latitude, longitude, activity_type, distance_km
//	chat             chat, sender, text, attachments
//	web_activity     product, title, url, details
