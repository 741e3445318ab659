package e2e

import (
	"testing"
	"time"
)

// vaultToday is the reference date of the vault's questions.
var vaultToday = time.Date(2026, 6, 3, 12, 0, 0, 0, time.UTC)

// vaultQuestions are asked of testdata/vault, an Obsidian vault of daily
// notes (24 March – 2 June 2026, 68 days, three days not written) kept
// the way many Obsidian users do: YAML front matter properties
// ("sleep: 7.5", "weight: 71.2", "tags: [daily]") until a template change
// on 1 May writes sleep as a Dataview field ("sleep:: 7h 30m"), inline
// fields every day ("mood:: good", "steps:: 8400", "coffee:: 2"), task
// checkboxes ("- [x] gym", "- [ ] meditate"), a log of terse timed
// bullets ("12:15 lunch w/ [[Priya]] @ Dishoom", "18:30 #run 5.2 km",
// "22:00 finished [[Project Hail Mary]] #reading"). Every answer was worked
// out from the facts the generator wrote down (helper jx19's
// /tmp/jx19/make.py and questions.py), then checked against the app.
var vaultQuestions = []qaCase{
	// the days' own measures, written as properties or inline fields
	{"What was my average sleep in April?", "7 h 2 min"},
	{"Did I sleep more in May than April?", "yes — May: 7 h 3 min; April: 7 h 2 min"},
	{"How many hours did I sleep on average in May?", "7.06 h (7 h 3 min)"},
	{"What was my longest sleep?", "8 h 45 min"},
	{"How many nights did I sleep less than 6 hours?", "4"},
	{"How much did I sleep on 3 May?", "7 h 15 min"},
	{"How many steps on average on weekends?", "10948.24"},
	{"How many steps did I do in total in April?", "256490"},
	{"What was my average step count in May?", "8230.69"},
	{"On which day did I walk the most steps?", "2026-05-03"},
	{"How many steps did I walk in April?", "256490"},
	{"What was my lowest weight?", "70.8"},
	{"What was my highest weight?", "72.4"},
	{"What was my average weight in May?", "71.32"},
	{"How many coffees did I have last week?", "14"},
	{"How many coffees did I have in April?", "69"},
	{"How many days did I have more than 3 coffees?", "13 days"},
	{"On how many days did I drink fewer than 2 coffees in May?", "6 days"},
	{"On which days was my mood bad?", "2026-04-22, 2026-04-24, 2026-04-27, 2026-04-30, 2026-05-26, 2026-05-27"},
	{"How many days was my mood great in May?", "2 days"},
	{"What was my mood on 12 May?", "ok"},
	// tasks ticked off happened, those left unticked did not
	{"How many days did I tick off gym?", "24 days"},
	// the checklists' items, by their boxes
	{"Which tasks did I leave undone most often?", "meditate"},
	{"Which task did I complete most often?", "read 30 min"},
	{"How many times did I go to the gym in May?", "12"},
	{"How many times did I skip the gym?", "6"},
	{"How many days did I meditate?", "39 days"},
	{"When did I last call mum?", "2026-05-31"},
	// the log's bullets
	{"When did I last have lunch with Priya?", "2026-06-02"},
	{"How many times did I have lunch with Priya?", "10"},
	{"Who did I have lunch with most often?", "Priya"},
	{"How many times did I go to Dishoom?", "5"},
	{"When did I finish Project Hail Mary?", "2026-04-06"},
	{"How many books did I finish?", "3"},
	{"What was the last book I finished?", "The Overstory"},
	{"How many runs did I do in April?", "11"},
	{"How far did I run in total in May?", "43.1 km"},
	{"What was my longest run?", "9.8 km (18:30 #run 9.8 km on 2026-04-09)"}, // the run named by what the note says of it
	{"When did I go to the dentist?", "2026-04-22"},
}

func TestVaultQuestions(t *testing.T) {
	askAll(t, openFixture(t, "testdata/vault"), vaultToday, vaultQuestions)
}
