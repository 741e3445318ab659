package mail

import "testing"

func TestDirection(t *testing.T) {
	tests := []struct {
		labels []string
		folder string
		want   string
	}{
		{[]string{"Sent"}, "All mail Including Spam and Trash", "sent"},
		{[]string{"Opened", "Inbox", "Important"}, "All mail Including Spam and Trash", "received"},
		{nil, "Sent", "sent"},
		{nil, "Gesendete Elemente", "sent"},
		{nil, "Inbox.sbd/Sent Items", "sent"},
		{nil, "Inbox", "received"},
		{[]string{"Draft"}, "All mail", "draft"},
		{nil, "Drafts", "draft"},
		{nil, "Sentiments", "received"},
	}
	for _, tt := range tests {
		if got := direction(tt.labels, tt.folder); got != tt.want {
			t.Errorf("direction(%q, %q) = %q, want %q", tt.labels, tt.folder, got, tt.want)
		}
	}
}
