package qa

import (
	"math"
	"strconv"
)

// Sum adds numbers as a person would on paper: a total of whole numbers
// is exact, and one of fractions (film lengths in hours, seconds/3600,
// each inexact as a float) is the decimal they add up to, without the
// drift of adding floats. 177 lengths in hours that make 270.985 had
// added up to 270.9849999999999, shown and scored as 270.98, where a
// person writes 270.99. The zero value is an empty sum.
type Sum struct {
	s, c     float64 // Neumaier's running total and its compensation
	fraction bool    // a number added was not whole
}

// Add adds x.
func (a *Sum) Add(x float64) {
	t := a.s + x
	if math.Abs(a.s) >= math.Abs(x) {
		a.c += (a.s - t) + x
	} else {
		a.c += (x - t) + a.s
	}
	a.s = t
	a.fraction = a.fraction || x != math.Trunc(x)
}

// sumDigits is how many significant digits a total of fractions keeps:
// far more than any record measures, far fewer than a float's 16-17,
// whose last ones are the noise of the additions.
const sumDigits = 12

// Value is the total so far.
func (a *Sum) Value() float64 {
	if !a.fraction {
		return a.s + a.c
	}
	return decimal(a.s + a.c)
}

// Mean is the total so far shared among n, as a person divides it: 163.7
// km over 20 runs is 8.185 km, which rounds to 8.19, not the float
// 8.184999999999999.
func (a *Sum) Mean(n int) float64 {
	return decimal((a.s + a.c) / float64(n))
}

// decimal is v to sumDigits significant digits.
func decimal(v float64) float64 {
	if v == math.Trunc(v) || math.IsNaN(v) || math.IsInf(v, 0) {
		return v
	}
	r, err := strconv.ParseFloat(strconv.FormatFloat(v, 'g', sumDigits, 64), 64)
	if err != nil {
		return v
	}
	return r
}
