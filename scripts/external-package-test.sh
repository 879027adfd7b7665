#!/usr/bin/env bash
# A user's package, made from scratch outside this repository, that depends on the
# PickerRender and PickerRenderTesting products only: it composes a wheel over a ruler with its
# own title and snapshots a WheelPicker, a RulerScrollPicker, a system wheel and that
# composition, in Swift Testing and in XCTest, with `static let` pickers in Swift 6 mode.
# Run 1 records the references (SNAPSHOT_RECORD=missing); run 2 must pass without recording;
# run 3, with one picture changed, must fail. Exits non-zero on any surprise.
# Usage: scripts/external-package-test.sh [WORK_DIR]   (default: a new temporary folder)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d /tmp/picker-render-user-XXXXXX)}"
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"   # a path dependency's identity is its folder's name
mkdir -p "$work/Sources/AlarmKit" "$work/Tests/AlarmKitTests"
cd "$work"

cat > Package.swift <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "AlarmKit",
    products: [.library(name: "AlarmKit", targets: ["AlarmKit"])],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "AlarmKit", dependencies: [.product(name: "PickerRender", package: "$identity")]),
        .testTarget(name: "AlarmKitTests", dependencies: [
            "AlarmKit",
            .product(name: "PickerRender", package: "$identity"),
            .product(name: "PickerRenderTesting", package: "$identity"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
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

cat > Tests/AlarmKitTests/SwiftTestingSnapshots.swift <<'SWIFT'
import Testing
import PickerRender
import PickerRenderTesting
import AlarmKit

@Suite struct SwiftTestingSnapshots {
    @Test func hoursWheel() throws { try Snapshot.verify(AlarmScreens.hours, suite: "Testing") }
    @Test func snoozeRuler() throws { try Snapshot.verify(AlarmScreens.snooze, offset: 6, suite: "Testing") }
    @Test func fruitWheel() throws {
        try Snapshot.verify(AlarmScreens.fruit, renderOptions: RenderOptions(appearance: .dark), suite: "Testing")
    }
    @Test func alarm() throws { try Snapshot.verify(AlarmScreens.alarm, suite: "Testing") }
}
SWIFT

cat > Tests/AlarmKitTests/XCTestSnapshots.swift <<'SWIFT'
import XCTest
import PickerRender
import PickerRenderTesting
import AlarmKit

final class XCTestSnapshots: XCTestCase {
    func testHoursWheel() throws { try Snapshot.verify(AlarmScreens.hours, named: "hours", suite: "XCTest") }
    func testSnoozeRuler() throws { try Snapshot.verify(AlarmScreens.snooze, named: "snooze", suite: "XCTest") }
    func testFruitWheel() throws { try Snapshot.verify(AlarmScreens.fruit, named: "fruit", suite: "XCTest") }
    func testAlarm() throws { try Snapshot.verify(AlarmScreens.alarm, named: "alarm", suite: "XCTest") }
}
SWIFT

echo "external package: $work (depends on $repo as '$identity')"
echo "run 1: recording"
SNAPSHOT_RECORD=missing swift test 2>&1 | tail -3
count=$(find Snapshots -name '*.png' | wc -l)
[ "$count" -eq 8 ] || { echo "FAIL: expected 8 references, found $count"; find Snapshots; exit 1; }
for f in Testing/hoursWheel Testing/snoozeRuler Testing/fruitWheel Testing/alarm XCTest/hours XCTest/snooze XCTest/fruit XCTest/alarm; do
  [ -f "Snapshots/$f.png" ] || { echo "FAIL: no reference Snapshots/$f.png"; exit 1; }
done
echo "run 2: verifying (no recording)"
swift test 2>&1 | tail -3
echo "run 3: a changed title must fail"
sed -i 's/"Wake up"/"Wake up!"/' Sources/AlarmKit/AlarmScreens.swift
if swift test > run3.log 2>&1; then echo "FAIL: a changed picture passed"; tail -20 run3.log; exit 1; fi
grep -q "differs from its reference" run3.log || { echo "FAIL: run 3 failed for another reason"; tail -30 run3.log; exit 1; }
echo "external package: OK (8 references recorded, verified, and a change caught)"
