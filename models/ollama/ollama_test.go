package ollama

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"reqap/internal/test"
)

// fakeOllama answers the three endpoints the client uses, the way Ollama
// does (bodies recorded from a real server), and keeps the last chat
// request for inspection.
type fakeOllama struct {
	models   []string
	reply    string        // the assistant's content
	delay    time.Duration // before answering a chat
	lastChat map[string]any
}

func (f *fakeOllama) handler(t *testing.T) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/version", func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, `{"version":"0.34.4"}`)
	})
	mux.HandleFunc("GET /api/tags", func(w http.ResponseWriter, r *http.Request) {
		var ms []string
		for _, m := range f.models {
			ms = append(ms, `{"name":"`+m+`","model":"`+m+`","modified_at":"2026-11-22T07:59:09.086445713Z","size":1750822,"digest":"1c05f56f","details":{"format":"gguf","family":"llama"}}`)
		}
		io.WriteString(w, `{"models":[`+strings.Join(ms, ",")+`]}`)
	})
	mux.HandleFunc("POST /api/chat", func(w http.ResponseWriter, r *http.Request) {
		var req map[string]any
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			t.Errorf("chat request is not JSON: %v", err)
		}
		f.lastChat = req
		model, _ := req["model"].(string)
		found := false
		for _, m := range f.models {
			found = found || sameModel(m, model)
		}
		if !found {
			w.WriteHeader(http.StatusNotFound)
			io.WriteString(w, `{"error":"model '`+model+`' not found"}`)
			return
		}
		if f.delay > 0 {
			select {
			case <-time.After(f.delay):
			case <-r.Context().Done():
				return
			}
		}
		content, _ := json.Marshal(f.reply)
		io.WriteString(w, `{"model":"`+model+`","created_at":"2026-11-22T08:57:02.700774992Z","message":{"role":"assistant","content":`+string(content)+`},"done":true,"done_reason":"stop","total_duration":13117946601,"load_duration":2718251538,"prompt_eval_count":2,"prompt_eval_duration":15137229,"eval_count":14,"eval_duration":7680395784}`+"\n")
	})
	return mux
}

func newFake(t *testing.T, f *fakeOllama) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(f.handler(t))
	t.Cleanup(srv.Close)
	return srv
}

func TestParseURL(t *testing.T) {
	test.Rows(t, "ParseURL", func(in string) []any {
		u, err := ParseURL(in)
		switch {
		case errors.Is(err, ErrBadURL):
			return []any{"", "ErrBadURL"}
		case err != nil:
			return []any{"", err}
		}
		return []any{u, "ok"}
	}, "urls.tsv")
}

func TestCheck(t *testing.T) {
	srv := newFake(t, &fakeOllama{models: []string{"tiny:latest", "llama3.2:3b"}})
	tests := []struct {
		model     string
		wantModel string
		wantErr   error
	}{
		{"tiny", "tiny:latest", nil},
		{"tiny:latest", "tiny:latest", nil},
		{"llama3.2:3b", "llama3.2:3b", nil},
		{"llama3.2", "", ErrModelMissing}, // means llama3.2:latest
		{"qwen2.5:7b", "", ErrModelMissing},
	}
	for _, tc := range tests {
		c, err := New(Config{URL: srv.URL, Model: tc.model})
		if err != nil {
			t.Fatal(err)
		}
		st, err := c.Check(context.Background())
		if !errors.Is(err, tc.wantErr) {
			t.Errorf("Check(%s) error = %v, want %v", tc.model, err, tc.wantErr)
		}
		if st.Model != tc.wantModel {
			t.Errorf("Check(%s) model = %q, want %q", tc.model, st.Model, tc.wantModel)
		}
		if st.Version != "0.34.4" || len(st.Models) != 2 {
			t.Errorf("Check(%s) status = %+v", tc.model, st)
		}
		if tc.wantErr != nil && !strings.Contains(err.Error(), "ollama pull "+tc.model) {
			t.Errorf("Check(%s) error does not say what to do: %v", tc.model, err)
		}
	}
}

// closedAddr returns an address nothing listens on.
func closedAddr(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return addr
}

func TestPingFailures(t *testing.T) {
	notFound := httptest.NewServer(http.NotFoundHandler())
	defer notFound.Close()
	html := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<!DOCTYPE html><html><body>router login</body></html>")
	}))
	defer html.Close()
	plain := newFake(t, &fakeOllama{})

	tests := []struct {
		name    string
		url     string
		wantErr error
		say     string
	}{
		{"nothing listens", "http://" + closedAddr(t), ErrNotRunning, "ollama serve"},
		{"another web server", notFound.URL, ErrNotOllama, "check the URL"},
		{"an HTML page", html.URL, ErrNotOllama, "check the URL"},
		{"https to an http server", strings.Replace(plain.URL, "http://", "https://", 1), ErrBadURL, "use http://"},
		{"unknown host", "http://no-such-host.invalid:11434", ErrBadURL, "unknown host"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := New(Config{URL: tc.url, Model: "tiny", PingTimeout: 3 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			_, err = c.Ping(context.Background())
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("Ping error = %v, want %v", err, tc.wantErr)
			}
			if !strings.Contains(err.Error(), tc.say) {
				t.Errorf("Ping error %q does not say %q", err, tc.say)
			}
		})
	}
}

