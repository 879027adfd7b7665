# The two set-up commands of README.md. Each installs the Debian packages it needs when they
# are missing, then builds. Nothing here downloads anything but Debian packages.
DEBS := pkg-config libpng-dev zlib1g-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libunibreak-dev nettle-dev \
        fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core bc
SWIFT ?= swift

# The report's browser test (ReportBrowserTests) needs headless Chromium; only `make test` asks for it.
BROWSER_DEBS := chromium

.PHONY: deps browser-deps demo test bench clean

deps:
	@missing=""; for p in $(DEBS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi

browser-deps:
	@dpkg -s $(BROWSER_DEBS) >/dev/null 2>&1 || { echo "installing: $(BROWSER_DEBS)"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(BROWSER_DEBS); }

demo: deps
	$(SWIFT) build -c release --product picker-render
	.build/release/picker-render

# swift test (with the report's browser test), then a user's package made from scratch that
# depends on the products only and runs the whole snapshot loop.
test: deps browser-deps
	$(SWIFT) test
	scripts/external-package-test.sh

bench: deps
	$(SWIFT) build -c release --product picker-render-bench
	.build/release/picker-render-bench
	scripts/bench-batch.sh

clean:
	rm -rf .build picker-renders
