// Package whatsapp imports WhatsApp's "Export chat" text files: _chat.txt
// from the iPhone (inside "WhatsApp Chat - Name.zip") and "WhatsApp Chat
// with Name.txt" from Android.
//
// # Format ("whatsapp")
//
// One message per header line, continued on the following lines until the
// next header:
//
//	[2020-01-01, 12:34:56] Name: text          iPhone
//	1/2/20, 12:34 - Name: text                 Android
//	[01/07/2025, 12:00:19 p. m.] Name: text    12-hour clock, localized
//
// Dates are day-month-year, month-day-year or year-month-day with '/', '.'
// or '-' (mixed in one file is fine); two-digit years are 20xx. Whether
// 01/07 is January 7 or July 1 is decided once per file by a first pass
// that looks for a date whose first or second number is over 12; when
// every date is ambiguous, files with a 12-hour clock are read month first
// (the US convention) and the others day first. Times are local wall-clock
// times without a zone: they are stored as if they were UTC, so the hour
// reads as the person saw it. Invisible direction marks (U+200E, U+200F and
// the like) that WhatsApp puts before special messages are removed, and
// narrow no-break spaces before AM/PM are read as spaces.
//
// One chat event per message:
//
//	chat          from the file name ("WhatsApp Chat with Anna.txt"), else from
//	              the folder or zip it was in ("WhatsApp Chat - Anna.zip"),
//	              else "WhatsApp chat"
//	sender        the name before the colon; absent for system messages
//	text          the message, continuation lines joined with "\n"
//	message_type  text, attachment, media_omitted, deleted, poll, location, call
//	              or system
//	attachments   file names of "<attached: file>" and "file (file attached)"
//	media         what an omitted medium was: image, video, audio, sticker,
//	              gif, document, contact card, media
//	poll_options  the options of a poll ("Option A (1 vote)"); text is the question
//	latitude, longitude  of a shared location; place, address and url for a
//	              shared venue ("British Library (96 Euston Rd, ...): https://...")
//	duration_s    of a call ("Video call, 5 min" = 300)
//	edited        true when WhatsApp marked the message "<This message was edited>"
//	actor         of a system notice of something a member did, the member it
//	              names ("Person 2 changed their phone number …": Person 2)
//
// System messages are the Android lines without a sender and the iPhone
// notices WhatsApp writes under a name ("Messages and calls are end-to-end
// encrypted", "X changed their phone number", "created group", ...): they
// are kept with message_type system and no sender, so they never count as
// someone's message. Text before the first message header is reported as
// skipped.
//
// The exporter's own name is written like anyone else's; where they
// deleted a message of theirs ("You deleted this message", under their
// name), the file also yields an account fact (service WhatsApp, fact
// profile, display_name that name), from which the app learns who they
// are and reads their messages as sent.
//
// The ID of a message is its time, sender and text plus its occurrence
// number among identical messages; Origin.Record is "line N" of its header.
package whatsapp
