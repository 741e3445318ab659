package extract

import (
	"testing"

	"reqap/internal/test"
)

func TestEmployer(t *testing.T) {
	test.Table(t, "Employer", Employer, "employer.tsv")
}
