#!/usr/bin/env bash
# A user's package, made from scratch outside this repository, that depends on the
# PickerRender and PickerRenderTesting products only: it composes a wheel over a ruler with its
# own title and snapshots a WheelPicker, a RulerScrollPicker, a system wheel and that
# composition, in Swift Testing and in XCTest, with `static let` pickers in Swift 6 mode, each
# with its default strategy or, for the scrolled ruler and the dark system wheel, `.picker(...)`.
# It runs the whole snapshot loop as a user would:
#   1. no references: the run fails, each failure with a re-record hint;
#   2. the hints, run as printed, run one test each and record its reference, saying the path;
#   3. recording under CI=true writes the references but fails the run, and its summary says so;
#   4. the next run passes; a changed picture then fails at the `verify` line in both
#      frameworks, once each, with PNG attachments (--attachments-path, named Suite-name) and
#      summary.md / index.html, and the end-of-run summary is one line for the whole run;
#   5. `picker-render snapshots review` prints the report, `approve --all` promotes the change,
#      the next run passes and its report lists no failure; SNAPSHOT_ARTIFACTS moves the results;
#   6. two tests sharing a reference name fail, naming both call sites; the left-over reference
#      is an orphan (`--orphans --check` exits 1) until `--orphans --delete`.
# 7. the app's own control (a star rating of texts, a gradient mask, a rotation and a shadowed
#    capsule, from the product alone) snapshots, and its spec reads back to the same bytes; an
#    adapted wheel, a component of an included spec file, draws the adapted WheelPicker's pixels.
# 8. nothing destroys a reference by accident: a test with three failing verifies reports three
#    issues, each at its line, and runs to its end; SNAPSHOT_RECORD=failed after a run that
#    compared only the first of three (`require` throws) rewrites that one and leaves the others;
#    after a filtered run, `--orphans --delete` deletes nothing and exits 2.
# 8b. an adapted wheel recorded, then its opacity falloff changed by 0.01 and its tilt by half a
#    degree: each fails by default, naming the changed quantity and the row; restored, it passes.
# 8c. a swift-snapshot-testing suite of SwiftUI views (assertSnapshot(of:as:), `.image(layout:)`, the
#    precision arguments, withSnapshotTesting(record:)), its imports guarded, in a test target of
#    its own: the first run records __Snapshots__/<File>/<test>.<n>.png and fails, as
#    swift-snapshot-testing's does; the next passes; a changed title fails, naming the text.
# 8d. a module with two #Previews (guarded, as on Apple's platforms) and a test target with no test
#    code but the PreviewSnapshots plugin: two snapshot tests, recorded, passing, a changed one
#    failing at its #Preview line naming the text, approved, and one that cannot be drawn named.
# 9. with every system font hidden (a mount namespace), the Latin-only tests pass; with only the
#    CJK faces hidden, the one test with Japanese text alone fails, naming the face, its package
#    and what to do; a font pack written by `fonts pack`, moved, passes every test without them.
# Exits non-zero on any surprise. CI is unset except where step 3 sets it (CI runners set it).
# Usage: scripts/external-package-test.sh [WORK_DIR]   (default: a new temporary folder, removed
# when the run passes)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
if [ -n "${1:-}" ]; then
  work="$1"
else
  # A folder of our own is removed on success; on failure it is kept (and named) to look into.
  work="$(mktemp -d /tmp/picker-render-user-XXXXXX)"
  trap 'status=$?; if [ "$status" = 0 ]; then rm -rf "$work"; else echo "kept for inspection: $work" >&2; fi' EXIT
fi
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"   # a path dependency's identity is its folder's name
mkdir -p "$work/Sources/AlarmKit" "$work/Tests/AlarmKitTests"
cd "$work"
app_modules="Geometry Text Scene Raster Layout Accessibility Locking ImageDiff SnapshotReport Batch"
for m in $app_modules; do
  mkdir -p "Sources/$m"
  printf 'public enum %sInfo { public static let name = "%s" }\n' "$m" "$m" > "Sources/$m/$m.swift"
done
app_targets=$(for m in $app_modules; do printf '        .target(name: "%s"),\n' "$m"; done)
app_deps=$(for m in $app_modules; do printf '"%s", ' "$m"; done)
app_imports=$(for m in $app_modules; do printf 'import %s\n' "$m"; done)
app_names=$(for m in $app_modules; do printf '%sInfo.name, ' "$m"; done)

cat > Package.swift <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AlarmKit",
    products: [.library(name: "AlarmKit", targets: ["AlarmKit"])],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "AlarmKit", dependencies: [$app_deps.product(name: "PickerRender", package: "$identity")]),
