// swift-snapshot-testing's API: its names for references, its precision arguments as
// tolerances, its layouts as pictures. (A suite written for it is run end to end, recorded and
// compared, in a user's package by scripts/external-package-test.sh.)

import Foundation
import Testing
import PickerRender
import PickerRenderSwiftUI
@testable import PickerRenderTesting

@Suite struct AssertSnapshotTests {
    struct Badge: PickerRenderSwiftUI.View {
        var body: some PickerRenderSwiftUI.View {
            PickerRenderSwiftUI.Text("07:30").font(.largeTitle).padding()
        }
    }

    @Test func namesAreSwiftSnapshotTestings() {
        #expect(SnapshotTestingNames.sanitized("testAlarmScreen()") == "testAlarmScreen")
        #expect(SnapshotTestingNames.sanitized("hours(appearance:)") == "hours-appearance")
        #expect(SnapshotTestingNames.sanitized("dark mode") == "dark-mode")
        let file = "/x/\(UUID().uuidString).swift"
        #expect(SnapshotTestingNames.next(file: file, test: "a()") == 1)
        #expect(SnapshotTestingNames.next(file: file, test: "a()") == 2)
        #expect(SnapshotTestingNames.next(file: file, test: "b()") == 1)
    }

    @Test func precisionIsExactAtOneAndAToleranceBelow() throws {
        #expect(Snapshotting<Badge, RenderedImage>.options(precision: 1, perceptualPrecision: 1) == .exact)
        let loose = Snapshotting<Badge, RenderedImage>.options(precision: 0.99, perceptualPrecision: 0.98)
        let t = try #require(loose.tolerance)
        #expect(abs(t.threshold - 0.02) < 1e-6 && abs(t.maxDifferentRatio - 0.01) < 1e-6 && t.includeAA && t.maxWindowCount == .max)
    }

    @Test func recordModesComeFromTheirNames() {
        #expect(SnapshotTestingConfiguration.Record(rawValue: "all")?.mode == .all)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "never")?.mode == .never)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "always") == nil)
        #expect(withSnapshotTesting(record: .failed) { SnapshotTestingConfiguration.current.record } == .failed)
        #expect(SnapshotTestingConfiguration.current.record == nil)
    }

    @MainActor @Test func layoutsAreTheirPictures() throws {
        let fits = try SwiftUISnapshotLayout.sizeThatFits.picture(of: Badge(), traits: .init())
        #expect(fits.canvas == .fit && fits.options.scale == 3 && fits.options.appearance == .light)
        let fixed = try SwiftUISnapshotLayout.fixed(width: 200, height: 100).picture(of: Badge(), traits: .init(userInterfaceStyle: .dark))
        let fixedScene = try fixed.scene()
        #expect(fixedScene.size.width == 200 && fixedScene.size.height == 100 && fixed.options.appearance == .dark)
        let phone = try SwiftUISnapshotLayout.device(config: .iPhoneSe).picture(of: Badge(), traits: .init())
        let phoneScene = try phone.scene()
        #expect(phoneScene.size.width == 320 && phoneScene.size.height == 568 && phoneScene.scale == 2)
        let wide = try SwiftUISnapshotLayout.device(config: .iPhone13(.landscape)).picture(of: Badge(), traits: .init(displayScale: 1))
        #expect(try wide.scene().size.width == 844 && wide.options.scale == 1)
    }
}

extension AssertSnapshotTests {
    /// A view is drawn on the main actor from a `@MainActor` test (on the main queue, which
    /// Swift Testing may run on another thread) and from a task elsewhere, without deadlock.
    @MainActor @Test func drawsOnTheMainActorFromAnywhere() async throws {
        #expect(try onMainActor { 1 } == 1)
        let fromElsewhere = try await Task.detached { try onMainActor { 2 } }.value
        #expect(fromElsewhere == 2)
    }
}
