// Package ollama is ReQAP's adapter to a local Ollama server
// (github.com/ollama/ollama/api): it checks that the server answers and
// the chosen model is pulled (the desktop's "test connection" button), and
// asks the model one chat turn at a time with a JSON-schema constrained
// answer, temperature 0, a timeout per call and context cancellation.
//
// Only the configured host is ever contacted: the HTTP client ignores
// proxy settings and refuses redirects to any other host, and nothing is
// read from OLLAMA_HOST. Failures are classified so a user gets a message
// that says what to do: ErrBadURL (the URL cannot be an Ollama server),
// ErrNotRunning (nothing answers there), ErrNotOllama (something answers,
// but not Ollama: a wrong port or path), ErrModelMissing (the model is not
// pulled) and ErrTimeout (a call took longer than its timeout). Test with
// errors.Is.
package ollama

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/ollama/ollama/api"
)

// Defaults. DefaultModel is small enough for a laptop CPU and follows
// instructions and JSON schemas well enough for step-wise decomposition.
const (
	DefaultURL         = "http://127.0.0.1:11434"
	DefaultModel       = "llama3.2:3b"
	DefaultTimeout     = 2 * time.Minute
	DefaultPingTimeout = 5 * time.Second
	DefaultNumPredict  = 512
)

// Error classes; every error of this package that has a class wraps one.
var (
	ErrBadURL       = errors.New("not a usable Ollama URL")
	ErrNotRunning   = errors.New("ollama is not running")
	ErrNotOllama    = errors.New("the server is not Ollama")
	ErrModelMissing = errors.New("model not pulled")
	ErrTimeout      = errors.New("ollama did not answer in time")
)

// Config says which server and model to use. Zero fields take the
// defaults above.
type Config struct {
	// URL of the server, e.g. "http://127.0.0.1:11434"; "localhost:11434"
	// (no scheme) means http.
	URL string
	// Model is the model name as `ollama list` shows it; "llama3.2" means
	// "llama3.2:latest".
	Model string
	// Timeout bounds one Chat call (the whole answer, not a token).
	Timeout time.Duration
	// PingTimeout bounds Ping and Check.
	PingTimeout time.Duration
	// NumPredict caps the tokens of one answer, so a model that rambles
	// inside a JSON string stops.
	NumPredict int
	// NumCtx is the context window to ask for (0: the server's default).
	// The decomposer's prompts need about 6000 tokens; a smaller window
	// makes the server drop the oldest examples.
	NumCtx int
	// KeepAlive is how long the server keeps the model loaded after a call
	// (0: the server's default, five minutes).
	KeepAlive time.Duration
	// HTTPClient replaces the default client (tests). Its transport must
	// not use a proxy if nothing but the host is to be contacted.
	HTTPClient *http.Client
	// Logger receives one debug line per call (nil: slog.Default()).
	Logger *slog.Logger
}

// Client talks to one Ollama server about one model. It is safe for
// concurrent use.
type Client struct {
	base   *url.URL
	model  string
	cfg    Config
	api    *api.Client
	logger *slog.Logger
}

// ParseURL checks and normalises a server URL: http or https, a host, no
// query or fragment; a missing scheme means http and a missing port
// Ollama's 11434.
func ParseURL(raw string) (*url.URL, error) {
	s := strings.TrimSpace(raw)
	if s == "" {
		s = DefaultURL
	}
	if !strings.Contains(s, "://") {
		s = "http://" + s
	}
	u, err := url.Parse(s)
	if err != nil {
		return nil, fmt.Errorf("%w: %q: %v", ErrBadURL, raw, err)
	}
	switch {
	case u.Scheme != "http" && u.Scheme != "https":
		return nil, fmt.Errorf("%w: %q: the scheme must be http or https", ErrBadURL, raw)
	case u.Hostname() == "":
		return nil, fmt.Errorf("%w: %q: no host", ErrBadURL, raw)
	case u.User != nil:
		return nil, fmt.Errorf("%w: %q: user names or passwords in the URL are not supported", ErrBadURL, raw)
	case u.RawQuery != "" || u.Fragment != "":
		return nil, fmt.Errorf("%w: %q: remove the query or fragment", ErrBadURL, raw)
	}
	if u.Port() == "" && !strings.Contains(raw, "://") {
		u.Host = net.JoinHostPort(u.Hostname(), "11434")
	}
	u.Path = strings.TrimSuffix(u.Path, "/")
	return u, nil
}

// New makes a client; it does not contact the server (see Ping, Check).
func New(cfg Config) (*Client, error) {
	base, err := ParseURL(cfg.URL)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(cfg.Model) == "" {
		cfg.Model = DefaultModel
	}
	cfg.Model = strings.TrimSpace(cfg.Model)
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.PingTimeout <= 0 {
		cfg.PingTimeout = DefaultPingTimeout
	}
	if cfg.NumPredict <= 0 {
		cfg.NumPredict = DefaultNumPredict
	}
	hc := cfg.HTTPClient
	if hc == nil {
		hc = localHTTPClient(base)
	}
	logger := cfg.Logger
	if logger == nil {
		logger = slog.Default()
	}
	return &Client{base: base, model: cfg.Model, cfg: cfg, api: api.NewClient(base, hc), logger: logger}, nil
}