$app_targets
        .testTarget(name: "AlarmKitTests", dependencies: [
            "AlarmKit",
            .product(name: "PickerRender", package: "$identity"),
            .product(name: "PickerRenderTesting", package: "$identity"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT

cat > Sources/AlarmKit/AppModules.swift <<SWIFT
$app_imports
/// The app's own modules, whose names are common in apps.
public enum AppModules {
    public static let names = [$app_names]
}
SWIFT

cat > Sources/AlarmKit/AlarmScreens.swift <<'SWIFT'
import PickerRender

/// The app's pickers, shared as constants (Sendable values).
public enum AlarmScreens {
    public static let hours = WheelPicker(title: "Hour", values: Array(0..<24), selection: 7) { $0 < 10 ? "0\($0)" : "\($0)" }
    public static let snooze = RulerScrollPicker(title: "Snooze", value: 9, range: 0...30)
    public static let fruit = SystemWheelPicker(title: "Fruit", options: ["Apple", "Banana", "Cherry"], selection: "Banana")
        .accessibilityLabel("Fruit")
    /// A wheel over a ruler with a title of the app's own.
    public static let alarm = Picture(padding: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)) {
        VStack(spacing: 12) {
            Text(AlarmTitle.value).font(.title2).fontWeight(.bold)
            hours.frame(width: 300)
            snooze.frame(width: 300)
        }
    }
}

/// The title, changed by the third run to prove a changed picture fails.
public enum AlarmTitle {
    public static let value = "Wake up"
}
SWIFT

cat > Sources/AlarmKit/StarRating.swift <<'SWIFT'
import PickerRender

/// The app's own control, from the product's views alone: five stars, `rating` of them filled
/// (a fraction fills part of a star with a hard-edged gradient mask), on a capsule with a shadow.
public struct StarRating: View, Equatable {
    public var rating: Double
    public init(rating: Double) { self.rating = rating }

    public var body: some View {
        HStack(spacing: 4) {
            for i in 0..<5 {
                let fill = min(max(rating - Double(i), 0), 1)
                ZStack {
                    Text("★").font(.title).foregroundStyle(.gray4)
                    Text("★").font(.title).foregroundStyle(.yellow)
                        .mask(LinearGradient(stops: [.init(color: .black, location: 0), .init(color: .black, location: fill),
                                                     .init(color: .clear, location: fill), .init(color: .clear, location: 1)],
                                             startPoint: .leading, endPoint: .trailing))
                }
                .rotationEffect(.degrees(Expression(Double(i) * 4 - 8)))
            }
        }
        .padding(.horizontal, 12).padding(.vertical, 6)
        .background(Capsule().fill(.secondarySystemGroupedBackground).shadow(radius: 3, y: 1))
    }
}
SWIFT

cat > Tests/AlarmKitTests/SwiftTestingSnapshots.swift <<'SWIFT'
import Testing
import PickerRender
import PickerRenderTesting
import AlarmKit

@Suite struct SwiftTestingSnapshots {
    @Test func appModules() {
        #expect(AppModules.names.count == 10)
    }
    @Test func hoursWheel() {
        Snapshot.verify(AlarmScreens.hours, suite: "Testing")
    }
    @Test func snoozeRuler() {
        Snapshot.verify(AlarmScreens.snooze, as: .picker(offset: 6), suite: "Testing")
    }
    @Test func fruitWheel() {
        Snapshot.verify(AlarmScreens.fruit, as: .picker(options: RenderOptions(appearance: .dark)), suite: "Testing")
    }
    @Test func alarm() {
        Snapshot.verify(AlarmScreens.alarm, suite: "Testing")
    }
}
SWIFT

cat > Tests/AlarmKitTests/XCTestSnapshots.swift <<'SWIFT'
import XCTest
import PickerRender
import PickerRenderTesting
import AlarmKit

final class XCTestSnapshots: XCTestCase {
    func testHoursWheel() {
        Snapshot.verify(AlarmScreens.hours, named: "hours", suite: "XCTest")
    }
    func testSnoozeRuler() {
        Snapshot.verify(AlarmScreens.snooze, named: "snooze", suite: "XCTest")
    }
    func testFruitWheel() {
        Snapshot.verify(AlarmScreens.fruit, named: "fruit", suite: "XCTest")
    }
    func testAlarm() {
        Snapshot.verify(AlarmScreens.alarm, named: "alarm", suite: "XCTest")
    }
}
SWIFT

unset CI SNAPSHOT_RECORD SNAPSHOT_ARTIFACTS
fail() { echo "FAIL: $1"; [ -n "${2:-}" ] && tail -40 "$2"; exit 1; }
line_of() { grep -n "$2" "Tests/AlarmKitTests/$1" | head -1 | cut -d: -f1; }   # the line of a verify call
results=.build/snapshot-failures
echo "external package: $work (depends on $repo as '$identity')"

echo "step 0: the app's targets named $app_modules build beside the products"
swift build --build-tests > run0.log 2>&1 || fail "the app's package does not build beside PickerRender" run0.log

echo "step 1: no references: every test fails with a hint"
if swift test > run1.log 2>&1; then fail "a run without references passed" run1.log; fi
grep -q "no reference at $work/Snapshots/Testing/hoursWheel.png" run1.log || fail "no 'no reference' message" run1.log
hint_st=$(grep -o "SNAPSHOT_RECORD=missing swift test --filter [^ ]*hoursWheel\$" run1.log | head -1)
hint_xc=$(grep -o "SNAPSHOT_RECORD=missing swift test --filter [^ ]*testHoursWheel\$" run1.log | head -1)
[ -n "$hint_st" ] && [ -n "$hint_xc" ] || fail "no re-record hint naming the test" run1.log
[ ! -e Snapshots ] || fail "a run without SNAPSHOT_RECORD wrote under Snapshots/"

echo "step 2: the hints, as printed: '$hint_st' and '$hint_xc'"
for hint in "$hint_st" "$hint_xc"; do
  eval "$hint" > run2.log 2>&1 || fail "the hint failed: $hint" run2.log
  grep -Eq "Test run with 1 test |Executed 1 test" run2.log || fail "the hint did not run exactly one test: $hint" run2.log
  cat run2.log >> run2-all.log
done
[ "$(find Snapshots -name '*.png' | sort | tr '\n' ' ')" = "Snapshots/Testing/hoursWheel.png Snapshots/XCTest/hours.png " ] \
  || fail "the hints recorded $(find Snapshots -name '*.png' | tr '\n' ' ') instead of exactly the two tests' references" run2-all.log
for f in Testing/hoursWheel XCTest/hours; do
  grep -q "recorded reference $work/Snapshots/$f.png" run2-all.log || fail "recording $f.png was not reported" run2-all.log
  [ "$(grep -c "snapshots: recorded $work/Snapshots/$f.png" run2-all.log)" -eq 1 ] || fail "not one end-of-run line for $f.png" run2-all.log
done
grep -q "SwiftTestingSnapshots.swift:$(line_of SwiftTestingSnapshots.swift AlarmScreens.hours)" run2-all.log \
  || fail "the Swift Testing recording is not reported at its verify line" run2-all.log
# A recording is counted as one, never as a pass, and the run's status agrees (0 outside CI).
grep -q "^snapshots: 0 failed, 1 recorded, 0 passed in this run (commit the recorded references)" run2-all.log \
  || fail "the summary of a recording does not count it as a recording" run2-all.log
# A picture's scene is recorded beside it.
[ -f Snapshots/Testing/hoursWheel.scene.txt ] && grep -q 'layer "item 5: .* position=-0.8 .*rotation=49.6' Snapshots/Testing/hoursWheel.scene.txt \
  || fail "no scene text beside Testing/hoursWheel.png" run2-all.log

echo "step 3: recording under CI=true writes but fails"
if CI=true SNAPSHOT_RECORD=missing swift test > run3.log 2>&1; then fail "recording passed under CI=true" run3.log; fi
grep -q "CI=true: recording never passes on CI" run3.log || fail "CI=true failure not explained" run3.log
grep -q "^snapshots: 0 failed, 6 recorded, 2 passed in this run (the run fails: with CI=true a recording is a failure)" run3.log \
  || fail "the summary under CI=true does not say the recordings fail the run" run3.log
count=$(find Snapshots -name '*.png' | wc -l)
[ "$count" -eq 8 ] || fail "expected 8 references after recording, found $count" run3.log

echo "step 4: verifying passes; a changed title fails at the verify lines, with attachments"
swift test > run4.log 2>&1 || fail "the run after recording failed" run4.log
sed -i 's/"Wake up"/"Wake up!"/' Sources/AlarmKit/AlarmScreens.swift
mkdir -p attachments
if swift test --attachments-path attachments > run5.log 2>&1; then fail "a changed picture passed" run5.log; fi
grep -q "snapshot Testing/alarm differs from its reference" run5.log || fail "run 5 failed for another reason" run5.log
st_line=$(line_of SwiftTestingSnapshots.swift AlarmScreens.alarm)
xc_line=$(line_of XCTestSnapshots.swift AlarmScreens.alarm)
grep -A1 "recorded an issue at SwiftTestingSnapshots.swift:$st_line:" run5.log | grep -q "snapshot Testing/alarm differs" \
  || fail "the Swift Testing failure is not at SwiftTestingSnapshots.swift:$st_line" run5.log
grep -q "XCTestSnapshots.swift:$xc_line: error: .*snapshot XCTest/alarm differs" run5.log \
  || fail "the XCTest failure is not at XCTestSnapshots.swift:$xc_line" run5.log
! grep -q "Caught error" run5.log || fail "a Swift Testing failure was reported twice (Caught error)" run5.log
! grep -q "<EXPR>:0" run5.log || fail "an XCTest failure was reported twice (<EXPR>:0)" run5.log
[ "$(grep -c "recorded an issue at SwiftTestingSnapshots.swift" run5.log)" -eq 1 ] || fail "not exactly one Swift Testing issue" run5.log
for kind in actual expected pixeldiff; do
  find attachments -name "Testing-alarm.$kind*.png" | grep -q . || fail "no Testing-alarm.$kind attachment in attachments/: $(ls attachments)" run5.log
done
grep -q "^## Snapshots: 2 failed, 0 recorded, 6 passed" $results/summary.md || fail "summary.md: $(head -1 $results/summary.md)"
[ "$(grep -c '^snapshots: .* in this run' run5.log)" -eq 1 ] && grep -q "^snapshots: 2 failed, 0 recorded, 6 passed in this run" run5.log \
  || fail "the end-of-run summary is not one line covering both frameworks" run5.log
grep -q "Testing/alarm.crop.png" $results/summary.md || fail "summary.md has no worst-region crop"
cp $results/summary.md summary-two-failures.md

echo "step 5: review, approve, pass"
report=$(swift run -q picker-render snapshots review 2>review.err) || fail "review failed: $(cat review.err)"
[ "$report" = "$work/$results/index.html" ] || fail "review printed '$report'"
before=$(sha256sum Snapshots/XCTest/alarm.png)
swift run -q picker-render snapshots approve --all > approve.log 2>&1 || fail "approve failed" approve.log
grep -q "approved Testing/alarm: .* -> $work/Snapshots/Testing/alarm.png" approve.log || fail "approve did not say what it changed" approve.log
[ "$(grep -c '^approved ' approve.log)" -eq 2 ] || fail "approve changed other than the two failures" approve.log
[ "$(sha256sum Snapshots/XCTest/alarm.png)" != "$before" ] || fail "approve left XCTest/alarm.png as it was"
swift test > run6.log 2>&1 || fail "the run after approving failed" run6.log
grep -q "^## Snapshots: 0 failed, 0 recorded, 8 passed" $results/summary.md || fail "stale results: $(head -1 $results/summary.md)"
grep -q "Testing/alarm" $results/index.html && ! grep -q 'class="failed"' $results/index.html || fail "index.html still lists a failure"
SNAPSHOT_ARTIFACTS="$work/elsewhere" swift test --filter XCTestSnapshots/testAlarm > run6b.log 2>&1 || fail "the run with SNAPSHOT_ARTIFACTS failed" run6b.log
grep -q "^## Snapshots: 0 failed, 0 recorded, 1 passed" elsewhere/snapshot-failures/summary.md || fail "SNAPSHOT_ARTIFACTS was not followed" run6b.log
grep -q "^## Snapshots: 0 failed, 0 recorded, 8 passed" $results/summary.md || fail "SNAPSHOT_ARTIFACTS run touched .build's results"

echo "step 6: duplicate names; orphans"
cat > Tests/AlarmKitTests/DuplicateSnapshots.swift <<'SWIFT'
import Testing
import PickerRenderTesting
import AlarmKit

@Suite struct DuplicateSnapshots {
    @Test func first() {
        Snapshot.verify(AlarmScreens.hours, named: "shared", suite: "Dup")
    }
    @Test func second() {
        Snapshot.verify(AlarmScreens.snooze, named: "shared", suite: "Dup")
    }
}
SWIFT
if SNAPSHOT_RECORD=missing swift test --filter DuplicateSnapshots > run7.log 2>&1; then fail "two tests sharing a reference name passed" run7.log; fi
grep -q "duplicate reference name" run7.log || fail "no duplicate-name failure" run7.log
for n in $(grep -n 'named: "shared"' Tests/AlarmKitTests/DuplicateSnapshots.swift | cut -d: -f1); do
  grep -q "DuplicateSnapshots.swift:$n " run7.log || fail "the duplicate failure does not name DuplicateSnapshots.swift:$n" run7.log
done
grep -q "snapshots: 1 failed, 1 recorded" run7.log || fail "the duplicate replaced the first user's result" run7.log
rm Tests/AlarmKitTests/DuplicateSnapshots.swift
swift test > run8.log 2>&1 || fail "the full run failed" run8.log
if swift run -q picker-render snapshots --orphans --check > orphans.log 2>&1; then fail "--orphans --check passed with an orphan" orphans.log; fi
grep -q "Snapshots/Dup/shared.png" orphans.log || fail "the orphan is not listed" orphans.log
swift run -q picker-render snapshots --orphans --delete > delete.log 2>&1 || fail "--orphans --delete failed" delete.log
[ ! -e Snapshots/Dup/shared.png ] && [ -e Snapshots/Testing/alarm.png ] || fail "--delete removed the wrong files" delete.log
swift run -q picker-render snapshots --orphans --check > /dev/null 2>&1 || fail "orphans remain after --delete"
echo "step 7: the app's own control and an adapted wheel component from a spec file"
mkdir -p specs
cp "$repo/docs/examples/wheel-component.json" "$repo/docs/examples/adapted-wheel.json" specs/
cat > Tests/AlarmKitTests/OwnPickerTests.swift <<'SWIFT'
import Foundation
import Testing
import PickerRender
import PickerRenderTesting
import AlarmKit

@Suite struct OwnPickerTests {
    static let stars = Picture(padding: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8), content: StarRating(rating: 3.5))

    @Test func starRating() {
        Snapshot.verify(Self.stars, suite: "Own")
    }
    @Test func starRatingSpecReadsBackToTheSameBytes() throws {
        let text = Self.stars.specText
        let read = try Picture(json: Array(text.utf8))
        #expect(read == Self.stars)
        #expect(read.specText == text)
        #expect(try read.render() == Self.stars.render())
    }
    @Test func adaptedWheelFromASpecFile() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("specs/adapted-wheel.json").path
        let picture = try Picture(contentsOfFile: file)
        Snapshot.verify(picture, suite: "Own")
        var wheel = WheelPicker(title: "Hour", range: 0...23, format: "%02d", selection: 7)
        wheel.tilt = -45; wheel.perspective = 0.4; wheel.opacityFalloff = 0.5; wheel.rowHeight = 50; wheel.bandCornerRadius = 20
        var options = picture.options
        options.background = .color(.systemGroupedBackground)
        var drawn = picture
        drawn.options = options
        #expect(try drawn.render() == Picture(width: 171, options: options, content: wheel).render())
    }
}
SWIFT
if swift test --filter OwnPickerTests > run9.log 2>&1; then fail "the own control's tests passed without references" run9.log; fi
SNAPSHOT_RECORD=missing swift test --filter OwnPickerTests > run10.log 2>&1 || fail "recording the own control's references failed" run10.log
[ -e Snapshots/Own/starRating.png ] && [ -e Snapshots/Own/adaptedWheelFromASpecFile.png ] || fail "the own control's references were not recorded" run10.log
swift test --filter OwnPickerTests > run11.log 2>&1 || fail "the own control's tests failed with their references" run11.log
grep -q "Test run with 3 tests" run11.log || fail "not all three own-control tests ran" run11.log
echo "step 8: three failing verifies, SNAPSHOT_RECORD=failed after a partial comparison, orphans after a filtered run"
cat > Tests/AlarmKitTests/ThreeVerifies.swift <<'SWIFT'
import Foundation
import Testing
import PickerRender
import PickerRenderTesting

