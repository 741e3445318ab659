// Package ui is the desktop app: one Fyne window over the application core
// (package app) with three tabs and the running imports below them.
//
//   - Ask: the question box (Enter asks, Escape cancels, a drop-down of
//     past questions, example questions), the answer with its unit and what
//     it rests on, the executed operator tree (each step with its
//     arguments, result size and time), a chart when the answer groups, and
//     the events and items of the selected step; an event opens to all its
//     fields and its original record, with buttons to open the file.
//   - Sources: imported files grouped by the kind of events they hold, with
//     counts and per-file errors; files, folders and zip archives dropped
//     onto the window or chosen with Add are imported in the background;
//     watched folders with their status and last scan.
//   - Settings: planner, Ollama address and model with a connection test,
//     cross-encoder folder, the "today" override, the theme.
//
// The package shows and forwards: what to import, how to plan, answer and
// store is decided by the core. Every call that can take time runs off the
// UI goroutine and hands its result back with fyne.Do, so the window never
// freezes; failures are shown as dialogs or inline messages.
//
// Main is the entry point used by main.go; its flags (--data, --ask, --tab,
// --import, --show, --size, --ready, --timing, --demo) exist for daily use,
// screenshots (scripts/screenshot.sh) and start-up measurements.
package ui
