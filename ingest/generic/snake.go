package generic

import (
	"strconv"

	"reqap/ingest"
)

// snakeCase turns a key as people write it into the snake_case the event
// model requires (ingest.SnakeCase), and makes it a key: one left empty
// becomes "field", and one starting with a digit is prefixed with "field_"
// because keys must start with a letter.
func snakeCase(key string) string {
	s := ingest.SnakeCase(key)
	switch {
	case s == "":
		return "field"
	case s[0] >= '0' && s[0] <= '9':
		return "field_" + s
	}
	return s
}

// keySet hands out unique field keys within one event: a key that is taken
// gets "_2", "_3", ... so that two columns that snake_case alike ("startTime"
// and "start_time") both keep their values.
type keySet map[string]bool

func (ks keySet) unique(key string) string {
	if !ks[key] {
		ks[key] = true
		return key
	}
	for n := 2; ; n++ {
		k := key + "_" + strconv.Itoa(n)
		if !ks[k] {
			ks[k] = true
			return k
		}
	}
}
