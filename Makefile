# SpringTune — the README's commands.
#   make demo   run the main job on built-in defaults (writes demo-output/)
#   make test   run the whole test suite
# Both install what they need first (`make deps`).

SWIFT   ?= swift
PREFIX  ?= /usr/local
DEMO_DIR ?= demo-output
BENCH_DIR ?= bench-output

.PHONY: deps build release test demo bench install fuzz clean

# cairo's headers (and pkg-config to find them) come from Debian's packages.
deps:
	@if ! pkg-config --exists cairo 2>/dev/null; then \
		echo "make deps: installing libcairo2-dev (cairo headers for the plot shim)"; \
		apt-get update && apt-get install -y pkg-config libcairo2-dev; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

demo: build
	$(SWIFT) run --skip-build springtune demo --output $(DEMO_DIR)

bench: release
	Benchmarks/run.sh $(BENCH_DIR)

install: release
	install -d $(PREFIX)/bin
	install -m 0755 "$$($(SWIFT) build -c release --show-bin-path)/springtune" $(PREFIX)/bin/springtune

clean:
	rm -rf .build $(DEMO_DIR) $(BENCH_DIR)
