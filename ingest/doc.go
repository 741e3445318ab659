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
//	calendar         summary, location, description, organizer, attendees, status, categories, calendar,
//	                 recurring, frequency (daily, weekly, monthly, yearly) and interval of a recurring series,
//	                 moved and moved_from (an instance moved off the start its series gives it), reminder (when each alarm goes off)
//	mail             subject, from, to, cc, bcc, message_id, in_reply_to, thread, type (reply or forward), list_name,
//	                 body, attachments, media_type (what each attachment is: photo, gif, video, audio, document), labels, folder,
//	                 direction (sent, received or draft) and counterpart (derived, see below)
//	music_stream     artist, track, album, duration_s, platform, skipped, shuffle, reason_start, reason_end, uri
//	podcast_stream   show, episode, duration_s, platform, uri
//	audiobook_stream audiobook, chapter, duration_s, platform, uri
//	movie_stream     movie_title, duration_s, profile, device, country
//	tvseries_stream  series_title, season, season_name, episode_title, episode_number, duration_s, profile, device, country
//	video_preview    title, supplemental_type (trailers, hooks, recaps: never counted as watched)
//	other_profile_stream  a movie or episode watched by another profile of a shared account (derived)
//	video_stream     title, channel, url (YouTube and similar)
//	workout          workout_type (lower case: running, cycling, swimming, walking, soccer, ...),
//	                 duration_s, distance_km, energy_kcal, avg_heart_rate_bpm, max_heart_rate_bpm,
//	                 avg_speed_kmh, elevation_gain_m, device, name, route, sub_type, elapsed_s, indoor, commute, gear
//	online_purchase  product, quantity, unit_price, price, currency, order_id, category, status,
//	                 cancelled, seller, asin, payment, shipment_date
//	online_purchase_cancelled  the same fields, for cancelled orders (never counted as purchases)
//	online_purchase_refunded   the same fields, for items a refunds report says were returned (derived)
//	online_refund    product, refund_amount, currency, quantity, order_id, asin, order_date, reason
//	calendar_cancelled  calendar fields, for entries whose STATUS is CANCELLED
//	health           measurement ("heart rate", "step count", "activity rings"), value, min_value, max_value,
//	                 unit, readings, duration_s; rings: active_energy_kcal, exercise_min, stand_hours,
//	                 their goals and move_goal_met, exercise_goal_met, stand_goal_met (one per kind and day)
//	account          service, fact ("account", "profile", "following", "follower", "label", ...), title, and
//	                 what the fact says: username, display_name, email, bio, website, location, label, query;
//	                 dated where the export dates the fact, undated (zero start) otherwise
//	social_media     text, platform, url, media, hashtags, mentions, likes, reposts, place
//	note             title, text, labels, checklist, platform; a journal's day also happenings (how many),
//	                 journal (its name) and its typed fields (mood, sleep_s ...)
//	journal          a happening a journal tells (its sports are workouts, with the same fields):
//	                 text (the sentence), activity, meal, food, cuisine, participants, place, restaurant,
//	                 city, at_home, duration_s, distance_km (distance_unit "mi" when written in miles),
//	                 weight_kg (one's weight told; weight_unit "lb" when written in pounds),
//	                 price + currency, time_of_day, mood,
//	                 book, movie_title, after, occasion, occasion_of, modality (planned, wished,
//	                 negated, reported, question: it did not happen), tags, journal, entry_id (the
//	                 day's note), written (the day it was told, when later)
//	location         place_name, address, latitude, longitude, activity_type, distance_km
//	chat             chat, sender, text, attachments, direction (derived), call_type, missed, poll_winner
//	web_activity     product, title, url, details
//
// Derived fields: what one file cannot say (who the person is, which
// profile is theirs, where they lived, what another file of the export
// refunds) is applied to the stored events by Derive with a Perspective,
// at import and again whenever the perspective changes, without reading
// the files again:
//
//	direction, counterpart   mail (sent by the person or not; the people exchanged with)
//	direction                chat messages
//	other_profile_stream     viewings of the other profiles of a streaming account
//	online_purchase_refunded purchases a refunds report names
//	utc_only                 set on events whose export wrote UTC instants only; their start
//	                         and end are shown in the person's home time zone of that time
