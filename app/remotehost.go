package app

import (
	"cmp"
	"net"
	"os"
	"strings"

	"reqap/models/ollama"
)

// RemoteHost returns the host of an Ollama address when it is not this
// machine, or "" when it is (a loopback name or address, this machine's
// name or one of its addresses). Every question is sent to the Ollama
// server to be planned, so a remote one sees them; the events never leave.
//
// The address is read as the planner's client reads it (ollama.ParseURL),
// so "gpu-box:11434", which it reaches over http, is that host too.
func RemoteHost(addr string) string {
	u, err := ollama.ParseURL(addr)
	if err != nil {
		return ""
	}
	host := strings.ToLower(u.Hostname())
	if host == "" || host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return ""
	}
	if ip := net.ParseIP(host); ip != nil {
		if ip.IsLoopback() || ip.IsUnspecified() || isOwnAddress(ip) {
			return ""
		}
		return host
	}
	if name, err := os.Hostname(); err == nil && strings.EqualFold(name, host) {
		return ""
	}
	return host
}

func isOwnAddress(ip net.IP) bool {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return false
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && n.IP.Equal(ip) {
			return true
		}
	}
	return false
}

// CheckOllamaURL reports why an Ollama address typed in the settings is
// none the planner can use, or nil; empty means the default address.
func CheckOllamaURL(addr string) error {
	_, err := ollama.ParseURL(addr)
	return err
}

// QuestionsLeaveTo returns the other machine a question asked with opts is
// sent to (the LLM planner on a remote Ollama server), or "".
func (c *Core) QuestionsLeaveTo(opts AskOptions) string {
	set := c.Settings()
	if cmp.Or(opts.Planner, set.Planner, PlannerAuto) == PlannerRules {
		return ""
	}
	return RemoteHost(cmp.Or(opts.OllamaURL, set.OllamaURL, DefaultSettings().OllamaURL))
}
