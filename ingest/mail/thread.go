package mail

import (
	"strings"
	"unicode"

	"reqap/ingest"
)

// A mail's thread and kind are read from its own header, so that every
// message carries them and no later pass over the archive is needed (an
// .eml file is imported alone):
//
//	thread     the subject without the prefixes mail programs add when
//	           replying or forwarding ("Re:", "RE[2]:", "Fwd:", "AW:",
//	           "WG:") and without a leading mailing-list tag
//	           ("[Fedora-packaging]"): the messages of one conversation
//	           share it, so "which thread was the longest" groups by it,
//	           and "the Transparency question thread" names it
//	list_name  the mailing list the mail came through: its subject's list
//	           tag ("[Fedora-packaging]"), else its List-Id header's name,
//	           else the list its list server's Sender names ("owner-magick"):
//	           "how many messages on the Fedora-packaging list"
//	type       "reply" for a reply (a reply prefix, or an In-Reply-To or
//	           References header), "forward" for a forwarded mail (a
//	           forward prefix outermost): "how many replies did I send",
//	           "who replied to Carl"; absent for a mail that starts a
//	           conversation
//
// The prefixes are the ones mail programs write in their languages (the
// list of Wikipedia's "List of email subject abbreviations").
var (
	replyPrefixes = map[string]bool{
		"re": true, "aw": true, "antw": true, "antwort": true, "sv": true, "vs": true, "ref": true,
		"rif": true, "r": true, "odp": true, "res": true, "atb": true, "vá": true, "ynt": true,
		"απ": true, "σχετ": true, "回复": true, "回覆": true, "답장": true,
	}
	forwardPrefixes = map[string]bool{
		"fwd": true, "fw": true, "wg": true, "tr": true, "doorst": true, "enc": true, "rv": true,
		"i": true, "pd": true, "továbbítás": true, "προώθ": true, "fs": true,
		"転送": true, "转发": true, "轉寄": true, "전달": true,
	}
)

// threadOf returns a subject's thread (its words without reply and
// forward prefixes or a leading list tag), what the outermost prefix says
// the mail is ("reply", "forward" or "" for none) and the list tag's name
// ("Fedora-packaging" of "[Fedora-packaging] RPM macros").
func threadOf(subject string) (thread, kind, tag string) {
	s := strings.TrimSpace(subject)
	for {
		rest, k, ok := cutPrefix(s)
		if !ok {
			break
		}
		if kind == "" && k != "" {
			kind = k
		}
		if k == "" && tag == "" {
			tag = s[1:strings.IndexByte(s, ']')]
		}
		s = rest
	}
	return strings.Join(strings.Fields(s), " "), kind, tag
}

// listName is the name of the mailing list a mail came through: its
// subject's list tag, else the name its List-Id header gives
// ("Fedora packaging <packaging.lists.fedoraproject.org>"), else the first
// label of the List-Id ("<list1.mm3test.fedoraproject.org>": list1), else
// the list a list server's envelope names (robotList).
func listName(tag, listID, robot string) string {
	if tag != "" {
		return tag
	}
	listID = strings.TrimSpace(listID)
	if listID == "" {
		return robot
	}
	if i := strings.IndexByte(listID, '<'); i >= 0 {
		if name := strings.Trim(strings.TrimSpace(listID[:i]), `"`); name != "" {
			return name
		}
		listID = strings.TrimSuffix(listID[i+1:], ">")
		if j := strings.IndexByte(listID, '>'); j >= 0 {
			listID = listID[:j]
		}
	}
	label, _, _ := strings.Cut(strings.TrimSpace(listID), ".")
	return label
}

// cutPrefix cuts one reply or forward prefix ("Re:", "RE[2]:", "Re(3):",
// "Fwd :") or one leading list tag ("[List1] ") off s; kind is "" for a
// tag.
func cutPrefix(s string) (rest, kind string, ok bool) {
	if strings.HasPrefix(s, "[") {
		// A list tag is one word in brackets: "[Bug 397009] …" and
		// "[PATCH v3 00/11] …" are part of the subject.
		end := strings.IndexByte(s, ']')
		if end < 2 || strings.ContainsFunc(s[1:end], unicode.IsSpace) {
			return s, "", false
		}
		rest = strings.TrimSpace(s[end+1:])
		if rest == "" {
			return s, "", false
		}
		return rest, "", true
	}
	colon := strings.IndexAny(s, ":：")
	if colon <= 0 || colon > 24 {
		return s, "", false
	}
	word := strings.TrimSpace(s[:colon])
	// A count of replies after the word: "Re[2]", "RE(3)", "Re^2".
	if i := strings.IndexAny(word, "[(^"); i > 0 {
		if strings.Trim(word[i:], "[]()^0123456789 ") != "" {
			return s, "", false
		}
		word = strings.TrimSpace(word[:i])
	}
	w := strings.ToLower(word)
	switch {
	case replyPrefixes[w]:
		kind = "reply"
	case forwardPrefixes[w]:
		kind = "forward"
	default:
		return s, "", false
	}
	n := colon + len(":")
	if strings.HasPrefix(s[colon:], "：") {
		n = colon + len("：")
	}
	return strings.TrimSpace(s[n:]), kind, true
}

// robotSuffixes and robotPrefixes are how list servers name the address
// that sends a list's mail out in its Sender or Errors-To header, from
// which bounces return: Majordomo and LISTSERV "owner-magick",
// Mailman "mailman-bounces", and "-owner", "-request" forms.
var (
	robotPrefixes = []string{"owner-"}
	robotSuffixes = []string{"-owner", "-bounces", "-request", "-errors"}
)

// robotList is the mailing list a pre-List-Id list server sent a mail out
// for (RFC 2919 came in 2001; Majordomo's lists wrote only "Sender:
// owner-magick@wizards.dupont.com" and "Precedence: bulk"). The list is the
// one of the robot's name; its address, where To or Cc names one on the
// robot's domain whose local part begins with that name, gives the name the
// members write ("magick-developer@imagemagick.org" sent out by
// "owner-magick@imagemagick.org"). A mail without such a robot is no
// list's: "" then.
func robotList(robots, recipients []string) string {
	for _, r := range robots {
		_, addr := ingest.SplitPerson(r)
		local, domain, ok := strings.Cut(strings.ToLower(addr), "@")
		if !ok || domain == "" {
			continue
		}
		// Mailman's bounce address carries the member after a "+"
		// ("python-list-bounces+anna=example.org").
		local, _, _ = strings.Cut(local, "+")
		list := ""
		for _, p := range robotPrefixes {
			if rest, ok := strings.CutPrefix(local, p); ok && rest != "" {
				list = rest
			}
		}
		for _, s := range robotSuffixes {
			if rest, ok := strings.CutSuffix(local, s); ok && rest != "" {
				list = rest
			}
		}
		if list == "" {
			continue
		}
		best := ""
		for _, rcpt := range recipients {
			_, a := ingest.SplitPerson(rcpt)
			l, d, ok := strings.Cut(strings.ToLower(a), "@")
			if !ok || d != domain || !strings.HasPrefix(l, list) {
				continue
			}
			if l == list {
				return l
			}
			if best == "" {
				best = l
			}
		}
		if best != "" {
			return best
		}
		return list
	}
	return ""
}
