// `picker-render render SPEC.json`: draws a picture spec (docs/specs.md, "Picture specs"; the schema is
// spec.schema.json). Environment flags given on the command line override the spec's own, so
// one spec can be drawn light and dark; `--print-spec` prints the spec as it will be drawn, its
// animation included.

import Foundation
import PickerRenderFiles
import PickerRender
import PickerRenderPNG
import PickerRenderSwiftFile

enum SpecCommand {
    static let command: RenderCommand = {
        var c = RenderCommand(
        name: "render", summary: "draw a picture spec (JSON): any composition of views and pickers; or a SwiftUI file's view",
        help: """
        usage: picker-render render SPEC.json [options] --output FILE.png [--accessibility FILE.json]
               picker-render render ANIMATED.json [options] --output FILE.png|FILE.gif|FILE.webp [--frames DIR]
               picker-render render FILE.swift [--view NAME] [options] --output FILE.png [--accessibility FILE.json]
               picker-render render FILE.swift [--view NAME] --animate STATE=VALUE [options] --output FILE.png|.gif|.webp

        Draws the picture a spec file describes (see docs/specs.md, "Picture specs", and spec.schema.json).
        Every render command prints its own spec with --print-spec: `picker-render wheel ...
        --print-spec > w.json && picker-render render w.json --output w.png` draws the same bytes.
        The environment options below, when given, override the spec's.
        A spec with an `animation` (docs/specs.md, "Animations") is drawn as an animated PNG, a GIF or
        an animated WebP: the animation's "format", or else the output's extension (.png, .gif, .webp);
          --frames DIR             also write each frame as DIR/frame-000.png, ... (DIR is made)
        A Swift file (or a folder of them) is compiled against PickerRenderSwiftUI, its `import SwiftUI`
        read as that, in a cache folder outside your tree (docs/command-line.md, "Swift files"), and
        the view is drawn as SwiftUI runs it, on the iPhone 16 Pro screen:
          --view NAME              the view type or the #Preview named NAME (default: the first preview)
          --animate STATE=VALUE    draw what the view animates (withAnimation, .animation(_:value:)) once
                                   its @State STATE is set to VALUE from outside, as an animated PNG,
                                   GIF or WebP by --output's extension (--frames DIR as above); or
                                   --animate appear: what it animates as it appears

        """,
        options: ["frames", "view", "animate"], positionals: 1, build: build)
        c.animate = { a, picture in
            if SwiftSources.isSwift(a.positionals[0]) { return try SpecAnimation.writeView(a, picture) }
            if a["animate"] != nil { throw UsageError("--animate: \(a.positionals[0]) is a spec; its motion is its `animation` (docs/specs.md)") }
            return try SpecAnimation.write(a, picture)
        }
        // A Swift view's spec is refused, naming the view, when its closures cannot be written.
        c.printedSpec = { a, picture in SwiftSources.isSwift(a.positionals[0]) ? try picture.checkedSpecText() : try SpecAnimation.spec(a, picture) }
        return c
    }()

    static func build(_ input: RenderCommand.Input) throws -> Picture {
        let path = input.arguments.positionals[0]
        // Inside a view host (SwiftFileCommand built it for this file): the view itself.
        if SwiftSources.isSwift(path) {
            return try PickerRenderTool.hostedPicture(PickerRenderTool.hostedView(input.arguments["view"], file: path), options: input.options)
        }
        if input.arguments["view"] != nil { throw UsageError("--view: \(path) is a spec; --view names a view of a Swift file") }
        var picture: Picture
        do {
            picture = try Picture.withAnimation(contentsOfFile: path).picture
        } catch let e as SpecError {
            throw UsageError("\(path): \(e.description)")
        } catch let e as FileError {
            throw PickerError.io(e.description)
        }
        CommonOptions.apply(input.arguments, to: &picture.options)
        return picture
    }

    static func read(_ path: String) throws -> [UInt8] {
        // Non-blocking open and a regular-file check first: a FIFO or a device is refused, not waited on.
        do {
            guard let bytes = try FileIO.readRegularFile(path, limit: Limits.maximumSpecBytes) else {
                throw UsageError("\(path): a spec of more than \(Limits.maximumSpecText)")
            }
            return bytes
        } catch let e as FileError {
            throw PickerError.io(e.description)
        }
    }
}
