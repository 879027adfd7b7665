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
# With --bench (make bench) it builds the same package in release with scripts/seeds/SeedBench.swift
# and times the wheel block's demo against the built-in wheel instead of running the tests.
# Usage: scripts/swiftui-seeds-test.sh [--bench] [WORK_DIR]
set -euo pipefail
bench=0
if [ "${1:-}" = --bench ]; then bench=1; shift; fi
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
# Compiled and drawn, compared with the built-in controls they are drawn with (below).
others="select-wheel-demo.swift:SelectWheel picker-docs-examples.swift:PickerDocs custom-weight-picker.swift:WeightArticle"
targets=""; deps=""
# The wheel block adapted as a team adapts it: other tilt, perspective, scale and opacity
# falloffs, row height and band corner, written into its code.
adapted="s/position \* -62/position * -45/; s/perspective: 0\.55/perspective: 0.4/; s/abs(position) \* 0\.12/abs(position) * 0.2/;"
adapted="$adapted s/abs(position) \* 0\.72/abs(position) * 0.5/; s/CGFloat = 44/CGFloat = 50/; s/cornerRadius: 12,/cornerRadius: 20,/"
# The ruler's tick height is a private constant of the block.
ruler_adapted="s/private let tickHeight = 48\.0/private let tickHeight = 40.0/"
for entry in $checked AdaptedWheelBlock AdaptedRulerBlock $others; do
  case "$entry" in
    *:*:*) IFS=: read -r file target _ _ <<<"$entry"; edit="" ;;
    *.swift:*) file=${entry%%:*}; target=${entry#*:}; edit="" ;;
    AdaptedWheelBlock) file=wheel-picker.swift; target=$entry; edit="$adapted" ;;
    AdaptedRulerBlock) file=ruler-scroll-picker.swift; target=$entry; edit="$ruler_adapted" ;;
  esac
  mkdir -p "$work/Sources/$target"
  # The weight picker article calls Config.init with `multiplier:` before `steps:`, which Swift
  # (Apple's compiler too) rejects: the one change made to any file, putting them in order.
  if [ "$file" = custom-weight-picker.swift ]; then
    perl -0pe 's/(multiplier: unit == \.lbs \? 1 : 1),(\s*\n\s*)steps: 10/steps: 10,$2$1/' "$seeds/$file"
  else
    cat "$seeds/$file"
  fi | sed -e "$edit" | awk '
    /^import SwiftUI$/ { print "#if canImport(SwiftUI)"; print "import SwiftUI"; print "#else"; print "import PickerRenderSwiftUI"; print "#endif"; next }
    /^#Preview \{/ { print "#if canImport(SwiftUI)"; inPreview = 1 }
    { print }
    inPreview && /^\}/ { print "#endif"; inPreview = 0 }
  ' > "$work/Sources/$target/$file"
  # The block's memberwise init is private (its private state), so an adapted copy gets, as an
  # app's own file would, a view that uses it.
  case "$target" in
    AdaptedWheelBlock) cat >> "$work/Sources/$target/$file" <<'SAMPLE'

struct AdaptedWheelSample: View {
    @State private var hour = 7
    var body: some View {
        WheelPicker(title: "Hour", values: Array(0..<24), selection: $hour, text: { $0 < 10 ? "0\($0)" : "\($0)" })
    }
}
SAMPLE
    ;;
    AdaptedRulerBlock) cat >> "$work/Sources/$target/$file" <<'SAMPLE'

struct AdaptedRulerSample: View {
    @State private var weight = 62.0
    var body: some View {
        RulerScrollPicker(title: "Weight", value: $weight, range: 40...120, step: 0.5, majorEvery: 5, tickSpacing: 20, tint: .orange)
    }
}
SAMPLE
    ;;
  esac
  if [ -n "$edit" ] && cmp -s "$seeds/$file" <(sed -e "$edit" "$seeds/$file"); then
    echo "swiftui-seeds: the adaptation of $file changed nothing: its constants moved" >&2; exit 1
  fi
  targets="$targets        .target(name: \"$target\", dependencies: [.product(name: \"PickerRenderSwiftUI\", package: \"$(basename "$repo" | tr '[:upper:]' '[:lower:]')\")]),"$'\n'
  deps="$deps\"$target\", "
