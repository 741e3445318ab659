package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Size names of our own; appTheme answers them, the stock theme returns 0.
const (
	sizeAnswer fyne.ThemeSizeName = "reqapAnswer" // the answer, the largest text on screen
)

// appTheme is Fyne's default theme with the icon's indigo as the primary
// colour, a large answer size, and an optional fixed light or dark variant
// (the "theme" setting: system, light or dark).
type appTheme struct {
	base    fyne.Theme
	variant fyne.ThemeVariant
	fixed   bool
}

func newTheme(setting string) *appTheme {
	t := &appTheme{base: theme.DefaultTheme()}
	switch setting {
	case "light":
		t.variant, t.fixed = theme.VariantLight, true
	case "dark":
		t.variant, t.fixed = theme.VariantDark, true
	}
	return t
}

func (t *appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.fixed {
		v = t.variant
	}
	switch n {
	case theme.ColorNamePrimary, theme.ColorNameHyperlink, theme.ColorNameFocus:
		c := color.NRGBA{0x3D, 0x4F, 0xC4, 0xFF}
		if v == theme.VariantDark {
			c = color.NRGBA{0x7E, 0x8E, 0xF5, 0xFF}
		}
		if n == theme.ColorNameFocus {
			c.A = 0x7F
		}
		return c
	case theme.ColorNameDisabled:
		// Secondary text (captions, hints) uses this colour too; the stock
		// one is too faint to read on either background.
		if v == theme.VariantDark {
			return color.NRGBA{0x9A, 0x9F, 0xA8, 0xFF}
		}
		return color.NRGBA{0x6B, 0x72, 0x80, 0xFF}
	case theme.ColorNameSelection:
		if v == theme.VariantDark {
			return color.NRGBA{0x7E, 0x8E, 0xF5, 0x40}
		}
		return color.NRGBA{0x3D, 0x4F, 0xC4, 0x2C}
	}
	return t.base.Color(n, v)
}

func (t *appTheme) Font(s fyne.TextStyle) fyne.Resource { return t.base.Font(s) }

func (t *appTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base.Icon(n) }

func (t *appTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == sizeAnswer {
		return 30
	}
	return t.base.Size(n)
}

// accent returns a theme colour for the current variant, for canvas
// objects that do not follow the theme by themselves.
func accent(n fyne.ThemeColorName) color.Color {
	a := fyne.CurrentApp()
	return a.Settings().Theme().Color(n, a.Settings().ThemeVariant())
}
