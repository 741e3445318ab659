package lexicon

import (
	"testing"
	"time"

	"reqap/internal/test"
)

func TestFindAnnounced(t *testing.T) {
	berlin := test.Zone("Europe/Berlin")
	written := time.Date(2023, 7, 27, 16, 42, 0, 0, berlin) // a Thursday
	at := func(y int, m time.Month, d, hh, mm int) time.Time { return time.Date(y, m, d, hh, mm, 0, 0, berlin) }
	tests := []struct {
		text string
		want time.Time
		ok   bool
	}{
		{"Appointment reminder: Fri 28 Jul at 11:45", at(2023, 7, 28, 11, 45), true},
		{"Your appointment on 3rd of August 2023, 9.30 am is confirmed", at(2023, 8, 3, 9, 30), true},
		{"See you on August 14th at 2:15 PM", at(2023, 8, 14, 14, 15), true},
		{"Booking 2023-08-01 at 18:00 for 4 people", at(2023, 8, 1, 18, 0), true},
		// A date without a year is its next occurrence: next January is
		// more than four months ahead.
		{"Reminder: 9 January at 08:00", time.Time{}, false},
		{"Reminder: 9 November at 08:00", at(2023, 11, 9, 8, 0), true},
		// The past, dates without a time, too far ahead, impossible dates.
		{"Thanks for coming on 20 July at 19:00!", at(2024, 7, 20, 19, 0), false},
		{"Party on 12 August!", time.Time{}, false},
		{"Save the date: 2024-06-01 10:00", time.Time{}, false},
		{"Appointment on 31 September at 10:00", time.Time{}, false},
		{"Home win!! ⚽ 3:1", time.Time{}, false},
		// Invitations: the clock before the date, the date in another
		// sentence, or only a weekday (the next one) in a proposal.
		{"Would you like to meet for lunch on Friday? How about Café Luna at 19:00, 4 Aug?", at(2023, 8, 4, 19, 0), true},
		{"Fancy lunch on Thursday at 12:30? I was thinking 3 August at the Thai place.", at(2023, 8, 3, 12, 30), true},
		{"Drinks next Saturday? The Green Door at 8pm", at(2023, 7, 29, 20, 0), true},
		{"are you free on Thursday for dinner?", at(2023, 8, 3, 0, 0), true},
		{"Pizza at ours tomorrow at 7.30 pm?", at(2023, 7, 28, 19, 30), true},
		{"Re: Catch-up on Monday?", at(2023, 7, 31, 0, 0), true},
		// Weekdays in texts about the past, or proposing nothing.
		{"How was the party on Saturday?", time.Time{}, false},
		{"We had a great time on Sunday.", time.Time{}, false},
		{"Ran 5.2 km on Tuesday", time.Time{}, false},
		// A booking announces its stay from check-in to check-out.
		{"Your reservation is confirmed. Casa Luna, Lisbon. Check-in: Saturday, 12 August 2023 (from 15:00) Check-out: Monday, 21 August 2023 (until 11:00)", at(2023, 8, 12, 15, 0), true},
		{"", time.Time{}, false},
	}
	if a, _ := FindAnnounced(tests[len(tests)-2].text, written); !a.End.Equal(at(2023, 8, 21, 23, 59)) {
		t.Errorf("the booking's stay ends %v", a.End)
	}
	for _, tt := range tests {
		a, ok := FindAnnounced(tt.text, written)
		got := a.At
		if ok && a.Clock != (got.Hour() != 0 || got.Minute() != 0) {
			t.Errorf("FindAnnounced(%q).Clock = %v at %v", tt.text, a.Clock, got)
		}
		if ok != tt.ok || ok && !got.Equal(tt.want) {
			t.Errorf("FindAnnounced(%q) = %v, %v; want %v, %v", tt.text, got, ok, tt.want, tt.ok)
		}
	}
}

func FuzzFindAnnounced(f *testing.F) {
	for _, s := range []string{"Appointment reminder: Fri 28 Jul at 11:45", "2023-08-01 at 18:00", "Aug 14th, 2023 at 12:15 am", "99 Dec 2023 at 99:99"} {
		f.Add(s)
	}
	written := time.Date(2023, 7, 27, 16, 42, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, s string) {
		a, ok := FindAnnounced(s, written)
		got := a.At
		if ok && (!got.After(written) || got.Sub(written) > maxAnnounceAhead) {
			t.Errorf("FindAnnounced(%q) = %v: not in the announcement window", s, got)
		}
	})
}