/// The hour comes from ALARM_HOUR, so a run can change all three pictures at once.
let hour = Int(ProcessInfo.processInfo.environment["ALARM_HOUR"] ?? "") ?? 7
let wheel = WheelPicker(title: "Hour", range: 0...23, format: "%02d", selection: hour)

@Suite struct ThreeVerifies {
    @Test func threeViews() {
        Snapshot.verify(wheel, named: "three-a", suite: "Three")
        Snapshot.verify(wheel, as: .picker(width: 200), named: "three-b", suite: "Three")
        Snapshot.verify(wheel, as: .picker(width: 240), named: "three-c", suite: "Three")
        print("threeViews reached its end")
    }
}
SWIFT
cat > Tests/AlarmKitTests/RequireThree.swift <<'SWIFT'
import Testing
import PickerRenderTesting

@Suite struct RequireThree {
    @Test func requireThree() throws {
        try Snapshot.require(wheel, named: "req-a", suite: "Three")
        try Snapshot.require(wheel, as: .picker(width: 200), named: "req-b", suite: "Three")
        try Snapshot.require(wheel, as: .picker(width: 240), named: "req-c", suite: "Three")
    }
}
SWIFT
SNAPSHOT_RECORD=missing swift test --filter "ThreeVerifies|RequireThree" > run12.log 2>&1 || fail "recording the three-verify references failed" run12.log
[ "$(find Snapshots/Three -name '*.png' | wc -l)" -eq 6 ] || fail "expected 6 references in Snapshots/Three" run12.log
if ALARM_HOUR=9 swift test --filter ThreeVerifies > run13.log 2>&1; then fail "three changed pictures passed" run13.log; fi
for n in $(grep -n 'Snapshot.verify(wheel' Tests/AlarmKitTests/ThreeVerifies.swift | cut -d: -f1); do
  [ "$(grep -c "recorded an issue at ThreeVerifies.swift:$n:" run13.log)" -eq 1 ] || fail "no single issue at ThreeVerifies.swift:$n" run13.log
