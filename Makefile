# The two set-up commands of README.md. Each installs the Debian packages it needs when they
# are missing, then builds. Nothing here downloads anything but Debian packages.
# GNU time: the CLI tests measure the children's peak memory with /usr/bin/time.
# jq: the package checks (scripts/check-target-imports.sh, scripts/public-api.sh) read SwiftPM's JSON.
DEBS := pkg-config libpng-dev zlib1g-dev libgif-dev libwebp-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libunibreak-dev nettle-dev libmicrohttpd-dev \
        fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core bc time jq
SWIFT ?= swift

# The report's browser test (ReportBrowserTests) needs headless Chromium; only `make test` asks for it.
BROWSER_DEBS := chromium

.PHONY: deps browser-deps demo test test-scripts bench clean sanitize fuzz

deps:
	@missing=""; for p in $(DEBS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi

browser-deps:
	@dpkg -s $(BROWSER_DEBS) >/dev/null 2>&1 || { echo "installing: $(BROWSER_DEBS)"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(BROWSER_DEBS); }

# Release executables come from scripts/build-release.sh (self-contained: the Swift runtime inside).
demo: deps
	SWIFT=$(SWIFT) scripts/build-release.sh picker-render >/dev/null
	.build/release/picker-render

# Package.swift's dependencies against the sources' imports (a few seconds, before any build),
# that Sources/ locks with PickerRenderLocking's Locked only, that it writes stdout and stderr
# through StandardStream only (no print, no FileHandle.standard*, no try!),
# swift test (with the report's browser test), the products' public API against api/ (symbol
# graphs of the modules swift test just built, no rebuild), the checks' own tests, then a user's
# package made from scratch that depends on the products only and runs the whole snapshot loop,
# then the SwiftUI files teams copy, compiled against PickerRenderSwiftUI and drawn (scripts/swiftui-seeds-test.sh).
test: deps browser-deps
	SWIFT=$(SWIFT) scripts/check-target-imports.sh
	scripts/check-one-lock-type.sh
	scripts/check-standard-streams.sh
	SWIFT=$(SWIFT) scripts/check-build-warnings.sh
	$(SWIFT) test
	SWIFT=$(SWIFT) scripts/public-api.sh --check
	SWIFT=$(SWIFT) scripts/test-package-checks.sh
	scripts/external-package-test.sh
	SWIFT=$(SWIFT) scripts/swiftui-seeds-test.sh

# The package checks' tests, with public-api.sh's failure on a changed list (needs a debug build).
test-scripts: deps
	SWIFT=$(SWIFT) scripts/test-package-checks.sh --api

# The lock type's, PNG, diff and snapshot-library tests under AddressSanitizer and ThreadSanitizer, each in a
# build folder of its own (the plain .build stays as it is). LSan needs XCTest's runner leak
# suppressed (scripts/lsan-xctest.supp). Measured on this machine (2 shared cores): see docs/reliability.md.
SANITIZED_TESTS := PickerRenderLockingTests|PickerRenderFilesTests|PickerRenderPNGTests|PickerRenderImageDiffTests|PickerRenderSnapshotReportTests|PickerRenderTestingTests
sanitize: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-xctest.supp \
	  $(SWIFT) test --scratch-path .build-asan --sanitize=address --filter '$(SANITIZED_TESTS)'
	$(SWIFT) test --scratch-path .build-tsan --sanitize=thread --filter '$(SANITIZED_TESTS)'

# Each fuzz target of Fuzz/Package.swift for FUZZ_SECONDS (libFuzzer with AddressSanitizer).
# New inputs go to .build/fuzz-work/<target>; the committed seeds in Fuzz/Corpus/<target> are
# only read. A crash stops the run with its input in .build/fuzz-artifacts/<target>/.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := PNGDecodeFuzzer PickerInputFuzzer PictureSpecFuzzer CommandLineFuzzer \
	ManifestMergeFuzzer SnapshotApprovalFuzzer FontFuzzer ExpressionFuzzer \
	PreviewRequestFuzzer GIFWriterFuzzer WebPWriterFuzzer LayerEffectsFuzzer
# The targets that run whole commands print an error line an input: libFuzzer keeps its own
# output and the sanitizers' reports, and closes the commands' streams.
FUZZ_QUIET := ManifestMergeFuzzer SnapshotApprovalFuzzer FontFuzzer
# The preview's target runs the server and its worker thread beside the inputs: leak checks
# between inputs stop the world while the worker is mid-draw and call its live values leaks.
FUZZ_NO_LEAKS := PreviewRequestFuzzer
# Seeds beyond Fuzz/Corpus/<target>: the fonts the package ships and DejaVu's.
FUZZ_SEEDS_FontFuzzer := Fonts/Quicksand Fonts/Inter /usr/share/fonts/truetype/dejavu
FUZZ_FLAGS := -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xcc -fsanitize=fuzzer-no-link,address
fuzz: deps
	@for t in $(FUZZ_TARGETS); do \
	  $(SWIFT) build --package-path Fuzz --product $$t $(FUZZ_FLAGS) || exit 1; \
	  mkdir -p .build/fuzz-work/$$t .build/fuzz-artifacts/$$t; \
	  echo "fuzzing $$t for $(FUZZ_SECONDS) s"; \
	  options=; case " $(FUZZ_QUIET) " in *" $$t "*) options=-close_fd_mask=3;; esac; \
	  case " $(FUZZ_NO_LEAKS) " in *" $$t "*) options="$$options -detect_leaks=0";; esac; \
	  seeds=; [ $$t = FontFuzzer ] && seeds="$(FUZZ_SEEDS_FontFuzzer)"; \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan-globals.supp SWIFT_BACKTRACE=enable=no Fuzz/.build/debug/$$t -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=2048 \
	    -timeout=60 -print_final_stats=1 -artifact_prefix=.build/fuzz-artifacts/$$t/ $$options \
	    .build/fuzz-work/$$t Fuzz/Corpus/$$t $$seeds || exit 1; \
	done

bench: deps
	SWIFT=$(SWIFT) scripts/build-release.sh picker-render-bench >/dev/null
	.build/release/picker-render-bench
	.build/release/picker-render-bench --preview-latency "$$(SWIFT=$(SWIFT) scripts/build-release.sh picker-render)"
	scripts/bench-batch.sh
	scripts/bench-process.sh
	SWIFT=$(SWIFT) scripts/swiftui-seeds-test.sh --bench

clean:
	rm -rf .build .build-asan .build-tsan Fuzz/.build picker-renders
