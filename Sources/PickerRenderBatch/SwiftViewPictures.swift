// SwiftViewPictures: how a batch draws a picture entry that names a SwiftUI file's view
// (`"swift": "WheelPicker.swift", "view": "WheelPickerDemo"`). Only a view host can make such a
// picture (the program `picker-render batch` builds from the spec's Swift files, which is the
// command line plus those views): it sets `make` before it runs the batch. Anywhere else such an
// entry reads, but its output fails naming it (BatchRun.picture). A view is settled on the main thread, as SwiftUI runs it, so a
// batch with Swift pictures draws them with one worker (BatchRun.Options.jobs is 1 there).

import PickerRender
import PickerRenderLocking

package enum SwiftViewPictures {
    /// The picture of a view (`nil`: the first preview) in the options its output is drawn in.
    package typealias Make = @Sendable (_ view: String?, _ options: RenderOptions) throws(PickerError) -> Picture
    package static let make = Locked<Make?>(nil)
    /// The animation of a view (its spec read by `PictureAnimation.viewAnimation(spec:path:)`).
    package typealias Animate = @Sendable (_ view: String?, _ options: RenderOptions, _ spec: PictureAnimation.ViewAnimationSpec) throws(PickerError) -> PictureAnimation
    package static let animate = Locked<Animate?>(nil)
}

extension BatchSpec {
    /// A picture entry's Swift view: its file as the batch spec names it, and the view's name.
    package struct SwiftView: Sendable, Equatable {
        package var file: String
        package var view: String?
    }

    /// The Swift files a batch spec's pictures name (relative to `directory`), with their views;
    /// empty for a spec without any (or one that does not parse: its own reading says why).
    package static func swiftViews(json bytes: [UInt8], directory: String) -> [SwiftView] {
        guard let value = try? JSONValue(parsing: bytes), case .array(let pictures)? = value.objectMembers.first(where: { $0.0 == "pictures" })?.1 else { return [] }
        return pictures.compactMap { p in
            guard case .string(let file)? = p.objectMembers.first(where: { $0.0 == "swift" })?.1 else { return nil }
            var view: String?
            if case .string(let v)? = p.objectMembers.first(where: { $0.0 == "view" })?.1 { view = v }
            return SwiftView(file: file.hasPrefix("/") || directory.isEmpty ? file : directory + "/" + file, view: view)
        }
    }
}
