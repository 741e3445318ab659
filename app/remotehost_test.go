package app

import (
	"testing"

	"reqap/internal/test"
)

func TestRemoteHost(t *testing.T) {
	test.Cases(t, "RemoteHost", RemoteHost, map[string]string{
		"http://127.0.0.1:11434":       "",
		"http://localhost:11434":       "",
		"http://[::1]:11434":           "",
		"http://api.localhost":         "",
		"http://10.1.2.3:11434":        "10.1.2.3",
		"https://ollama.example.org/x": "ollama.example.org",
		"http://GPU-Box.lan:11434":     "gpu-box.lan",
		"":                             "",
		"not a url":                    "",
	})
	c := openCore(t)
	if h := c.QuestionsLeaveTo(AskOptions{OllamaURL: "http://10.1.2.3:11434"}); h != "10.1.2.3" {
		t.Errorf("QuestionsLeaveTo = %q", h)
	}
	if h := c.QuestionsLeaveTo(AskOptions{OllamaURL: "http://10.1.2.3:11434", Planner: PlannerRules}); h != "" {
		t.Errorf("the rules planner sends nothing, got %q", h)
	}
}
