# ReQAP Desktop. `make run` opens the app, `make test` runs every check.
GO       ?= go
BIN      := bin/reqap
FUZZTIME ?= 10s

# Debian packages Fyne (cgo, OpenGL, X11/Wayland) needs to build.
BUILD_PKGS := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev \
	libxinerama-dev libxi-dev libxxf86vm-dev libxkbcommon-dev libwayland-dev
# Extra packages for screenshots of the real window.
SHOT_PKGS := xvfb xauth imagemagick

.PHONY: deps build run test race bench fuzz screenshot timeline-bench package wordlists clean

deps:
	@command -v $(GO) >/dev/null || { echo "Go is not installed: see https://go.dev/dl/" >&2; exit 1; }
	@scripts/deps.sh $(BUILD_PKGS)

build: deps
	$(GO) build -o $(BIN) .

run: build
	./$(BIN)

test: deps
	$(GO) vet ./...
	@test -z "$$(gofmt -l . | grep -v '^bin/')" || { echo "not gofmt'd:"; gofmt -l .; exit 1; }
	$(GO) test ./...
	$(GO) test -race ./index/ ./app/

bench: build
	scripts/bench.sh

fuzz:
	FUZZTIME=$(FUZZTIME) scripts/fuzz.sh

screenshot: build
	@scripts/deps.sh $(SHOT_PKGS)
	scripts/screenshot.sh

# Regenerates the thesaurus and the speller's dictionary from Debian's
# WordNet and SCOWL word lists (see assets/thesaurus/README.md).
wordlists:
	@scripts/deps.sh wordnet-base wamerican-small wbritish-small
	$(GO) run ./internal/cmd/wordlists

# The large persona's timeline: paging, search and scrolling a year, in the
# real Fyne widgets (software painter). Imports the persona once into
# $(LARGE_LIB) (minutes, a few GB of RAM); later runs reuse it.
LARGE_LIB ?= /tmp/reqap-large-lib
timeline-bench: build
	@test -d $(LARGE_LIB)/library || { $(BIN) bench gen --seed 5 --size large --out $(LARGE_LIB).persona && \
		$(BIN) --data $(LARGE_LIB) import $(LARGE_LIB).persona/exports; }
	REQAP_LARGE_LIBRARY=$(LARGE_LIB) $(GO) test ./ui/ -run Large -bench Large -benchtime 200x -v -timeout 30m
	REQAP_LARGE_LIBRARY=$(LARGE_LIB) $(GO) test ./app/ -run XXX -bench Large -benchtime 3x -timeout 30m

package: deps
	$(GO) tool fyne package --os linux --release --name reqap --icon assets/icon.png

clean:
	rm -rf bin dist
