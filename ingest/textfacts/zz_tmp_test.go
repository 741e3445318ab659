package textfacts

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"reqap/qa"
)

func TestZZTmp(t *testing.T) {
	x := extractor(t)
	for _, s := range strings.Split(os.Getenv("ZZ"), "|") {
		for _, h := range x.Split(Day{Text: s, Date: qa.NewDate(2026, 4, 1)}, nil) {
			fmt.Printf("%q → act=%q kind=%q food=%q people=%q place=%q mod=%v price=%v\n", h.Text, h.Activity, h.Kind, h.Food, h.People, h.Place, h.Modality, h.Price)
		}
		fmt.Println("--")
	}
}
