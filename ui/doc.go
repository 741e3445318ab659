// Package ui is the desktop app: one Fyne window over the application core
// (package app) with five tabs, a menu bar holding every command with its
// shortcut, and the running imports and an Undo offer below the tabs.
//
//   - Ask: the question box (Enter asks, Escape cancels, a drop-down of
//     past questions), questions suggested from the library, the answer
//     with what it rests on and what can be done with it (save, copy,
//     export, show on the timeline), the executed operator tree, and
//     beside it the answer's table and chart and the events and items of
//     the selected step; an event opens to all its fields and its original
//     record, with buttons to open the file.
//   - Timeline: every event a day, week, month, year or all time at a
//     time, with a histogram to zoom in, source filters, search as you
//     type, a virtualised list, and a map of the period's places, moves
//     and routes; an answer's evidence can be shown on it.
//   - Saved: questions kept with their latest answers, asked again when
//     the library changes.
//   - Sources: imported files grouped by the kind of events they hold, with
//     counts and per-file errors; files, folders and zip archives dropped
//     onto the window or chosen with Add are imported in the background;
//     watched folders with their status and last scan; any file, source,
//     watched folder or the demo data can be removed, with Undo.
//   - Settings: planner, Ollama address and model with a connection test,
//     cross-encoder folder, the "today" override, map tiles, the theme.
//
// The package shows and forwards: what to import, remove, suggest, export,
// plan, answer and store is decided by the core. Every call that can take
// time runs off the UI goroutine and hands its result back with fyne.Do, so
// the window never freezes; failures are shown as dialogs or inline
// messages. Times are shown in one zone, chosen in format.go.
//
// Main is the entry point used by main.go; its flags (--data, --ask, --tab,
// --show, --import, --size, --ready, --timing, --demo) exist for daily use,
// screenshots (scripts/screenshot.sh) and start-up measurements.
package ui
