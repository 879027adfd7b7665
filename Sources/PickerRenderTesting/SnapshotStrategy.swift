// SnapshotStrategy: how a value becomes the image(s) `Snapshot.verify` compares with references.
// It is chosen at the call as SwiftUI's styles are (`as: .picker(offset: 30)`), and every type
// verify accepts has a default one (Snapshottable), so the usual call names none. A strategy
// only draws; comparing, recording and reporting are verify's, written once for every kind.
// Built in, each the default of its type:
// - `.picker(width:offset:options:)` for every control: the control alone, as its
//   `render(width:offset:options:)` draws it (the default: its own width, at rest);
// - `.picture` for a Picture, drawn with its own canvas and environment (a composed view is
//   verified in a Picture, which says its width, padding and environment);
// - `.image` for a RenderedImage or an RGBAImage: the pixels as they are;
// - `.frames` for a PictureAnimation: frame i is the reference `<name>-frame-<iii>`, and a
//   failure names the frame and its time (frames are functions of time, so they repeat);
// - `.scene` for a Picture: its scene text alone, no pixels (fast, and readable in review).
// A picture's or a control's shot carries its scene text (SceneText) beside its pixels, kept as
// `<name>.scene.txt` next to `<name>.png`; an image made elsewhere has none.
// Invariants: a strategy draws exactly what the value's own render call draws, so a reference
// does not depend on how it was asked for; only `.frames` makes more than one image. A strategy
// is Sendable but not Equatable: it is a function, and functions cannot be compared.

import PickerRender
import PickerRenderPNG
import PickerRenderScene

public struct SnapshotStrategy<Value>: Sendable {
    /// One image to compare with one reference.
    struct Shot {
        /// Appended to the reference's name: "" for a lone image, "-frame-003" in an animation.
        var suffix: String
        /// nil for the scene alone.
        var image: RGBAImage?
        /// The PNG a recording writes (a RenderedImage's carries its scale as pHYs).
        var png: () throws -> [UInt8]
        /// The scene text beside the pixels, when the value has a scene.
        var scene: String? = nil
        /// Where the image is in a sequence, for a failure: "frame 3 of 10 (t = 0.3 s)".
        var position: String?
        /// The design profile it was drawn in, when the strategy knows it (the report names it).
        var design: Design? = nil
    }

    let shots: @Sendable (Value) throws -> [Shot]

    init(shots: @escaping @Sendable (Value) throws -> [Shot]) { self.shots = shots }

    /// A strategy of your own: how a value of your type is drawn.
    public init(_ image: @escaping @Sendable (Value) throws -> RenderedImage) {
        shots = { value in [Shot(rendered: try image(value))] }
    }
}

/// A type `Snapshot.verify` takes without being told how to draw it.
public protocol Snapshottable {
    /// The strategy used when the `verify` call names none.
    static var defaultSnapshotStrategy: SnapshotStrategy<Self> { get }
}

extension SnapshotStrategy.Shot {
    init(rendered: RenderedImage, scene: String? = nil, suffix: String = "", position: String? = nil, design: Design? = nil) {
        self.init(suffix: suffix, image: rendered.image, png: { try rendered.pngData() }, scene: scene, position: position, design: design)
    }

    /// A picture's pixels and its scene, laid out once.
    init(picture: Picture) throws {
        let renderer = try PickerRenderer(options: picture.options)
        let scene = try picture.scene(using: renderer)
        self.init(rendered: renderer.render(scene), scene: SceneText.text(scene), design: picture.options.design)
    }
}

extension SnapshotStrategy where Value == Picture {
    /// The picture with its own canvas and environment, and its scene beside it.
    public static var picture: SnapshotStrategy {
        SnapshotStrategy(shots: { picture in [try Shot(picture: picture)] })
    }

    /// The picture's scene alone, `<name>.scene.txt`: the visual math as numbers, no pixels.
    public static var scene: SnapshotStrategy {
        SnapshotStrategy(shots: { picture in
            [Shot(suffix: "", image: nil, png: { [] }, scene: SceneText.text(try picture.scene()), position: nil, design: picture.options.design)]
        })
    }
}

extension SnapshotStrategy where Value: PickerControl {
    /// The control alone on its default background, `width` wide (default: its own), scrolled
    /// by `offset` in its own unit (default: at rest), in the environment `options` describe.
    public static func picker(width: Double? = nil, offset: Double? = nil,
                              options: RenderOptions = RenderOptions()) -> SnapshotStrategy {
        SnapshotStrategy(shots: { control in
            [try Shot(picture: control.picture(width: width, offset: offset, options: options))]
        })
    }
}

extension SnapshotStrategy where Value == RenderedImage {
    /// The pixels as they are; a recording keeps the image's scale.
    public static var image: SnapshotStrategy { SnapshotStrategy { $0 } }
}

extension SnapshotStrategy where Value == RGBAImage {
    /// The pixels as they are (a decoded PNG, an image made by hand).
    public static var image: SnapshotStrategy {
        SnapshotStrategy(shots: { image in [Shot(suffix: "", image: image, png: { try PNGCodec.encode(image) }, position: nil)] })
    }
}

extension SnapshotStrategy where Value == PictureAnimation {
    /// Every frame, each against its own reference `<name>-frame-<iii>`.
    public static var frames: SnapshotStrategy {
        SnapshotStrategy(shots: { animation in
            let frames = try animation.renderFrames()
            return frames.enumerated().map { i, frame in
                let number = String(i), padded = String(repeating: "0", count: max(0, 3 - number.count)) + number
                let t = (animation.time(ofFrame: i) * 1000).rounded() / 1000
                return Shot(rendered: frame, suffix: "-frame-\(padded)", position: "frame \(i) of \(frames.count) (t = \(t) s)",
                            design: animation.picture.options.design)
            }
        })
    }
}

extension Picture: Snapshottable {
    public static var defaultSnapshotStrategy: SnapshotStrategy<Picture> { .picture }
}

extension RenderedImage: Snapshottable {
    public static var defaultSnapshotStrategy: SnapshotStrategy<RenderedImage> { .image }
}

extension RGBAImage: Snapshottable {
    public static var defaultSnapshotStrategy: SnapshotStrategy<RGBAImage> { .image }
}

extension PictureAnimation: Snapshottable {
    public static var defaultSnapshotStrategy: SnapshotStrategy<PictureAnimation> { .frames }
}

extension Snapshottable where Self: PickerControl {
    public static var defaultSnapshotStrategy: SnapshotStrategy<Self> { .picker() }
}

// Every control in `PickerKinds.all` (a test keeps the two lists equal).
extension WheelPicker: Snapshottable {}
extension RulerScrollPicker: Snapshottable {}
extension SystemWheelPicker: Snapshottable {}
extension DatePicker: Snapshottable {}
extension SegmentedPicker: Snapshottable {}
extension MenuPickerRow: Snapshottable {}
extension InsetGroupedList: Snapshottable {}
extension CustomWeightPicker: Snapshottable {}
extension WeightPickerView: Snapshottable {}
extension InlinePicker: Snapshottable {}