func TestChatRequest(t *testing.T) {
	f := &fakeOllama{models: []string{"tiny:latest"}, reply: `{"op":"RETRIEVE"}`}
	srv := newFake(t, f)
	c, err := New(Config{URL: srv.URL, Model: "tiny", NumCtx: 8192, NumPredict: 300})
	if err != nil {
		t.Fatal(err)
	}
	schema := json.RawMessage(`{"type":"object","properties":{"op":{"enum":["RETRIEVE"]}},"required":["op"]}`)
	msgs := []Message{{Role: "system", Content: "be brief"}, {Role: "user", Content: "Input: I went running"}}
	r, err := c.Chat(context.Background(), msgs, schema, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Content != `{"op":"RETRIEVE"}` || r.DoneReason != "stop" || r.PromptTokens != 2 || r.ReplyTokens != 14 {
		t.Errorf("reply = %+v", r)
	}
	req := f.lastChat
	if req["model"] != "tiny" || req["stream"] != false {
		t.Errorf("model/stream = %v/%v", req["model"], req["stream"])
	}
	format, _ := json.Marshal(req["format"])
	var want any
	json.Unmarshal(schema, &want)
	wantJSON, _ := json.Marshal(want)
	if string(format) != string(wantJSON) {
		t.Errorf("format = %s, want %s", format, wantJSON)
	}
	opts, _ := req["options"].(map[string]any)
	if opts["temperature"] != 0.0 || opts["num_predict"] != 300.0 || opts["num_ctx"] != 8192.0 {
		t.Errorf("options = %v", opts)
	}
	ms, _ := req["messages"].([]any)
	if len(ms) != 2 || ms[1].(map[string]any)["content"] != "Input: I went running" {
		t.Errorf("messages = %v", ms)
	}
}

func TestChatFailures(t *testing.T) {
	slow := newFake(t, &fakeOllama{models: []string{"tiny:latest"}, reply: "{}", delay: time.Minute})
	tests := []struct {
		name    string
		url     string
		model   string
		opts    *Options
		cancel  bool
		wantErr error
	}{
		{"timeout", slow.URL, "tiny", &Options{Timeout: 50 * time.Millisecond}, false, ErrTimeout},
		{"cancelled", slow.URL, "tiny", nil, true, context.Canceled},
		{"model not pulled", slow.URL, "mistral", nil, false, ErrModelMissing},
		{"not running", "http://" + closedAddr(t), "tiny", nil, false, ErrNotRunning},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := New(Config{URL: tc.url, Model: tc.model})
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.cancel {
				time.AfterFunc(50*time.Millisecond, cancel)
			}
			_, err = c.Chat(ctx, []Message{{Role: "user", Content: "Input: how often did I run?"}}, nil, tc.opts)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("Chat error = %v, want %v", err, tc.wantErr)
			}
			if !strings.Contains(err.Error(), "asking model "+tc.model) || !strings.Contains(err.Error(), "how often did I run?") {
				t.Errorf("error does not say what was asked: %v", err)
			}
		})
	}
}

func TestRedirectToOtherHostRefused(t *testing.T) {
	var hits atomic.Int32
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		io.WriteString(w, `{"version":"9"}`)
	}))
	defer other.Close()
	// Same IP, other port: a different host for the client.
	redirector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, other.URL+r.URL.Path, http.StatusFound)
	}))
	defer redirector.Close()
	c, err := New(Config{URL: redirector.URL, Model: "tiny"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Ping(context.Background()); err == nil || !strings.Contains(err.Error(), "refusing redirect") {
		t.Errorf("Ping through a redirect = %v, want a refusal", err)
	}
	if hits.Load() != 0 {
		t.Errorf("the other host was contacted %d times", hits.Load())
	}
}

// FuzzParseURL: any text typed into the settings gives a URL with http(s)
// and a host, or ErrBadURL; never a panic.
func FuzzParseURL(f *testing.F) {
	for _, s := range []string{"", "localhost", "http://127.0.0.1:11434/", "https://h/p", "ftp://x", "http://[::1", "u:p@h", "::::", "http://h?x#y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		u, err := ParseURL(raw)
		if err != nil {
			if !errors.Is(err, ErrBadURL) {
				t.Fatalf("ParseURL(%q) error %v is not ErrBadURL", raw, err)
			}
			return
		}
		if (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "" || u.User != nil {
			t.Fatalf("ParseURL(%q) = %s", raw, u)
		}
		if _, err := New(Config{URL: u.String()}); err != nil {
			t.Fatalf("New rejects ParseURL's own output %s: %v", u, err)
		}
	})
}