// localHTTPClient contacts base's host and nothing else: no proxy from
// the environment, no redirect elsewhere.
func localHTTPClient(base *url.URL) *http.Client {
	tr := &http.Transport{
		Proxy:                 nil,
		DialContext:           (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		ForceAttemptHTTP2:     false,
		MaxIdleConns:          4,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   5 * time.Second,
		ResponseHeaderTimeout: 0, // a long prompt takes minutes before the first byte
	}
	return &http.Client{
		Transport: tr,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if req.URL.Host != base.Host {
				return fmt.Errorf("refusing redirect from %s to another host (%s)", base.Host, req.URL.Host)
			}
			if len(via) >= 3 {
				return errors.New("too many redirects")
			}
			return nil
		},
	}
}

// URL returns the server URL.
func (c *Client) URL() string { return c.base.String() }

// Model returns the model name as configured.
func (c *Client) Model() string { return c.model }

// Ping checks that an Ollama server answers at the URL and returns its
// version.
func (c *Client) Ping(ctx context.Context) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, c.cfg.PingTimeout)
	defer cancel()
	v, err := c.api.Version(ctx)
	if err != nil {
		return "", c.classify(ctx, err, "checking the Ollama server at "+c.URL(), c.cfg.PingTimeout)
	}
	return v, nil
}

// Status is what Check found.
type Status struct {
	URL     string   `json:"url"`
	Version string   `json:"version"`
	Model   string   `json:"model"`  // the configured model, as the server names it
	Models  []string `json:"models"` // every model the server has, sorted
}

// String is the line the desktop shows after a successful check.
func (s Status) String() string {
	return fmt.Sprintf("Ollama %s at %s, model %s ready", s.Version, s.URL, s.Model)
}

// Check checks the server answers and the model is pulled. On
// ErrModelMissing the Status still lists the models the server has.
func (c *Client) Check(ctx context.Context) (Status, error) {
	st := Status{URL: c.URL()}
	v, err := c.Ping(ctx)
	if err != nil {
		return st, err
	}
	st.Version = v
	lctx, cancel := context.WithTimeout(ctx, c.cfg.PingTimeout)
	defer cancel()
	list, err := c.api.List(lctx)
	if err != nil {
		return st, c.classify(lctx, err, "listing the models of the Ollama server at "+c.URL(), c.cfg.PingTimeout)
	}
	for _, m := range list.Models {
		st.Models = append(st.Models, m.Name)
		if st.Model == "" && sameModel(m.Name, c.model) {
			st.Model = m.Name
		}
	}
	sort.Strings(st.Models)
	if st.Model == "" {
		have := "none"
		if len(st.Models) > 0 {
			have = strings.Join(st.Models, ", ")
		}
		return st, fmt.Errorf("%w: the Ollama server at %s has no model %q: run `ollama pull %s` (it has: %s)",
			ErrModelMissing, c.URL(), c.model, c.model, have)
	}
	return st, nil
}

// sameModel compares model names, "name" meaning "name:latest".
func sameModel(a, b string) bool {
	norm := func(s string) string {
		s = strings.ToLower(strings.TrimSpace(s))
		if !strings.Contains(s, ":") {
			s += ":latest"
		}
		return s
	}
	return norm(a) == norm(b)
}

// Message is one chat turn.
type Message struct {
	Role    string `json:"role"` // "system", "user" or "assistant"
	Content string `json:"content"`
}

// Options adjust one Chat call; zero fields take the client's settings.
type Options struct {
	// Temperature 0 (the default) makes answers deterministic.
	Temperature float64
	NumPredict  int
	Timeout     time.Duration
	// Seed for sampling when Temperature > 0.
	Seed int
}

// Reply is the model's answer to a Chat call.
type Reply struct {
	Content      string
	DoneReason   string // "stop", or "length" when NumPredict cut it off
	PromptTokens int
	ReplyTokens  int
	Duration     time.Duration
}

