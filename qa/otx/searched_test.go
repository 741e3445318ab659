package otx

import (
	"testing"

	"reqap/qa/tree"
)

func TestSearchedSaysWhatANoLookedFor(t *testing.T) {
	root := &tree.Node{Op: tree.APPLY, Question: "Did I listen to music on Christmas Eve?", Args: tree.Args{Fn: "len(items) > 0"},
		Inputs: []*tree.Node{{Op: tree.FILTER, Question: "songs I listened to on Christmas Eve", Args: tree.Args{Condition: "month(start_date) == 12"},
			Inputs: []*tree.Node{{Op: tree.RETRIEVE, Args: tree.Args{Query: "I listened to music", Sources: []string{"music_stream"}}}}}}}
	if got, want := searched(root), `nothing found for "songs I listened to on Christmas Eve" in music_stream`; got != want {
		t.Errorf("searched = %q, want %q", got, want)
	}
}

func TestNoSaysNothingFoundOnlyForNothing(t *testing.T) {
	if !nothingIn(&NodeResult{Inputs: []*NodeResult{{Count: 0}}}) || nothingIn(&NodeResult{Inputs: []*NodeResult{{Count: 52}}}) {
		t.Error("a no weighed over 52 items found is said as nothing found")
	}
}
