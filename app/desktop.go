package app

// desktop is the state of the features the desktop app builds on the
// core: suggested questions and saved questions.
type desktop struct {
	suggest suggestCache
	saved   savedStore
}