done
grep -q "threeViews() failed after .* with 3 issues" run13.log || fail "threeViews did not fail with exactly three issues" run13.log
grep -q "threeViews reached its end" run13.log || fail "threeViews stopped at a failure" run13.log
before_b=$(sha256sum Snapshots/Three/req-b.png); before_c=$(sha256sum Snapshots/Three/req-c.png); before_a=$(sha256sum Snapshots/Three/req-a.png)
if ALARM_HOUR=9 swift test --filter RequireThree > run14.log 2>&1; then fail "require passed on a changed picture" run14.log; fi
grep -q "snapshot Three/req-a differs" run14.log && ! grep -q "Three/req-b" run14.log || fail "require did not stop at its first failure" run14.log
if ALARM_HOUR=9 SNAPSHOT_RECORD=failed swift test --filter RequireThree > run15.log 2>&1; then fail "req-b was rewritten without a reported failure" run15.log; fi
[ "$(sha256sum Snapshots/Three/req-a.png)" != "$before_a" ] || fail "SNAPSHOT_RECORD=failed did not rewrite the reported failure req-a" run15.log
[ "$(sha256sum Snapshots/Three/req-b.png)" = "$before_b" ] && [ "$(sha256sum Snapshots/Three/req-c.png)" = "$before_c" ] \
  || fail "SNAPSHOT_RECORD=failed rewrote a reference whose failure no run had reported" run15.log
