package link

import (
	"slices"
	"strings"
)

// deviceFields are the fields in which exports name the device something
// was done on: Netflix's "Device Type", Spotify's platform, the client a
// tweet was posted from.
var deviceFields = []string{"device", "platform", "client", "device_type"}

// deviceKinds are the kinds of device people say ("on my phone", "on the
// TV") and the words by which the names exports give their devices say
// that kind, as a dictionary defines them: an iPhone is a smartphone, an
// Xbox a games console, a Roku a box that streams to a television.
var deviceKinds = []struct {
	says  []string // how a question names the kind
	names []string // words (or word pairs) of a device's name of that kind
}{
	{[]string{"phone", "smartphone", "mobile", "cellphone", "cell phone", "mobile phone"},
		[]string{"iphone", "phone", "smartphone", "android", "mobile", "ios", "windows phone"}},
	{[]string{"tablet", "ipad"}, []string{"ipad", "tablet", "kindle fire", "galaxy tab", "fire tablet"}},
	{[]string{"tv", "television", "telly", "smart tv"},
		[]string{"tv", "television", "roku", "chromecast", "fire tv", "apple tv", "firetv", "smart tv", "smarttv", "bravia"}},
	{[]string{"computer", "laptop", "desktop", "pc", "mac"},
		[]string{"mac", "macbook", "imac", "pc", "windows", "os x", "osx", "macos", "linux", "chrome", "web player", "browser", "desktop", "laptop"}},
	{[]string{"console", "games console", "game console"},
		[]string{"xbox", "playstation", "ps3", "ps4", "ps5", "wii", "nintendo", "switch"}},
}

// DeviceField reports whether a field names the device something was
// done on.
func DeviceField(key string) bool { return slices.Contains(deviceFields, key) }

// DeviceKinds returns every word or phrase a question names a kind of
// device by ("phone", "smartphone", "console", …).
func DeviceKinds() []string {
	var out []string
	for _, k := range deviceKinds {
		out = append(out, k.says...)
	}
	return out
}

// deviceSaid returns how a question may name the kind of the device an
// export calls v (in a field of deviceFields), or nil: "Apple iPhone 5
// with CDMA" is said "phone", "Microsoft Xbox 360" "console".
func deviceSaid(field, v string) []string {
	if !slices.Contains(deviceFields, field) {
		return nil
	}
	low := " " + strings.Join(strings.FieldsFunc(strings.ToLower(v), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}), " ") + " "
	var out []string
	for _, k := range deviceKinds {
		if slices.ContainsFunc(k.names, func(n string) bool { return strings.Contains(low, " "+n+" ") }) {
			out = append(out, k.says...)
		}
	}
	return out
}

// deviceKind reports whether the entry is a device's name said as its
// kind ("phone" for "Apple iPhone 5").
func (en *entry) deviceKind() bool {
	return en.said != "" && slices.Contains(deviceFields, en.ref.Field) && !strings.EqualFold(en.said, en.ref.Value)
}

// onDevice reports whether word i is said as what something was done on:
// after "on", "from", "with", "using", "via" or "through", and "my",
// "the", "a" or "our" ("on my phone", "from the TV").
func onDevice(q *Question, i int) bool {
	j := i - 1
	if j >= 0 && slices.Contains([]string{"my", "the", "a", "an", "our", "his", "her", "their"}, strings.ToLower(q.Words[j].Raw)) {
		j--
	}
	return j >= 0 && slices.Contains([]string{"on", "from", "with", "using", "via", "through", "by"}, strings.ToLower(q.Words[j].Raw))
}
