package ui

import (
	"io"
	"testing"

	"fyne.io/fyne/v2"
)

func TestParseArgs(t *testing.T) {
	tests := []struct {
		args    []string
		want    Options
		wantErr bool
	}{
		{args: nil},
		{args: []string{"--data", "/tmp/x", "--ask", "How many runs?"}, want: Options{DataDir: "/tmp/x", Ask: "How many runs?"}},
		{args: []string{"--size", "1280x820", "--tab", "settings"}, want: Options{Size: fyne.NewSize(1280, 820), Tab: "settings"}},
		{args: []string{"--import", "a", "--import", "b"}, want: Options{Import: []string{"a", "b"}}},
		{args: []string{"--size", "big"}, wantErr: true},
		{args: []string{"--size", "100x100"}, wantErr: true},
		{args: []string{"--tab", "nowhere"}, wantErr: true},
		{args: []string{"import", "x"}, wantErr: true},
		{args: []string{"--data", "d", "import", "x"}, wantErr: true},
	}
	for _, tt := range tests {
		got, err := ParseArgs(tt.args, io.Discard)
		if (err != nil) != tt.wantErr {
			t.Errorf("ParseArgs(%q) error = %v, want error %v", tt.args, err, tt.wantErr)
			continue
		}
		if err != nil {
			continue
		}
		if got.DataDir != tt.want.DataDir || got.Ask != tt.want.Ask || got.Tab != tt.want.Tab ||
			got.Size != tt.want.Size || len(got.Import) != len(tt.want.Import) {
			t.Errorf("ParseArgs(%q) = %+v, want %+v", tt.args, got, tt.want)
		}
	}
}

func TestWants(t *testing.T) {
	tests := []struct {
		args []string
		want bool
	}{
		{nil, true},
		{[]string{"--data", "/tmp/x"}, true},
		{[]string{"--ask", "q", "--timing"}, true},
		{[]string{"import", "x"}, false},
		{[]string{"--data", "/tmp/x", "stats"}, false},
		{[]string{"-h"}, false},
		{[]string{"help"}, false},
	}
	for _, tt := range tests {
		if got := Wants(tt.args); got != tt.want {
			t.Errorf("Wants(%q) = %v, want %v", tt.args, got, tt.want)
		}
	}
}
