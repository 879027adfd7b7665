# The two set-up commands of README.md. Each installs the Debian packages it needs when they
# are missing, then builds. Nothing here downloads anything but Debian packages.
DEBS := pkg-config libpng-dev zlib1g-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libunibreak-dev nettle-dev \
        fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core bc
SWIFT ?= swift

.PHONY: deps demo test bench clean

deps:
	@missing=""; for p in $(DEBS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi

demo: deps
	$(SWIFT) build -c release --product picker-render
	.build/release/picker-render

# swift test, then a user's package made from scratch that depends on the products only.
test: deps
	$(SWIFT) test
	scripts/external-package-test.sh

bench: deps
	$(SWIFT) build -c release --product picker-render-bench
	.build/release/picker-render-bench
	scripts/bench-batch.sh
	scripts/bench-process.sh

clean:
	rm -rf .build picker-renders
