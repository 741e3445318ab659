package ingest

import (
	"encoding/xml"
	"strings"
)

// XMLAttr is the value of an element's attribute by its local name (any
// namespace), trimmed; "" when the element has none of that name. Exports
// write their XML by hand, with stray spaces and namespace prefixes that
// vary between versions.
func XMLAttr(se xml.StartElement, name string) string {
	for _, a := range se.Attr {
		if a.Name.Local == name {
			return strings.TrimSpace(a.Value)
		}
	}
	return ""
}
