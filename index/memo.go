package index

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"reqap/internal/atomicfile"
)

// memoPrefix starts the name of a memo file in the snapshot folder.
const memoPrefix = "memo-"

// Memo returns what build derives from the events of sources, and keeps it
// in the data folder under name for the sources' state and version: the
// next process reads it instead of deriving it again. A question that
// names a person reads the people the mail, calendar and chats mention,
// which takes longer to learn than most questions take to answer; learnt
// once per state of those sources, it costs a file read.
//
// version names the code and data build depends on (its own version and,
// say, the lexicon's); a memo of another version or another state of any
// of sources is derived again. Only a writer keeps memos (a read-only
// library must not write to the data folder); a memo that cannot be read
// or written costs the derivation, never the answer.
func (l *Library) Memo(name, version string, sources []string, build func() ([]byte, error)) ([]byte, error) {
	if !l.usesSnapshots() {
		// A legacy library's files name no generations: its state has no
		// signature a memo could be kept for.
		return build()
	}
	path := filepath.Join(l.dir, snapshotFolder, memoPrefix+hex.EncodeToString([]byte(name)))
	key := l.memoKey(version, sources)
	if b, err := os.ReadFile(path); err == nil {
		if k, data, ok := bytes.Cut(b, []byte{0}); ok && string(k) == key {
			return data, nil
		}
	}
	data, err := build()
	if err != nil {
		return nil, err
	}
	// The state may have moved on while build ran: what it derived is then
	// of neither state, and is not kept.
	if l.ReadOnly() || l.memoKey(version, sources) != key {
		return data, nil
	}
	err = os.MkdirAll(filepath.Dir(path), 0o700)
	if err == nil {
		err = atomicfile.Write(path, append([]byte(key+"\x00"), data...))
	}
	if err != nil {
		l.log.Warn("the next process will derive it again", "memo", name, "err", fmt.Errorf("keeping a memo: %w", err))
	}
	return data, nil
}

// memoKey names version and the state of sources. It holds no NUL byte.
func (l *Library) memoKey(version string, sources []string) string {
	var b strings.Builder
	b.WriteString(version)
	l.mu.RLock()
	for _, s := range sources {
		b.WriteString("\n" + s + "=" + l.signatureLocked(s))
	}
	l.mu.RUnlock()
	return strings.ReplaceAll(b.String(), "\x00", "")
}