grep -q "SNAPSHOT_RECORD=failed left $work/Snapshots/Three/req-b.png as it was" run15.log || fail "the untouched reference is not explained" run15.log
# The last run was filtered: nothing may be deleted, even with orphans about.
before=$(find Snapshots -type f | sort | sha256sum)
status=0; swift run -q picker-render snapshots --orphans --delete > delete2.log 2>&1 || status=$?
[ "$status" -eq 2 ] || fail "--orphans --delete after a filtered run exited $status, not 2" delete2.log
[ "$(find Snapshots -type f | sort | sha256sum)" = "$before" ] || fail "--orphans --delete after a filtered run deleted something" delete2.log
! grep -q "^deleted" delete2.log || fail "--orphans --delete printed deleted after a filtered run" delete2.log
grep -q "^error: snapshots --orphans: the last test run (.*) was partial: filtered (swift test --filter RequireThree).*run the whole suite" delete2.log \
  || fail "the refusal does not say why and what to run" delete2.log
status=0; swift run -q picker-render snapshots --orphans --check > check2.log 2>&1 || status=$?
[ "$status" -eq 2 ] || fail "--orphans --check after a filtered run exited $status, not 2" check2.log
rm Tests/AlarmKitTests/ThreeVerifies.swift Tests/AlarmKitTests/RequireThree.swift; rm -r Snapshots/Three   # step 8 left req-a at another hour
echo "step 8b: an adapted wheel's math: its opacity falloff +0.01 and its tilt +0.5 degree each fail, naming the quantity and the row"
cat > Tests/AlarmKitTests/AdaptedMath.swift <<'SWIFT'
import Foundation
import Testing
import PickerRender
import PickerRenderTesting

