package app

import (
	"testing"

	"reqap/internal/test"
)

func TestRemoteHost(t *testing.T) {
	test.Table(t, "RemoteHost", RemoteHost, "remotehost.tsv")
	c := openCore(t)
	if h := c.QuestionsLeaveTo(AskOptions{OllamaURL: "http://10.1.2.3:11434"}); h != "10.1.2.3" {
		t.Errorf("QuestionsLeaveTo = %q", h)
	}
	if h := c.QuestionsLeaveTo(AskOptions{OllamaURL: "http://10.1.2.3:11434", Planner: PlannerRules}); h != "" {
		t.Errorf("the rules planner sends nothing, got %q", h)
	}
}
