# ReQAP Desktop. `make run` opens the app, `make test` runs every check.
GO       ?= go
BIN      := bin/reqap
FUZZTIME ?= 10s

# Debian packages Fyne (cgo, OpenGL, X11/Wayland) needs to build.
BUILD_PKGS := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev \
	libxinerama-dev libxi-dev libxxf86vm-dev libxkbcommon-dev libwayland-dev
# Extra packages for screenshots of the real window.
SHOT_PKGS := xvfb xauth imagemagick

# GoMLX, which runs the optional cross-encoder, has AVX2/AVX-512 matrix
# kernels behind Go's simd experiment: about six times faster than its
# portable loops. Everything built here uses it on amd64.
ifeq ($(shell $(GO) env GOARCH 2>/dev/null),amd64)
GOEXPERIMENT ?= simd
export GOEXPERIMENT
endif

# The race detector also checks unsafe pointer arithmetic (checkptr), which
# GoMLX's matrix kernels (the cross-encoder's) fail because they keep
# addresses in uintptrs between statements: their package is built without it.
RACE := -race -gcflags=github.com/gomlx/compute/...=-d=checkptr=0

.PHONY: deps build run test tidy-check race bench bench-large bench-llm fuzz screenshot timeline-bench package wordlists clean

deps:
	@command -v $(GO) >/dev/null || { echo "Go is not installed: see https://go.dev/dl/" >&2; exit 1; }
	@scripts/deps.sh $(BUILD_PKGS)

build: deps
	$(GO) build -o $(BIN) .

run: build
	./$(BIN)

test: deps tidy-check
	$(GO) vet ./...
	@test -z "$$(gofmt -l . | grep -v '^bin/')" || { echo "not gofmt'd:"; gofmt -l .; exit 1; }
	$(GO) test ./...
	$(GO) test $(RACE) ./index/ ./app/

# go.mod and go.sum must be what go mod tidy makes of the imports.
tidy-check:
	@$(GO) mod tidy -diff >/dev/null 2>&1 || { echo "go.mod/go.sum are not tidy (run go mod tidy):" >&2; $(GO) mod tidy -diff >&2; exit 1; }

bench: build
	scripts/bench.sh

# A lifetime of data: the large persona (about 1.2 million events, generated
# once into $(LARGE_DIR)) imported, questions asked as whole processes, and
# a few answered by SQLite as the reference (see the script).
LARGE_DIR ?= /tmp/reqap-bench-large
bench-large: build
	@command -v sqlite3 >/dev/null || scripts/deps.sh sqlite3 time
	LARGE_DIR=$(LARGE_DIR) scripts/bench-large.sh

# Hit@1 of the rule and LLM planners side by side on a persona and the dev
# sets; needs REQAP_OLLAMA_URL (and REQAP_OLLAMA_MODEL), see the script.
bench-llm: build
	scripts/bench-llm.sh

fuzz:
	FUZZTIME=$(FUZZTIME) scripts/fuzz.sh

screenshot: build
	@scripts/deps.sh $(SHOT_PKGS)
	scripts/screenshot.sh

# Regenerates the thesaurus and the speller's dictionary from Debian's
# WordNet and SCOWL word lists (see assets/thesaurus/README.md), and the
# countries of the cities WordNet knows (lang/country/cities.tsv).
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
