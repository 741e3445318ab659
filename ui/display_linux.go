package ui

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// displayProblem says why no window can be opened, or "" when a display
// answers: a Wayland socket, or an X server reached the way Xlib would.
// GLFW would otherwise panic deep inside the first frame.
func displayProblem() string {
	if wl := os.Getenv("WAYLAND_DISPLAY"); wl != "" {
		sock := wl
		if !filepath.IsAbs(sock) {
			sock = filepath.Join(os.Getenv("XDG_RUNTIME_DIR"), wl)
		}
		if _, err := os.Stat(sock); err == nil {
			return ""
		}
	}
	d := os.Getenv("DISPLAY")
	if d == "" {
		return "no display (DISPLAY and WAYLAND_DISPLAY are not set)"
	}
	host, rest, ok := strings.Cut(d, ":")
	if !ok {
		return fmt.Sprintf("DISPLAY=%q is not a display name", d)
	}
	num, _, _ := strings.Cut(rest, ".")
	n, err := strconv.Atoi(num)
	if err != nil {
		return fmt.Sprintf("DISPLAY=%q is not a display name", d)
	}
	if host == "" || host == "unix" {
		sock := "/tmp/.X11-unix/X" + num
		// Linux X servers also listen on an abstract socket of that name.
		for _, addr := range []string{sock, "@" + sock} {
			if c, err := net.DialTimeout("unix", addr, time.Second); err == nil {
				c.Close()
				return ""
			}
		}
		return fmt.Sprintf("no X server answers on display %s", d)
	}
	c, err := net.DialTimeout("tcp", net.JoinHostPort(host, strconv.Itoa(6000+n)), 2*time.Second)
	if err != nil {
		return fmt.Sprintf("no X server answers on display %s", d)
	}
	c.Close()
	return ""
}