/// The falloff and the tilt come from the environment, as a constant changed in the code would.
@Suite struct AdaptedMath {
    @Test func adaptedWheel() {
        let env = ProcessInfo.processInfo.environment
        var wheel = WheelPicker(title: "Hour", range: 0...23, format: "%02d", selection: 7)
        wheel.opacityFalloff = Double(env["WHEEL_FALLOFF"] ?? "") ?? 0.5
        wheel.tilt = Double(env["WHEEL_TILT"] ?? "") ?? -45
        Snapshot.verify(wheel, suite: "Math")
    }
}
SWIFT
SNAPSHOT_RECORD=missing swift test --filter AdaptedMath > run16.log 2>&1 || fail "recording the adapted wheel failed" run16.log
[ -f Snapshots/Math/adaptedWheel.png ] && [ -f Snapshots/Math/adaptedWheel.scene.txt ] || fail "the adapted wheel's reference and scene were not both recorded" run16.log
if WHEEL_FALLOFF=0.51 swift test --filter AdaptedMath > run17.log 2>&1; then fail "the falloff changed by 0.01 passed" run17.log; fi
grep -q "snapshot Math/adaptedWheel differs from its reference: the scene changed: item [0-9]* \"[0-9]*\" (position -\{0,1\}0.8): opacity 0.6 -> 0.592" run17.log \
  || fail "the falloff's failure does not name the opacity and the row" run17.log
if WHEEL_TILT=-45.5 swift test --filter AdaptedMath > run17b.log 2>&1; then fail "the tilt changed by 0.5 degree passed" run17b.log; fi
grep -q "snapshot Math/adaptedWheel differs from its reference: the scene changed: item .*(position -\{0,1\}0.[48]): rotation [0-9.-]* deg -> [0-9.-]* deg" run17b.log \
  || fail "the tilt's failure does not name the rotation and the row" run17b.log
swift test --filter AdaptedMath > run17c.log 2>&1 || fail "the restored constants do not pass" run17c.log
rm Tests/AlarmKitTests/AdaptedMath.swift; rm -r Snapshots/Math
echo "step 8c: a swift-snapshot-testing suite of SwiftUI views, its imports guarded: recorded, then compared"
cp Package.swift Package.swift.orig
awk -v repo="$identity" '/^    \],$/ && !done { print "        .testTarget(name: \"BadgeTests\", dependencies: [.product(name: \"PickerRenderSwiftUI\", package: \"" repo "\"), .product(name: \"PickerRenderTesting\", package: \"" repo "\")]),"; done = 1 } { print }' \
  Package.swift.orig > Package.swift
mkdir -p Tests/BadgeTests
cat > Tests/BadgeTests/BadgeSnapshotTests.swift <<'SWIFT'
#if canImport(SwiftUI)
import SnapshotTesting
import SwiftUI
#else
import PickerRenderSwiftUI
import PickerRenderTesting
#endif
import Foundation
import Testing
import XCTest

