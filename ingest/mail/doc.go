// Package mail imports mail: mbox archives (format "mbox") and single
// message files (format "eml"), one ingest.Mail event per message, one
// more for each message it carries (forwarded as an attachment, a
// digest's), which names the mail that carried it (enclosed_in), and a
// calendar entry for the meeting an invitation carries (its text/calendar
// part or attached .ics, read by package ical).
//
// Each event starts and ends at the message's Date header, in the zone it
// was written in; without a usable Date the mbox From_ line's date, then the
// date of the last Received header are used, and a message with none of
// them is reported as skipped. Fields follow ingest's conventions: subject,
// from (else Sender, else Reply-To), to, cc, bcc, delivered_to (the
// addresses its servers delivered it to), message_id, in_reply_to,
// thread (the subject without "Re:"/"Fwd:" prefixes and a list tag, shared
// by a conversation's messages), type (reply or forward; absent for a mail
// that starts a conversation), list_name (the subject's list tag, else
// the List-Id's name, else the list a list server's Sender or Errors-To
// names: "owner-magick@…" sends out list magick), body, attachments, labels (Gmail Takeout's
// X-Gmail-Labels), folder, direction (sent, received or draft). Messages
// Thunderbird deleted but did not yet compact away are reported as
// skipped.
//
// Headers are decoded from RFC 2047 encoded-words in any charset
// golang.org/x/text knows and from raw 8-bit text; bodies from base64 and
// quoted-printable, in their declared charset, with text/plain preferred
// over HTML, which is converted to text by the htmltext sub-package.
// Reading never fails on bad input: a damaged message is skipped or read as
// far as it goes, and the rest of the archive is imported.
package mail
