package extract

import (
	"testing"

	"reqap/internal/test"
)

func TestEmployer(t *testing.T) {
	test.Table(t, "Employer", Employer, "employer.tsv")
}

func TestEmployerEver(t *testing.T) {
	test.Table(t, "EmployerEver", EmployerEver, "employer_ever.tsv")
}
