package llm

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// checkSchema reports whether the JSON document doc follows schema, for
// the subset of JSON Schema that stepSchema uses (type, properties,
// required, additionalProperties, enum, const, anyOf, items, minItems,
// maxItems, minLength, maxLength, pattern, minimum, maximum). Examples are
// checked with it, so the bank never teaches the model a step the grammar
// would not let it write.
func checkSchema(schema, doc []byte) error {
	var s any
	if err := json.Unmarshal(schema, &s); err != nil {
		return fmt.Errorf("reading the schema: %w", err)
	}
	return checkParsed(s, doc)
}

// checkStepSchema checks doc against stepSchema.
func checkStepSchema(doc []byte) error { return checkParsed(current().parsed, doc) }

func checkParsed(s any, doc []byte) error {
	var d any
	dec := json.NewDecoder(strings.NewReader(string(doc)))
	dec.UseNumber()
	if err := dec.Decode(&d); err != nil {
		return fmt.Errorf("reading the document: %w", err)
	}
	return checkValue(s, d, "$")
}

func checkValue(schema, v any, path string) error {
	s, ok := schema.(map[string]any)
	if !ok {
		return fmt.Errorf("%s: the schema is not an object", path)
	}
	if alts, ok := s["anyOf"].([]any); ok {
		var reasons, tagged []string
		for _, alt := range alts {
			err := checkValue(alt, v, path)
			if err == nil {
				return nil
			}
			reasons = append(reasons, err.Error())
			if constsMatch(alt, v) {
				tagged = append(tagged, err.Error())
			}
		}
		if len(tagged) > 0 {
			// The alternative for this operator is the one worth reporting.
			reasons = tagged
		}
		return fmt.Errorf("%s matches no alternative (%s)", path, strings.Join(reasons, "; "))
	}
	if c, ok := s["const"]; ok && !jsonEqual(c, v) {
		return fmt.Errorf("%s: %v is not %v", path, v, c)
	}
	if enum, ok := s["enum"].([]any); ok {
		found := false
		for _, e := range enum {
			found = found || jsonEqual(e, v)
		}
		if !found {
			return fmt.Errorf("%s: %v is not one of %v", path, v, enum)
		}
	}
	switch t, _ := s["type"].(string); t {
	case "":
	case "object":
		m, ok := v.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: want an object", path)
		}
		props, _ := s["properties"].(map[string]any)
		for _, r := range asStrings(s["required"]) {
			if _, ok := m[r]; !ok {
				return fmt.Errorf("%s: %q is required", path, r)
			}
		}
		keys := slices.Sorted(maps.Keys(m))
		for _, k := range keys {
			ps, ok := props[k]
			if !ok {
				if ap, isBool := s["additionalProperties"].(bool); isBool && !ap {
					return fmt.Errorf("%s: property %q is not allowed", path, k)
				}
				continue
			}
			if err := checkValue(ps, m[k], path+"."+k); err != nil {
				return err
			}
		}
	case "array":
		l, ok := v.([]any)
		if !ok {
			return fmt.Errorf("%s: want an array", path)
		}
		if n, ok := num(s["minItems"]); ok && float64(len(l)) < n {
			return fmt.Errorf("%s: %d items, want at least %v", path, len(l), n)
		}
		if n, ok := num(s["maxItems"]); ok && float64(len(l)) > n {
			return fmt.Errorf("%s: %d items, want at most %v", path, len(l), n)
		}
		if items, ok := s["items"]; ok {
			for i, x := range l {
				if err := checkValue(items, x, fmt.Sprintf("%s[%d]", path, i)); err != nil {
					return err
				}
			}
		}
	case "string":
		str, ok := v.(string)
		if !ok {
			return fmt.Errorf("%s: want a string", path)
		}
		n := float64(utf8.RuneCountInString(str))
		if m, ok := num(s["minLength"]); ok && n < m {
			return fmt.Errorf("%s: %q is shorter than %v", path, str, m)
		}
		if m, ok := num(s["maxLength"]); ok && n > m {
			return fmt.Errorf("%s: %q is longer than %v characters", path, str, m)
		}
		if p, ok := s["pattern"].(string); ok {
			re, err := regexp.Compile(p)
			if err != nil {
				return fmt.Errorf("%s: bad pattern %q: %v", path, p, err)
			}
			if !re.MatchString(str) {
				return fmt.Errorf("%s: %q does not match %s", path, str, p)
			}
		}
	case "integer", "number":
		x, ok := num(v)
		if !ok {
			return fmt.Errorf("%s: want a number", path)
		}
		if t == "integer" && x != math.Trunc(x) {
			return fmt.Errorf("%s: %v is not an integer", path, x)
		}
		if m, ok := num(s["minimum"]); ok && x < m {
			return fmt.Errorf("%s: %v is below %v", path, x, m)
		}
		if m, ok := num(s["maximum"]); ok && x > m {
			return fmt.Errorf("%s: %v is above %v", path, x, m)
		}
	case "boolean":
		if _, ok := v.(bool); !ok {
			return fmt.Errorf("%s: want a boolean", path)
		}
	default:
		return fmt.Errorf("%s: unsupported schema type %q", path, t)
	}
	return nil
}

// constsMatch reports whether v has every property alt fixes with const
// (the operator of a step): whether alt is the alternative v meant.
func constsMatch(alt, v any) bool {
	a, _ := alt.(map[string]any)
	m, _ := v.(map[string]any)
	props, _ := a["properties"].(map[string]any)
	if m == nil || props == nil {
		return false
	}
	found := false
	for k, p := range props {
		ps, _ := p.(map[string]any)
		if c, ok := ps["const"]; ok {
			if !jsonEqual(c, m[k]) {
				return false
			}
			found = true
		}
	}
	return found
}

func asStrings(v any) []string {
	l, _ := v.([]any)
	out := make([]string, 0, len(l))
	for _, x := range l {
		if s, ok := x.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

func num(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case json.Number:
		f, err := x.Float64()
		return f, err == nil
	}
	return 0, false
}

func jsonEqual(a, b any) bool {
	if x, ok := num(a); ok {
		y, ok := num(b)
		return ok && x == y
	}
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}