// Chat sends messages and returns the model's answer. format is a JSON
// schema the answer must follow (nil: free text). The call is bounded by
// the timeout and ctx.
func (c *Client) Chat(ctx context.Context, messages []Message, format json.RawMessage, opts *Options) (Reply, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	timeout := c.cfg.Timeout
	if o.Timeout > 0 {
		timeout = o.Timeout
	}
	numPredict := c.cfg.NumPredict
	if o.NumPredict > 0 {
		numPredict = o.NumPredict
	}
	what := fmt.Sprintf("asking model %s at %s (%d messages%s)", c.model, c.URL(), len(messages), lastUser(messages))
	if len(messages) == 0 {
		return Reply{}, fmt.Errorf("%s: no messages", what)
	}
	if len(format) > 0 && !json.Valid(format) {
		return Reply{}, fmt.Errorf("%s: the format is not valid JSON", what)
	}
	stream := false
	options := map[string]any{"temperature": o.Temperature, "num_predict": numPredict}
	if o.Seed != 0 {
		options["seed"] = o.Seed
	}
	if c.cfg.NumCtx > 0 {
		options["num_ctx"] = c.cfg.NumCtx
	}
	req := &api.ChatRequest{
		Model:    c.model,
		Messages: make([]api.Message, len(messages)),
		Stream:   &stream,
		Format:   format,
		Options:  options,
	}
	if c.cfg.KeepAlive > 0 {
		req.KeepAlive = &api.Duration{Duration: c.cfg.KeepAlive}
	}
	for i, m := range messages {
		req.Messages[i] = api.Message{Role: m.Role, Content: m.Content}
	}

	cctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	start := time.Now()
	var r Reply
	var b strings.Builder
	err := c.api.Chat(cctx, req, func(resp api.ChatResponse) error {
		b.WriteString(resp.Message.Content)
		if resp.Done {
			r.DoneReason = resp.DoneReason
			r.PromptTokens = resp.PromptEvalCount
			r.ReplyTokens = resp.EvalCount
		}
		return nil
	})
	r.Duration = time.Since(start)
	r.Content = b.String()
	if err != nil {
		if ctx.Err() != nil {
			return r, fmt.Errorf("%s: %w", what, context.Cause(ctx))
		}
		return r, c.classify(cctx, err, what, timeout)
	}
	c.logger.Debug("ollama chat", "model", c.model, "messages", len(messages),
		"prompt_tokens", r.PromptTokens, "reply_tokens", r.ReplyTokens,
		"done", r.DoneReason, "duration", r.Duration.Round(time.Millisecond))
	return r, nil
}

// lastUser quotes the start of the last user message for error messages.
func lastUser(ms []Message) string {
	for i := len(ms) - 1; i >= 0; i-- {
		if ms[i].Role == "user" {
			s := strings.Join(strings.Fields(ms[i].Content), " ")
			if r := []rune(s); len(r) > 80 {
				s = string(r[:80]) + "…"
			}
			return fmt.Sprintf(", last: %q", s)
		}
	}
	return ""
}

// classify turns a transport or API error into one of the error classes,
// with what was being done and what to do about it.
func (c *Client) classify(ctx context.Context, err error, what string, timeout time.Duration) error {
	host := c.base.Host
	var status api.StatusError
	var dnsErr *net.DNSError
	var recErr tls.RecordHeaderError
	var certErr *tls.CertificateVerificationError
	switch {
	case errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil:
		return fmt.Errorf("%s: %w (no answer within %s)", what, ErrTimeout, timeout)
	case errors.Is(err, syscall.ECONNREFUSED):
		return fmt.Errorf("%s: %w: nothing listens at %s; start it with `ollama serve` or fix the URL: %v", what, ErrNotRunning, host, err)
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EHOSTUNREACH), errors.Is(err, syscall.ENETUNREACH):
		return fmt.Errorf("%s: %w: cannot reach %s: %v", what, ErrNotRunning, host, err)
	case errors.As(err, &dnsErr):
		return fmt.Errorf("%s: %w: unknown host %q: %v", what, ErrBadURL, c.base.Hostname(), err)
	case errors.As(err, &recErr), strings.Contains(err.Error(), "server gave HTTP response to HTTPS client"):
		return fmt.Errorf("%s: %w: %s speaks plain HTTP: use http:// instead of https://", what, ErrBadURL, host)
	case errors.As(err, &certErr):
		return fmt.Errorf("%s: %w: %v", what, ErrBadURL, err)
	case errors.As(err, &status):
		msg := strings.ToLower(status.ErrorMessage)
		switch {
		case status.StatusCode == http.StatusNotFound && strings.Contains(msg, "model") && strings.Contains(msg, "not found"):
			return fmt.Errorf("%s: %w: run `ollama pull %s` (server said: %s)", what, ErrModelMissing, c.model, status.ErrorMessage)
		case status.StatusCode == http.StatusNotFound || status.StatusCode == http.StatusMethodNotAllowed:
			return fmt.Errorf("%s: %w: %s answered %d for an Ollama API path; check the URL (port 11434, no extra path)", what, ErrNotOllama, c.URL(), status.StatusCode)
		}
		return fmt.Errorf("%s: the server answered %d: %w", what, status.StatusCode, err)
	}
	var syntaxErr *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &syntaxErr) || errors.As(err, &typeErr) || looksLikeHTML(err) {
		return fmt.Errorf("%s: %w: %s answered something that is not Ollama's API; check the URL: %v", what, ErrNotOllama, c.URL(), err)
	}
	return fmt.Errorf("%s: %w", what, err)
}

// looksLikeHTML recognises a web page where JSON was expected (the api
// package returns such a body as the error text).
func looksLikeHTML(err error) bool {
	s := strings.TrimSpace(strings.ToLower(err.Error()))
	return strings.HasPrefix(s, "<!doctype") || strings.HasPrefix(s, "<html")
}
