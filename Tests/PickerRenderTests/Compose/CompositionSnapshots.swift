// Pixels of compositions made of SwiftUI's drawing vocabulary, against references under
// Snapshots/CompositionSnapshots/: the documented examples (docs/examples/drawing.json, every
// shape, paint and effect; image.json, an image at its size, fitted, filled and clipped, turned;
// adapted-wheel.json, the wheel as a component of an included file)
// and a star rating built in Swift from texts, a gradient mask and a shadow. Each reference was
// looked at before it was committed; re-record only after looking
// (SNAPSHOT_RECORD=failed swift test --filter CompositionSnapshots).

import Foundation
import Testing
import PickerRender
import PickerRenderTesting

@Suite struct CompositionSnapshots {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/examples")

    func check(_ picture: Picture, _ name: String) throws {
        Snapshot.verify(try picture.render(), named: name, suite: "CompositionSnapshots")
    }

    @Test func drawingVocabulary() throws {
        try check(Picture(contentsOfFile: Self.examples.appendingPathComponent("drawing.json").path), "drawing")
    }

    @Test func images() throws {
        try check(Picture(contentsOfFile: Self.examples.appendingPathComponent("image.json").path), "image")
    }

    @Test func adaptedWheelComponent() throws {
        var picture = try Picture(contentsOfFile: Self.examples.appendingPathComponent("adapted-wheel.json").path)
        picture.options.background = .color(.semantic(.systemGroupedBackground))
        try check(picture, "adapted-wheel")
    }

    /// Five stars, `rating` of them filled (a fraction fills part of a star): a gray star with a
    /// yellow one over it, masked by a hard-edged gradient.
    static func stars(_ rating: Double) -> AnyView {
        AnyView(HStack(spacing: 4) {
            for i in 0..<5 {
                let fill = min(max(rating - Double(i), 0), 1)
                ZStack {
                    Text("★").font(.title).foregroundStyle(.gray4)
                    Text("★").font(.title).foregroundStyle(.yellow)
                        .mask(LinearGradient(stops: [.init(color: .black, location: 0), .init(color: .black, location: fill),
                                                     .init(color: .clear, location: fill), .init(color: .clear, location: 1)],
                                             startPoint: .leading, endPoint: .trailing))
                        .shadow(radius: 1, y: 1)
                }
            }
        })
    }

    @Test func starRating() throws {
        try check(Picture(padding: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8), options: RenderOptions(scale: 2),
                          content: Self.stars(3.5)), "stars-3.5")
    }
}