struct Badge: View {
    var title = ProcessInfo.processInfo.environment["BADGE_TITLE"] ?? "Wake Up"
    var body: some View {
        VStack(spacing: 4) {
            Text(title).font(.headline).foregroundStyle(.secondary)
            Text("07:30").font(.largeTitle).fontWeight(.bold).monospacedDigit()
        }
        .padding()
    }
}

final class BadgeSnapshotTests: XCTestCase {
    func testBadge() {   // XCTest on Linux runs tests on the main thread, and cannot run a @MainActor method
        assertSnapshot(of: Badge(), as: .image)
        assertSnapshot(of: Badge(), as: .image(layout: .device(config: .iPhone13)))
        assertSnapshot(of: Badge(), as: .image(precision: 0.99, perceptualPrecision: 0.98, layout: .fixed(width: 200, height: 120)), named: "fixed")
    }
}

@Suite struct BadgeSuite {
    @Test @MainActor func darkBadge() {
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: Badge(), as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
        }
    }
}
SWIFT
if swift test --filter "BadgeSnapshotTests|BadgeSuite" > run19.log 2>&1; then fail "recording the swift-snapshot-testing suite passed (a recording fails there)" run19.log; fi
for f in BadgeSnapshotTests/testBadge.1 BadgeSnapshotTests/testBadge.2 BadgeSnapshotTests/testBadge.fixed BadgeSnapshotTests/darkBadge.1; do
  [ -f "Tests/BadgeTests/__Snapshots__/$f.png" ] || fail "no __Snapshots__/$f.png recorded: $(find Tests/BadgeTests -name '*.png' | tr '\n' ' ')" run19.log
done
grep -q "a recording fails, as in swift-snapshot-testing" run19.log || fail "the recording's failure is not explained" run19.log
swift test --filter "BadgeSnapshotTests|BadgeSuite" > run20.log 2>&1 || fail "the recorded swift-snapshot-testing references do not pass" run20.log
if BADGE_TITLE="Wake Up!" SNAPSHOT_TESTING_RECORD=never swift test --filter BadgeSuite > run21.log 2>&1; then fail "a changed title passed" run21.log; fi
grep -q "snapshot BadgeSnapshotTests/darkBadge.1 differs from its reference: the scene changed: text" run21.log || fail "the changed title's failure does not name the text" run21.log
rm -r Tests/BadgeTests; mv Package.swift.orig Package.swift
echo "step 8d: previews become snapshot tests with no test code (the PreviewSnapshots plugin)"
cp Package.swift Package.swift.orig
awk -v repo="$identity" '/^    \],$/ && !done {
    print "        .target(name: \"AlarmScreens\", dependencies: [.product(name: \"PickerRenderSwiftUI\", package: \"" repo "\")]),"
    print "        .testTarget(name: \"AlarmPreviewTests\", dependencies: [\"AlarmScreens\", .product(name: \"PickerRenderSwiftUI\", package: \"" repo "\"), .product(name: \"PickerRenderTesting\", package: \"" repo "\")],"
    print "                    plugins: [.plugin(name: \"PreviewSnapshots\", package: \"" repo "\")]),"
    done = 1 } { print }' Package.swift.orig > Package.swift
mkdir -p Sources/AlarmScreens Tests/AlarmPreviewTests
# SwiftPM builds no target without a file of its own ("Source files for target ... should be
# located under ..."), even one whose plugin writes its sources: one comment is enough.
echo "// The previews of AlarmScreens, as snapshot tests: written by the PreviewSnapshots plugin." > Tests/AlarmPreviewTests/Previews.swift
cat > Sources/AlarmScreens/Screens.swift <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI
#else
import PickerRenderSwiftUI
#endif
import Foundation

struct AlarmBadge: View {
    var title: String
    var size: CGFloat = 34
    var body: some View {
        VStack(spacing: 4) {
            Text(title).font(.headline).foregroundStyle(.secondary)
            Text("07:30").font(.system(size: size, weight: .bold))
        }
    }
}

#if canImport(SwiftUI)
#Preview("Wake Up") {
    AlarmBadge(title: "Wake Up")
}

#Preview {
    let env = ProcessInfo.processInfo.environment
    AlarmBadge(title: env["BADGE"] ?? "Nap", size: CGFloat(Double(env["BADGE_SIZE"] ?? "") ?? 34))
}
#endif
SWIFT
SNAPSHOT_RECORD=missing swift test --filter AlarmPreviewTests > run22.log 2>&1 || fail "recording the previews failed" run22.log
grep -q "Test run with 2 tests" run22.log || fail "the two previews are not two tests" run22.log
for f in Screens-Wake-Up Screens-1; do
  [ -f "Snapshots/Previews/$f.png" ] && [ -f "Snapshots/Previews/$f.scene.txt" ] || fail "no Snapshots/Previews/$f.png recorded: $(ls Snapshots/Previews 2>&1)" run22.log
