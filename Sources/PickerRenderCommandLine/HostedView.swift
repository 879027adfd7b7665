// HostedView: a view of a user's Swift file, handed to the command line by the view host that
// `render FILE.swift` and `preview FILE.swift` build (PickerRenderSwiftFile writes its
// main.swift: `PickerRenderTool.host([HostedView(...) { MyView() }, ...])`). Inside that host the
// command line is picker-render's own, and `render FILE.swift --view NAME` draws the view named
// NAME (a type, or a preview's name) with every option render takes, so a Swift file's picture
// and a spec's are written by the same code with the same flags and exit statuses.
// The list is set once, before any command runs, and only read after.

import Foundation
import PickerRender
import PickerRenderBatch
import PickerRenderFiles
import PickerRenderLocking
import PickerRenderSwiftUI

public struct HostedView: Sendable {
    /// The view's type name, or its preview's name ("Preview" when it has none).
    public let title: String
    /// The file declaring it, as the user named it, and the line of its declaration or `#Preview`.
    public let file: String
    public let line: Int
    public let isPreview: Bool
    /// Drawn at its own size (a preview's `.sizeThatFitsLayout` or `.fixedLayout` trait), not on
    /// the iPhone 16 Pro screen.
    public let sizeThatFits: Bool
    let make: @MainActor @Sendable () -> any PickerRenderSwiftUI.View

    public init(title: String, file: String, line: Int, isPreview: Bool, sizeThatFits: Bool = false,
                _ make: @escaping @MainActor @Sendable () -> any PickerRenderSwiftUI.View) {
        self.title = title; self.file = file; self.line = line; self.isPreview = isPreview; self.sizeThatFits = sizeThatFits; self.make = make
    }
}

extension PickerRenderTool {
    /// The views of this process when it is a view host (empty in picker-render itself).
    static let hostedViews = Locked<[HostedView]>([])

    /// The view host's entry: the command line, with `views` drawable by name. Never returns.
    /// Called from main.swift's top-level code, which is on the main thread but, in the Swift 5
    /// language mode, not known to be on the main actor: the views are made where they are
    /// drawn (`hostedPicture`), on the main actor.
    public static func host(_ views: [HostedView]) -> Never {
        hostedViews.withLock { $0 = views }
        // A batch's Swift pictures and animations, made in the environment of each output.
        @Sendable func batchView(_ name: String?) throws(PickerError) -> HostedView {
            do { return try hostedView(name, file: views.first?.file ?? "") } catch {
                throw PickerError.invalidOption(name: "view", value: name ?? "", expected: "a view or preview of \(Set(views.map(\.file)).sorted().joined(separator: ", ")) (\(views.map(\.title).joined(separator: ", ")))")
            }
        }
        SwiftViewPictures.make.withLock {
            $0 = { name, options throws(PickerError) in
                let view = try batchView(name)
                do { return try hostedPicture(view, options: options) } catch let e as PickerError { throw e } catch {
                    throw PickerError.io("\(error)")
                }
            }
        }
        SwiftViewPictures.animate.withLock {
            $0 = { name, options, spec throws(PickerError) in try hostedAnimation(try batchView(name), options: options, spec: spec) }
        }
        prepareProcess()
        exit(main(Array(CommandLine.arguments.dropFirst())))
    }

    /// The hosted view `name` names (a type or a preview), or the first one when no name is given.
    static func hostedView(_ name: String?, file: String) throws -> HostedView {
        let views = hostedViews.withLock { $0 }
        // Not a view host (a tool driving the command line as a library): nothing is built here.
        guard !views.isEmpty else {
            throw UsageError("\(file): a Swift file is built, then drawn, by `picker-render render` (its views are not in this program)")
        }
        guard let name else {
            guard let first = views.first else { throw UsageError("\(file): no #Preview or PreviewProvider to draw: name a view with --view NAME") }
            return first
        }
        guard let v = views.first(where: { $0.title == name }) else {
            throw UsageError("\(file): no view or preview named '\(name)' (it has \(views.map(\.title).joined(separator: ", ")))")
        }
        return v
    }

    /// A hosted view's own animations, framed as its picture is.
    static func hostedAnimation(_ view: HostedView, options: RenderOptions, spec: PictureAnimation.ViewAnimationSpec) throws(PickerError) -> PictureAnimation {
        let make = view.make, fit = view.sizeThatFits
        let made: Result<PictureAnimation, PickerError> = MainActor.assumeIsolated {
            do throws(PickerError) {
                return .success(try PictureAnimation(canvas: fit ? .fit : .device(.iPhone16Pro), options: options, content: make(),
                                                     change: spec.change, fps: spec.fps, duration: spec.duration, loop: spec.loop,
                                                     hold: spec.hold, format: spec.format))
            } catch { return .failure(error) }
        }
        return try made.get()
    }

    /// A hosted view as a picture, on the iPhone 16 Pro screen as a preview shows it (at its own
    /// size for a preview whose layout trait says so).
    static func hostedPicture(_ view: HostedView, options: RenderOptions) throws -> Picture {
        // The host's commands run on the main thread, where the view's main-actor code belongs.
        try MainActor.assumeIsolated {
            let content = view.make()
            return try Picture(canvas: view.sizeThatFits ? .fit : .device(.iPhone16Pro), options: options, content: content)
        }
    }
}
