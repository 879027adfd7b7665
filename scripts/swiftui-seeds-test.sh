#!/usr/bin/env bash
# The SwiftUI files teams copy, compiled and drawn on Linux against the products only: a package
# made from scratch, one target per file (two of them declare a `WheelPicker`), each file as
# written but for its import, guarded as a shared file guards it:
#   #if canImport(SwiftUI)
#   import SwiftUI
#   #else
#   import PickerRenderSwiftUI
#   #endif
# and its `#Preview { ... }` under `#if canImport(SwiftUI)` (Xcode's preview macro needs a compiler
# plugin, which a package cannot bring without a macro target on swift-syntax; docs/swiftui.md).
# Each target must compile with no warning; its demo view must draw the gallery reference pixel
# for pixel, light and dark. The files come from ../shared/seeds/swift beside the repository
# (SEEDS_DIR to point elsewhere); without them the check says so loudly and fails.
# Files the SwiftUI product does not compile yet are listed as such, and do not pass silently.
# Usage: scripts/swiftui-seeds-test.sh [WORK_DIR]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
seeds="${SEEDS_DIR:-$repo/../shared/seeds/swift}"
if [ ! -d "$seeds" ]; then
  echo "swiftui-seeds: NO SEED FOLDER at $seeds: the SwiftUI files were not checked" >&2
  exit 1
fi
if [ -n "${1:-}" ]; then
  work="$1"
else
  # Removed when the run passes; kept (and named) when it fails.
  work="$(mktemp -d /tmp/picker-render-seeds-XXXXXX)"
  trap 'status=$?; if [ "$status" = 0 ]; then rm -rf "$work"; else echo "kept for inspection: $work" >&2; fi' EXIT
fi
mkdir -p "$work/Tests/SeedTests"
# file:target:demo view:reference suite
checked="wheel-picker.swift:WheelPickerBlock:WheelPickerDemo:WheelSnapshots ruler-scroll-picker.swift:RulerBlock:RulerScrollPickerDemo:RulerSnapshots"
pending="select-wheel-demo.swift picker-docs-examples.swift custom-weight-picker.swift"
targets=""; deps=""
for entry in $checked; do
  IFS=: read -r file target _ _ <<<"$entry"
  mkdir -p "$work/Sources/$target"
  awk '
    /^import SwiftUI$/ { print "#if canImport(SwiftUI)"; print "import SwiftUI"; print "#else"; print "import PickerRenderSwiftUI"; print "#endif"; next }
    /^#Preview \{/ { print "#if canImport(SwiftUI)"; inPreview = 1 }
    { print }
    inPreview && /^\}/ { print "#endif"; inPreview = 0 }
  ' "$seeds/$file" > "$work/Sources/$target/$file"
  targets="$targets        .target(name: \"$target\", dependencies: [.product(name: \"PickerRenderSwiftUI\", package: \"$(basename "$repo" | tr '[:upper:]' '[:lower:]')\")]),"$'\n'
  deps="$deps\"$target\", "
done
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Seeds",
    dependencies: [.package(path: "$repo")],
    targets: [
$targets        .testTarget(name: "SeedTests", dependencies: [$deps
            .product(name: "PickerRender", package: "$identity"), .product(name: "PickerRenderPNG", package: "$identity")]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
tests=""
for entry in $checked; do
  IFS=: read -r _ target demo suite <<<"$entry"
  tests="$tests
    @Test(arguments: [Appearance.light, .dark]) func ${demo}DrawsItsReference(_ appearance: Appearance) throws {
        let picture = try Picture(options: RenderOptions(appearance: appearance), swiftUI: $target.$demo())
        let reference = try PNGCodec.read(path: \"$repo/Snapshots/$suite/demo-\\(appearance.rawValue).png\")
        #expect(try picture.render().image == reference)
    }
"
done
cat > "$work/Tests/SeedTests/SeedTests.swift" <<SWIFT
import Testing
import PickerRender
import PickerRenderPNG
import PickerRenderSwiftUI
$(for entry in $checked; do IFS=: read -r _ target _ _ <<<"$entry"; echo "@testable import $target"; done)

@MainActor @Suite struct SeedTests {$tests}
SWIFT
cd "$work"
log="$work/build.log"
"${SWIFT:-swift}" build --build-tests 2>&1 | tee "$log" >/dev/null || { cat "$log" >&2; exit 1; }
# No warning in the copied files.
if grep -F "$work/Sources/" "$log" | grep -F ": warning:" ; then
  echo "swiftui-seeds: the SwiftUI files compile with warnings (above)" >&2; exit 1
fi
"${SWIFT:-swift}" test --skip-build
for f in $pending; do echo "swiftui-seeds: $f is not compiled yet (its Picker, List and segmented styles are not in PickerRenderSwiftUI)"; done
echo "swiftui-seeds: $(echo $checked | wc -w) files compiled without warnings and drew their references"