done
swift test --filter AlarmPreviewTests > run23.log 2>&1 || fail "the recorded previews do not pass" run23.log
grep -q "^snapshots: 0 failed, 0 recorded, 2 passed" run23.log || fail "the previews' summary is not 2 passed" run23.log
nap_line=$(grep -n '^#Preview {' Sources/AlarmScreens/Screens.swift | cut -d: -f1)
if BADGE=Siesta swift test --filter AlarmPreviewTests > run24.log 2>&1; then fail "a changed preview passed" run24.log; fi
grep -q "Screens.swift:$nap_line.*snapshot Previews/Screens-1 differs from its reference: the scene changed: text \"Nap\"" run24.log \
  || grep -A1 "recorded an issue at Screens.swift:$nap_line" run24.log | grep -q "snapshot Previews/Screens-1 differs from its reference: the scene changed: text \"Nap\"" \
  || fail "the changed preview is not reported at its #Preview line, naming the text" run24.log
report=$(swift run -q picker-render snapshots review 2>review2.err) || fail "review failed: $(cat review2.err)"
grep -q 'class="failed" id="Previews/Screens-1"' "$report" && grep -q 'text &quot;Nap&quot;' "$report" \
  || fail "the report does not show the failed preview and its scene's changes ($report)"
swift run -q picker-render snapshots approve Previews/Screens-1 > approve2.log 2>&1 || fail "approving the preview failed" approve2.log
BADGE=Siesta swift test --filter AlarmPreviewTests > run25.log 2>&1 || fail "the approved preview does not pass" run25.log
grep -q 'text "Siesta"' Snapshots/Previews/Screens-1.scene.txt || fail "approve did not write the preview's scene" approve2.log
if BADGE=Siesta BADGE_SIZE=-1 swift test --filter AlarmPreviewTests > run26.log 2>&1; then fail "a preview that cannot be drawn passed" run26.log; fi
grep -q 'preview Screens.swift:'"$nap_line"' cannot be drawn: .*size' run26.log || fail "the preview that cannot be drawn is not named" run26.log
rm -r Sources/AlarmScreens Tests/AlarmPreviewTests Snapshots/Previews; mv Package.swift.orig Package.swift
echo "step 9: fonts only when the text needs them; a font pack used from another folder"
cat > Tests/AlarmKitTests/FontNeedsTests.swift <<'SWIFT'
import Testing
import PickerRender
import PickerRenderTesting

/// The one picture of the package with text the bundled faces lack: it needs the CJK face.
@Suite struct FontNeedsTests {
    @Test func japaneseAlarm() {
        Snapshot.verify(Picture(padding: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)) {
            Text("目覚まし 7:30").font(.title2)
        }, suite: "Fonts")
    }
}
SWIFT
SNAPSHOT_RECORD=missing swift test --filter FontNeedsTests > run16.log 2>&1 || fail "recording the Japanese picture failed" run16.log
[ -e Snapshots/Fonts/japaneseAlarm.png ] || fail "the Japanese picture's reference was not recorded" run16.log
if unshare -m --propagation private true 2>/dev/null; then
  # Every system font hidden: every Latin-only test passes.
  unshare -m --propagation private sh -c 'mount -t tmpfs none /usr/share/fonts && exec swift test --skip FontNeedsTests' > run17.log 2>&1 \
    || fail "Latin-only snapshot tests failed with the system fonts hidden" run17.log
  # Only the CJK faces hidden: the Japanese test alone fails, naming the face, its package and what to do.
  if unshare -m --propagation private sh -c 'mount -t tmpfs none /usr/share/fonts/opentype/noto && exec swift test' > run18.log 2>&1; then
    fail "the Japanese picture passed without the CJK face" run18.log
  fi
  grep -q "japaneseAlarm.*NotoSansCJK-Regular.ttc is not installed (Debian package fonts-noto-cjk" run18.log \
    || fail "the failure does not name the CJK face and its package" run18.log
  grep -q "picker-render fonts pack DIR" run18.log || fail "the failure does not say what to do" run18.log
  others=$(grep -E "✘ Test [a-zA-Z]|error: -\[|Test Case .* failed" run18.log | grep -v -e japaneseAlarm -e "Test run with" || true)
  [ -z "$others" ] || fail "tests other than the Japanese one failed without the CJK face: $others" run18.log
  # A font pack written here, moved, and used with every system font hidden: every test passes.
  swift run -q picker-render fonts pack "$work/pack-made" > pack.log 2>&1 || fail "fonts pack failed" pack.log
  mv "$work/pack-made" "$work/pack-moved"
  unshare -m --propagation private sh -c "mount -t tmpfs none /usr/share/fonts && PICKER_RENDER_FONTS='$work/pack-moved' exec swift test" > run19.log 2>&1 \
    || fail "the tests failed with a font pack and no system fonts" run19.log
else
  echo "step 9: SKIPPED, this machine cannot make a mount namespace (unshare -m), which hiding the system fonts needs" >&2
fi
echo "external package: OK (hints, loud and CI-safe recording, verify-line failures with attachments, review, approve, duplicates, orphans, an own control and a spec file's component, several verifies, SNAPSHOT_RECORD=failed after a partial run, orphans refused after a filtered run, fonts only when needed, a font pack)"
