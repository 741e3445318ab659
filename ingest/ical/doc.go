// Package ical imports iCalendar (.ics) files: every VEVENT instance becomes
// one calendar event.
//
// The package reads the files itself rather than through a general iCalendar
// library, because real exports break the standard in ways a strict parser
// rejects or panics on (unterminated quotes in parameters, backslash escapes
// in TZIDs, unknown escapes in text, lines folded with TABs, files cut off in
// the middle of an event), and because every event must point back at the
// line it came from.
//
// Decisions worth knowing when reading the events:
//
//   - Recurring events are expanded by this package's own RFC 5545 engine
//     (rrule.go). DTSTART is always the first instance and counts towards
//     COUNT; a rule with no end is expanded up to one year after the later of
//     "today" (ingest.Input.Now) and the latest date written in the file; a
//     single rule stops after MaxInstances instances and the cut is reported.
//   - Wall-clock times are converted to instants in their zone: a nonexistent
//     time (spring forward) uses the offset before the gap and an ambiguous
//     one (fall back) its first occurrence, as RFC 5545 says.
//   - TZIDs are resolved in this order: an IANA name (also inside vendor
//     prefixes such as /mozilla.org/.../Europe/Berlin), a Windows zone ID or
//     Outlook display name (windows.go), the file's own VTIMEZONE turned into
//     a zone, an offset written in the name, and finally the calendar zone.
//   - The calendar zone is X-WR-TIMEZONE when it names a known zone, else UTC.
//     Floating times and all-day dates are placed in it; times written in UTC
//     are shown in it (and recur in it, as Google Calendar means them) when
//     X-WR-TIMEZONE is set.
//   - All-day events start at midnight of their date in the calendar zone and
//     end at midnight of the exclusive end date (DTEND, DURATION, or one day).
//   - An override (RECURRENCE-ID) always replaces the instance it names, even
//     when that instance was also excluded by EXDATE (Apple writes both); an
//     override whose instance does not exist, or whose master is missing, is
//     imported on its own. Among copies of the same instance the highest
//     SEQUENCE wins, then the last one in the file.
//   - Event IDs are derived from the UID and the instance: the original start
//     of the occurrence in UTC ("2024-03-01T10:00:00Z"), or its date for
//     all-day series ("2024-03-01").
//   - An alarm is kept as when it goes off (reminder, "30 minutes before");
//     to-dos and journal entries are ignored. An override that puts its
//     instance on another day or time keeps the instance's start (moved_from).
package ical