done
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
benchTarget=""
if [ "$bench" = 1 ]; then
  mkdir -p "$work/Sources/SeedBench"
  cp "$repo/scripts/seeds/SeedBench.swift" "$work/Sources/SeedBench/main.swift"
  # The demo is internal to its file's module, as in an app: one public view shows it.
  printf '%s\n' '#if !canImport(SwiftUI)' 'import PickerRenderSwiftUI' '#endif' \
    'public struct BenchDemo: View { public init() {}; public var body: some View { WheelPickerDemo() } }' \
    > "$work/Sources/WheelPickerBlock/BenchDemo.swift"
  benchTarget="        .executableTarget(name: \"SeedBench\", dependencies: [\"WheelPickerBlock\", .product(name: \"PickerRender\", package: \"$(basename "$repo" | tr '[:upper:]' '[:lower:]')\"), .product(name: \"PickerRenderSwiftUI\", package: \"$(basename "$repo" | tr '[:upper:]' '[:lower:]')\")]),"$'\n'
fi
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Seeds",
    dependencies: [.package(path: "$repo")],
    targets: [
$targets$benchTarget        .testTarget(name: "SeedTests", dependencies: [$deps
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
        let picture = try Picture(options: RenderOptions(appearance: appearance), content: $target.$demo())
        let reference = try PNGCodec.read(path: \"$repo/Snapshots/$suite/demo-\\(appearance.rawValue).png\")
        #expect(try picture.render().image == reference)
    }
"
done
tests="$tests
    /// The adapted block draws what the built-in wheel draws with the same constants
    /// (picker-render wheel --tilt -45 --perspective 0.4 --scale-falloff 0.2 --opacity-falloff 0.5
    /// --row-height 50 --band-corner-radius 20).
    @Test(arguments: [RenderOptions(), RenderOptions(appearance: .dark), RenderOptions(reduceMotion: true), RenderOptions(scale: 2)])
    func adaptedWheelDrawsTheWheelWithItsConstants(_ options: RenderOptions) throws {
        var o = options
        o.background = .color(.systemGroupedBackground)
        let block = AdaptedWheelBlock.AdaptedWheelSample()
        var w = PickerRender.WheelPicker(title: \"Hour\", range: 0...23, format: \"%02d\", selection: 7)
        w.tilt = -45; w.perspective = 0.4; w.scaleFalloff = 0.2; w.opacityFalloff = 0.5; w.rowHeight = 50; w.bandCornerRadius = 20
        let ours = try Picture(canvas: .fit, width: 171, options: o, content: block).render()
        #expect(ours == (try Picture(width: 171, options: o, content: w).render()))
        // The comparison can fail: the wheel with the block's own constants is another picture.
        let original = PickerRender.WheelPicker(title: \"Hour\", range: 0...23, format: \"%02d\", selection: 7)
        #expect(ours != (try Picture(width: 171, options: o, content: original).render()))
    }

    /// The ruler block with other tick spacing, tick height, major ticks and tint draws the
    /// built-in ruler with them (picker-render ruler --tick-spacing 20 --tick-height 40
    /// --major-every 5 --tint orange).
    @Test func adaptedRulerDrawsTheRulerWithItsConstants() throws {
        var o = RenderOptions()
        o.background = .color(.systemBackground)
        let block = AdaptedRulerBlock.AdaptedRulerSample()
        var r = PickerRender.RulerScrollPicker(title: \"Weight\", value: 62, range: 40...120, step: 0.5, majorEvery: 5, tickSpacing: 20)
        r.tickHeight = 40; r.tint = .orange
        let ours = try Picture(canvas: .fit, width: 402, options: o, content: block).render()
        #expect(ours == (try Picture(width: 402, options: o, content: r).render()))
        let original = PickerRender.RulerScrollPicker(title: \"Weight\", value: 62, range: 40...120, step: 0.5)
        #expect(ours != (try Picture(width: 402, options: o, content: original).render()))
    }
"
tests="$tests
    /// The demo's hour set from outside: the block's onChange scrolls withAnimation(.snappy) and
    /// the title rolls under .animation(.snappy, value: hour): frame for frame the gallery's
    /// animation of the built-in wheel (Snapshots/AnimationSnapshots, 10 fps at @1x). With Reduce
    /// Motion the code passes nil animations, so every frame is at rest: it has no animation to
    /// last through, and its frames are the reference's first ones (which is as long as the
    /// animation would have been).
    @Test(arguments: [false, true]) func wheelDemoAnimatesAsTheBuiltInWheel(_ reduceMotion: Bool) throws {
        // The gallery's picture fills its canvas, padding too, with the demo's background.
        var options = RenderOptions(scale: 1, reduceMotion: reduceMotion)
        options.background = .color(.systemGroupedBackground)
        let ours = try PictureAnimation(canvas: .fit, width: 402, padding: EdgeInsets(top: 16, bottom: 16), options: options,
                                        content: WheelPickerBlock.WheelPickerDemo(), change: .init(\"hour\", to: 10), fps: 10)
        let name = reduceMotion ? \"wheel-07-10-reduce-motion\" : \"wheel-07-10\"
        let references = try referenceFrames(name)
        #expect(ours.frameCount == (reduceMotion ? 5 : references.count))
        for i in 0..<min(ours.frameCount, references.count) {
            #expect(try ours.frame(at: i).render().image == references[i], \"frame \\(i)\")
        }
        // The comparison can fail: the first and last frames differ.
        #expect(reduceMotion || references.first != references.last)
    }

    /// The ruler demo's weight set from outside: its onChange scrolls withAnimation(.smooth(duration:
    /// 0.7)) and its title, .contentTransition(.numericText(value: weight)) under
    /// .animation(.smooth(duration: 0.7), value: weight), rolls its changed digits up: frame for
    /// frame the gallery's animation of the built-in ruler.
    @Test func rulerDemoAnimatesAsTheBuiltInRuler() throws {
        let ours = try PictureAnimation(canvas: .fit, width: 402, padding: EdgeInsets(top: 16, bottom: 16), options: RenderOptions(scale: 1),
                                        content: RulerBlock.RulerScrollPickerDemo(), change: .init(\"weight\", to: 70), fps: 10)
        let references = try referenceFrames(\"ruler-62-70\")
        #expect(ours.frameCount == references.count)
        for i in 0..<min(ours.frameCount, references.count) {
            #expect(try ours.frame(at: i).render().image == references[i], \"frame \\(i)\")
        }
        #expect(references.first != references.last)
    }

    func referenceFrames(_ name: String) throws -> [RGBAImage] {
        var frames: [RGBAImage] = []
        while true {
            let path = \"$repo/Snapshots/AnimationSnapshots/\\(name)-frame-\\(String(format: \"%03d\", frames.count)).png\"
            guard FileManager.default.fileExists(atPath: path) else { return frames }
            frames.append(try PNGCodec.read(path: path))
        }
    }

    /// Picker with .pickerStyle(.wheel) is the system wheel (the code names no visible label:
    /// the gallery's system-wheel demo adds a headline the code does not have).
    @Test func selectWheelIsTheSystemWheel() throws {
        let ours = try Picture(content: SelectWheel.SelectWheelDemo()).render()
        let wheel = SystemWheelPicker(title: \"Fruit\", options: [\"Apple\", \"Banana\", \"Cherry\", \"Grape\"], selection: \"Apple\")
        #expect(ours == (try Picture(canvas: .device(.iPhone16Pro), content: wheel.accessibilityLabel(\"Fruit\")).render()))
    }

    /// In a List a Picker is a menu row; a title, a Spacer and a value make a value row; a
    /// ForEach's options are tagged by their ids or by .tag.
    @Test func pickerDocumentationExamplesAreTheirStyles() throws {
        let flavors = [\"Chocolate\", \"Vanilla\", \"Strawberry\"]
        func list(_ rows: [ListSection.Row]) -> Picture {
            var o = RenderOptions()
            o.background = .color(.systemGroupedBackground)
            return Picture(canvas: .device(.iPhone16Pro), options: o, content: AnyView(InsetGroupedList([ListSection(rows)]))
                .padding(.top, 35).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top).background(.systemGroupedBackground))
        }
        #expect(try Picture(content: PickerDocs.PickerDocsExample1()).render()
                == list([.picker(MenuPickerRow(\"Flavor\", selection: \"Chocolate\", options: flavors))]).render())
        #expect(try Picture(content: PickerDocs.PickerDocsExample2()).render()
                == list([.picker(MenuPickerRow(\"Flavor\", selection: \"Chocolate\", options: flavors, subtitle: \"Choose your favorite flavor\"))]).render())
        #expect(try Picture(content: PickerDocs.PickerDocsExample4()).render()
                == list([.picker(MenuPickerRow(\"Flavor\", selection: \"Chocolate\", options: flavors)),
                         .value(title: \"Suggested Topping\", value: \"Nuts\")]).render())
        let segmented = PickerRender.VStack {
            SegmentedPicker(title: \"Flavor\", options: flavors, selection: \"Chocolate\")
            SegmentedPicker(title: \"Topping\", options: [\"Nuts\", \"Cookies\", \"Blueberries\"], selection: \"Nuts\")
        }
        #expect(try Picture(content: PickerDocs.PickerDocsExample5()).render() == Picture(canvas: .device(.iPhone16Pro), content: segmented).render())
    }

    /// The weight picker article's view is the weight picker the gallery draws (in pounds, as
    /// its state starts): a segmented control, the ruler of zero-width Divider ticks in a
    /// horizontal ScrollView padded by half its width, and the value under it. Compared with
    /// the built-in control drawn now: its references (WeightPickerSnapshots) predate the iOS 18
    /// refit of the segmented control (equal segments with 1-pt slots), which moved its thumb and
    /// labels by up to 2/3 pt, within their snapshot tolerance, so they were kept.
    @Test(arguments: [Appearance.light, .dark]) func weightArticleIsTheWeightPicker(_ appearance: Appearance) throws {
        let options = RenderOptions(appearance: appearance)
        let ours = try Picture(options: options, content: WeightArticle.WeightPickerView()).render()
        #expect(ours == (try Gallery.picture(demo: \"weight-lbs\", options: options).render()))
        // The comparison can fail: the same screen in kilograms is another picture.
        #expect(ours != (try Gallery.picture(demo: \"weight-kg\", options: options).render()))
    }
"
cat > "$work/Tests/SeedTests/SeedTests.swift" <<SWIFT
import Foundation
import Testing
import PickerRender
import PickerRenderPNG
import PickerRenderSwiftUI
$(for entry in $checked; do IFS=: read -r _ target _ _ <<<"$entry"; echo "@testable import $target"; done)
@testable import SelectWheel
@testable import PickerDocs
@testable import WeightArticle
@testable import AdaptedWheelBlock
@testable import AdaptedRulerBlock

@MainActor @Suite struct SeedTests {$tests}
SWIFT
cd "$work"
if [ "$bench" = 1 ]; then
  "${SWIFT:-swift}" build -c release --product SeedBench 2>&1 | tail -1
  .build/release/SeedBench
  exit 0
fi
log="$work/build.log"
"${SWIFT:-swift}" build --build-tests 2>&1 | tee "$log" >/dev/null || { cat "$log" >&2; exit 1; }
# No warning in the copied files but the one Apple's SwiftUI gives the article's code too (the
# one-parameter onChange(of:perform:), deprecated since iOS 17).
if grep -F "$work/Sources/" "$log" | grep -F ": warning:" | grep -v "'onChange(of:perform:)' is deprecated" ; then
  echo "swiftui-seeds: the SwiftUI files compile with warnings (above)" >&2; exit 1
fi
"${SWIFT:-swift}" test --skip-build
echo "swiftui-seeds: the five files compiled (no warning but the deprecated onChange); the wheel and ruler demos drew their references and animated as the built-in ones, the select wheel and the Picker documentation's examples their controls, the weight picker article the weight picker"
