// `picker-render render SPEC.json`: draws a picture spec (docs/specs.md, "Picture specs"; the schema is
// spec.schema.json). Environment flags given on the command line override the spec's own, so
// one spec can be drawn light and dark; `--print-spec` prints the spec as it will be drawn, its
// animation included.

import Foundation
import PickerRenderFiles
import PickerRender
import PickerRenderPNG

enum SpecCommand {
    static let command: RenderCommand = {
        var c = RenderCommand(
        name: "render", summary: "draw a picture spec (JSON): any composition of views and pickers",
        help: """
        usage: picker-render render SPEC.json [options] --output FILE.png [--accessibility FILE.json]
               picker-render render ANIMATED.json [options] --output FILE.png|FILE.gif|FILE.webp [--frames DIR]

        Draws the picture a spec file describes (see docs/specs.md, "Picture specs", and spec.schema.json).
        Every render command prints its own spec with --print-spec: `picker-render wheel ...
        --print-spec > w.json && picker-render render w.json --output w.png` draws the same bytes.
        The environment options below, when given, override the spec's.
        A spec with an `animation` (docs/specs.md, "Animations") is drawn as an animated PNG, a GIF or
        an animated WebP: the animation's "format", or else the output's extension (.png, .gif, .webp);
          --frames DIR             also write each frame as DIR/frame-000.png, ... (DIR is made)

        """,
        options: ["frames"], positionals: 1, build: build)
        c.animate = SpecAnimation.write
        c.printedSpec = SpecAnimation.spec
        return c
    }()

    static func build(_ input: RenderCommand.Input) throws -> Picture {
        let path = input.arguments.positionals[0]
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
