package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
)

// remoteConfirm is the question asked before questions go to another
// machine; yes is what agreeing does (tests call it).
type remoteConfirm struct {
	dialog *dialog.ConfirmDialog
	yes    func()
}

// confirmRemote calls save at once when the Ollama address is this
// machine or the one agreed to before; otherwise it asks first, because
// every question (never an event) is then sent to that machine.
func (p *settingsPanel) confirmRemote(addr string, save func(remoteOK string)) {
	host := app.RemoteHost(addr)
	agreed := p.w.core.Settings().OllamaRemoteOK
	if host == "" || host == agreed {
		save(host)
		return
	}
	text := widget.NewLabel("The Ollama address " + addr + " is another machine. Every question you ask will be sent to " +
		host + " to be planned by its model. Your events and files are never sent; only the questions.\n\n" +
		"Keep the address on this machine (127.0.0.1) if your questions should not leave it.")
	text.Wrapping = fyne.TextWrapWord
	p.remote.yes = func() {
		p.remote = remoteConfirm{}
		save(host)
	}
	p.remote.dialog = dialog.NewCustomConfirm("Send your questions to "+host+"?", "Send them there", "Cancel",
		fixedWidth(480, text), func(ok bool) {
			if ok {
				p.remote.yes()
				return
			}
			p.remote = remoteConfirm{}
			p.message("Not saved: questions stay on this machine.", widget.WarningImportance)
		}, p.w.win)
	p.remote.dialog.Show()
}
