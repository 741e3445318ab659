//go:build !linux

package ui

// displayProblem is Linux's question; elsewhere the desktop is there.
func displayProblem() string { return "" }
