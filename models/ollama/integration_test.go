package ollama

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"reqap/internal/test"
)

// integrationClient returns a client for the server in REQAP_OLLAMA_URL
// (model REQAP_OLLAMA_MODEL, default "tiny") or skips the test.
func integrationClient(t *testing.T) *Client {
	t.Helper()
	url, model := test.Ollama(t)
	c, err := New(Config{URL: url, Model: model, Timeout: 3 * time.Minute, NumPredict: 48})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestIntegrationCheck(t *testing.T) {
	c := integrationClient(t)
	st, err := c.Check(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s (models: %v)", st, st.Models)
}

// The schema constrains even a model with random weights to valid JSON.
func TestIntegrationChatSchema(t *testing.T) {
	c := integrationClient(t)
	schema := json.RawMessage(`{"type":"object","properties":{"answer":{"type":"string","enum":["yes","no"]}},"required":["answer"],"additionalProperties":false}`)
	r, err := c.Chat(context.Background(), []Message{
		{Role: "system", Content: "Answer with yes or no."},
		{Role: "user", Content: "Is Berlin in Germany?"},
	}, schema, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("reply %q in %s (%d prompt, %d reply tokens, %s)", r.Content, r.Duration, r.PromptTokens, r.ReplyTokens, r.DoneReason)
	var got struct {
		Answer string `json:"answer"`
	}
	if err := json.Unmarshal([]byte(r.Content), &got); err != nil {
		t.Fatalf("reply does not follow the schema: %v", err)
	}
	if got.Answer != "yes" && got.Answer != "no" {
		t.Errorf("answer %q is not in the enum", got.Answer)
	}
}

func TestIntegrationMissingModel(t *testing.T) {
	c := integrationClient(t)
	other, err := New(Config{URL: c.URL(), Model: "reqap-no-such-model:0b"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := other.Check(context.Background()); err == nil {
		t.Fatal("Check found a model that does not exist")
	} else {
		t.Log(err)
	}
}
