// Snapshotting: swift-snapshot-testing's strategy type, for `assertSnapshot(of:as:)`: how a value
// is drawn (a SnapshotStrategy) and when it matches (SnapshotOptions). `.image` is a SwiftUI
// view's, a Picture's and a control's; `.image(layout:)` lays a SwiftUI view out as
// swift-snapshot-testing does: `.sizeThatFits` (the default) at its own size, `.fixed` centred in
// a box of that size, `.device(config:)` on that device's screen in its safe area, at its scale.
// The precision arguments become a perceptual tolerance: both 1 (the default) is exact;
// `precision` p lets a share 1 - p of the pixels differ; `perceptualPrecision` q lets a pixel
// differ by pixelmatch's threshold 1 - q. (swift-snapshot-testing measures that with Core Image's
// Lab colour distance, up to (1 - q) x 100: at 0.98 both let a grey move about 5 levels.)
// A SwiftUI view's body runs on the main actor, so drawing one from another thread waits for it.

import Foundation
import PickerRender
import PickerRenderGeometry
import PickerRenderSwiftUI

public struct Snapshotting<Value, Format>: Sendable {
    let strategy: SnapshotStrategy<Value>
    let options: SnapshotOptions

    init(strategy: SnapshotStrategy<Value>, options: SnapshotOptions) { self.strategy = strategy; self.options = options }

    /// The same snapshot of a value made from another one (`.image.pullback { AlarmView(model: $0) }`).
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Value) -> Snapshotting<NewValue, Format> {
        let strategy = self.strategy
        return Snapshotting<NewValue, Format>(strategy: SnapshotStrategy<NewValue>(shots: { value in
            try strategy.shots(transform(value)).map {
                .init(suffix: $0.suffix, image: $0.image, png: $0.png, scene: $0.scene, position: $0.position, design: $0.design)
            }
        }), options: options)
    }

    /// The options the precision arguments ask for (the header says how).
    static func options(precision: Float, perceptualPrecision: Float) -> SnapshotOptions {
        precondition((0...1).contains(precision) && (0...1).contains(perceptualPrecision),
                     "Snapshotting: precision \(precision) and perceptualPrecision \(perceptualPrecision) must be from 0 to 1")
        guard precision < 1 || perceptualPrecision < 1 else { return .exact }
        return SnapshotOptions(tolerance: PerceptualTolerance(threshold: Double(1 - perceptualPrecision), includeAA: true,
                                                              maxDifferentRatio: Double(1 - precision), maxWindowCount: .max))
    }
}

/// The size a SwiftUI view is drawn at (swift-snapshot-testing's, like `PreviewLayout`).
public enum SwiftUISnapshotLayout: Sendable, Equatable {
    /// Centred on the screen of the device `config` describes, in its safe area.
    case device(config: ViewImageConfig)
    /// Centred in a box of this size.
    case fixed(width: CGFloat, height: CGFloat)
    /// At the size the view takes.
    case sizeThatFits
}

extension Snapshotting where Value: PickerRenderSwiftUI.View & SendableMetatype, Format == RenderedImage {
    /// The view at its own size, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The view drawn as `layout` and `traits` say.
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: accepted for the signature (there is no window here).
    ///   - precision: the share of pixels that must match.
    ///   - perceptualPrecision: how close a pixel must be to match.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        let options = Self.options(precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting(strategy: SnapshotStrategy(shots: { view in
            // A view is a value made for the main actor, where its body runs.
            nonisolated(unsafe) let view = view
            let picture = try onMainActor { try layout.picture(of: view, traits: traits) }
            return [try .init(picture: picture)]
        }), options: options)
    }
}

extension Snapshotting where Value == Picture, Format == RenderedImage {
    /// The picture with its own canvas and environment, compared exactly.
    public static var image: Snapshotting { .image() }
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(strategy: .picture, options: options(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

extension Snapshotting where Value: PickerControl, Format == RenderedImage {
    /// The control alone, as `Snapshot.verify` draws it by default, compared exactly.
    public static var image: Snapshotting { .image() }
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(strategy: .picker(), options: options(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

extension SwiftUISnapshotLayout {
    /// The picture swift-snapshot-testing's layout makes of `view`.
    @MainActor
    func picture(of view: some PickerRenderSwiftUI.View, traits: UITraitCollection) throws -> Picture {
        switch self {
        case .sizeThatFits:
            return try Picture(canvas: .fit, options: traits.options(scale: nil), content: view)
        case .fixed(let width, let height):
            let box = Device(name: "fixed", size: Size(Double(width), Double(height)), safeTop: 0, safeBottom: 0)
            return try Picture(canvas: .device(box), options: traits.options(scale: nil), content: view)
        case .device(let config):
            let size = config.size ?? CGSize(width: 402, height: 874)
            let screen = Device(name: "device", size: Size(Double(size.width), Double(size.height)),
                                safeTop: Double(config.safeArea.top), safeBottom: Double(config.safeArea.bottom))
            return try Picture(canvas: .device(screen), options: UITraitCollection(traitsFrom: [config.traits, traits]).options(scale: nil),
                               content: view)
        }
    }
}

/// Marks the main queue, the main actor's executor on Linux: a Swift Testing `@MainActor` test
/// runs on it, but on a thread of its own once the runner has called dispatchMain, so
/// `Thread.isMainThread` alone does not tell (and `DispatchQueue.main.sync` there deadlocks).
private let mainQueueKey = DispatchSpecificKey<Bool>()
private let mainQueueMarked: Bool = {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    return true
}()

/// Runs `body` on the main actor: at once when already there, else waiting for it.
func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
    if mainQueueMarked, Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
        return try MainActor.assumeIsolated { try body() }
    }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated { try body() } }
}
