// Strategies: each draws exactly what the value's own render call draws (so a reference does not
// depend on how it was asked for), every control a spec can name has a default strategy, and an
// animation's frames are verified one reference each with one outcome for the call.

import Foundation
import Testing
import PickerRender
import PickerRenderPNG
@testable import PickerRenderTesting

@Suite struct StrategyTests {
    static let wheel = WheelPicker(title: "M", values: Array(0..<12), selection: 3) { "\($0)" }

    func images<Value>(_ value: Value, _ strategy: SnapshotStrategy<Value>) throws -> [RGBAImage] {
        try strategy.shots(value).compactMap(\.image)
    }

    @Test func everyControlHasADefault() {
        for kind in PickerKinds.all {
            #expect(kind is any Snapshottable.Type, "\(kind) is not Snapshottable: add it to SnapshotStrategy.swift")
        }
    }

    @Test func pickerDrawsWhatRenderDraws() throws {
        let options = RenderOptions(scale: 1, appearance: .dark)
        #expect(try images(Self.wheel, .picker(width: 200, offset: 0.5, options: options))
                == [try Self.wheel.render(width: 200, offset: 0.5, options: options).image])
        #expect(try images(Self.wheel, WheelPicker.defaultSnapshotStrategy) == [try Self.wheel.render().image])
    }

    @Test func pictureAndImagesAreTakenAsTheyAre() throws {
        let picture = Self.wheel.picture(width: 180, options: RenderOptions(scale: 2))
        let rendered = try picture.render()
        #expect(try images(picture, Picture.defaultSnapshotStrategy) == [rendered.image])
        #expect(try images(rendered, RenderedImage.defaultSnapshotStrategy) == [rendered.image])
        #expect(try images(rendered.image, RGBAImage.defaultSnapshotStrategy) == [rendered.image])
        // A recording keeps a RenderedImage's scale (its pHYs) and writes a plain image as it is.
        #expect(try SnapshotStrategy<RenderedImage>.image.shots(rendered)[0].png() == rendered.pngData())
        #expect(try SnapshotStrategy<RGBAImage>.image.shots(rendered.image)[0].png() == PNGCodec.encode(rendered.image))
    }

    /// A type of the user's, verified without `as:` once it says how it is drawn.
    struct Alarm: Snapshottable {
        var hour: Int
        static var defaultSnapshotStrategy: SnapshotStrategy<Alarm> {
            SnapshotStrategy { try WheelPicker(title: "Hour", values: Array(0..<24), selection: $0.hour) { "\($0)" }
                .render(options: RenderOptions(scale: 1)) }
        }
    }

    @Test func aTypeOfYourOwn() throws {
        let box = try Sandbox()
        defer { box.remove() }
        try Snapshot.$reportsToTestFramework.withValue(false) { () throws in
            #expect(try Snapshot.require(Alarm(hour: 7), named: "alarm", suite: "Own", snapshotsDirectory: box.snapshots,
                                        artifactsDirectory: box.artifacts, record: .missing)
                    == .recorded(paths: [box.reference("Own", "alarm")]))
            let failure = #expect(throws: SnapshotFailure.self) {
                try Snapshot.require(Alarm(hour: 8), named: "alarm", suite: "Own", snapshotsDirectory: box.snapshots,
                                    artifactsDirectory: box.artifacts, record: .never)
            }
            #expect(failure?.message.contains("snapshot Own/alarm differs from its reference") == true, "\(String(describing: failure))")
        }
    }

    @Test func anAnimationIsOneCallOverItsFrames() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let picture = Self.wheel.picture(options: RenderOptions(scale: 1))
        let animation = try PictureAnimation(picture: picture, control: "content", motion: .selectionChange(to: "5"), fps: 4)
        let names = (0..<animation.frameCount).map { "a-frame-" + String(repeating: "0", count: $0 < 10 ? 2 : 1) + "\($0)" }
        try Snapshot.$reportsToTestFramework.withValue(false) {
            let recorded = try Snapshot.require(animation, named: "a", suite: "Anim", snapshotsDirectory: box.snapshots,
                                               artifactsDirectory: box.artifacts, record: .missing)
            #expect(recorded == .recorded(paths: names.map { box.reference("Anim", $0) }))
            #expect(try Snapshot.require(animation, named: "a", suite: "Anim", snapshotsDirectory: box.snapshots,
                                        artifactsDirectory: box.artifacts, record: .never) == .matched)
        }
        #expect(box.snapshotFiles() == names.map { "Anim/\($0).png" })
    }
}
