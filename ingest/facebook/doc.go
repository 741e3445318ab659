// Package facebook imports what Meta's "Download your information" gives out
// in JSON: Facebook posts, Messenger conversations and Instagram posts. The
// three share Meta's conventions: epoch-second (or millisecond) timestamps,
// media as export-relative uri paths, and text written as mojibake.
//
// # Mojibake
//
// Meta writes every non-ASCII character as its UTF-8 bytes, each escaped as
// a separate Latin-1 code point: "ø" becomes "\u00c3\u00b8" and "👏"
// becomes "\u00f0\u009f\u0091\u008f". repair undoes it: a string whose
// runes are all below 256 and whose runes, taken as bytes, form valid UTF-8
// is replaced by that UTF-8. Genuine Latin-1 text ("café" written properly)
// does not form valid UTF-8 that way and is left alone, so repairing an
// export Meta once fixes is harmless.
//
// # Facebook posts ("facebook_posts")
//
// posts/your_posts_1.json (your_posts.json, your_posts__check_ins__photos_and_videos_1.json)
// is a JSON array of posts, or in newer exports an object holding it under
// "status_updates_v2". One social_media event per post, at its timestamp:
//
//	text               data[].post; when the post has no text of its own (a
//	                   shared link, a photo, an update_timestamp-only entry) the
//	                   title ("X added a new photo.") is the text
//	title              the title, when the post has a text of its own
//	platform           "facebook"
//	url                the first attachments[].data[].external_context.url
//	link_name          external_context.name ("Zimtstern")
//	media              attachments[].data[].media.uri (and media of notes), paths
//	                   relative to the export
//	media_description  media descriptions that differ from the text
//	place              attachments[].data[].place.name, with address, latitude and
//	                   longitude when given
//	event_name         an attached Facebook event, with event_start and event_end
//	mentions           the people tagged (tags[].name)
//	hashtags           #words of the text
//
// A post that has no text, no title and no attachment at all carries nothing
// to ask about and is skipped with that reason.
//
// # Messenger ("facebook_messenger")
//
// messages/inbox/<thread>/message_N.json (also archived_threads,
// filtered_threads, message_requests, e2ee_cutover, and Instagram's
// messages/inbox with the same shape) holds participants, messages[] newest
// first, and the thread title written after the messages. The file is read
// twice: once for the title and participants, skipping over the messages
// token by token, then for the messages, streamed. One chat event per
// message at timestamp_ms:
//
//	chat          the thread title
//	sender        sender_name
//	text          content
//	attachments   uris of photos, videos, audio_files, gifs, files and the sticker
//	url           share.link; share_text is the text when the message has none
//	reactions     "👍 Name" per reaction
//	reacted_by    the names of those who reacted
//	participants  the thread's participants
//	platform      "messenger" (or "instagram" when the file lies in an Instagram export)
//	message_type  type, lower case, when it is not "generic" (share, call, ...)
//	call_duration_s  for calls
//	unsent        true when the message was unsent
//
// A conversation of two ("thread_type" Regular, or none said) is titled
// after the other participant, so the one the title does not name is the
// exporter: the file also yields an account fact (service Messenger, or
// Instagram; fact profile; display_name that name), from which the app
// learns who they are and reads their messages as sent.
//
// # Instagram posts ("instagram_posts")
//
// content/posts_1.json (media/posts_1.json, your_instagram_activity/content/posts_1.json)
// is an array of posts {media: [{uri, creation_timestamp, title,
// media_metadata}], title?, creation_timestamp?}; carousels carry the caption
// and time on the post, single posts on their only media. stories.json,
// reels.json and igtv_videos.json ({"ig_stories": [...]} and the like) and
// the {"ig_igtv_media": [...]} elements some posts files contain are read
// the same way. One social_media event per post:
//
//	text       the caption (post title, else the first media title)
//	platform   "instagram"
//	hashtags   #words of the caption
//	media      the uris
//	latitude, longitude  from the first media's exif_data that has them
//	post_type  "story", "reel" or "igtv" for those; absent for feed posts
//
// A profile picture element ({"ig_profile_picture": ...}) is skipped with
// that reason.
//
// # Identity
//
// Events are identified by their time and content plus the occurrence
// number among identical records of the file, so re-imports give the same
// IDs. Origin.Record is the JSON array index, "[3]" or "messages[3]".
package facebook
