// `render` of a spec with an `animation`: the file a batch writes for the same picture and
// animation, byte for byte: an APNG, a GIF or an animated WebP, by the animation's `format` or
// else by --output's extension (.png, .gif, .webp), the two agreeing when both are given, as in
// a batch. Each frame is encoded as it is drawn (a GIF's twice: its palette needs every frame's
// colours first); with --frames DIR each frame is also written as DIR/frame-000.png, ... (named
// as a batch names them), each to a temporary and renamed. The animation is read against the
// picture as the command line's environment left it, so `--reduce-motion` draws the jump.
// --accessibility and --dump-scene describe one picture: with an animation they are refused
// (exit 2), as is --frames without one. A Swift file's view is animated by `--animate
// STATE=VALUE` (its own animations after that state is set from outside) or `--animate appear`,
// at 30 fps until its animations rest plus half a second, in the format --output's extension names.

import Foundation
import PickerRender
import PickerRenderFiles

enum SpecAnimation {
    /// The spec file's animation, read against the picture (the command line's environment
    /// applied), with its JSON; nil when the spec has none.
    static func animation(_ a: Arguments, _ picture: Picture) throws -> (animation: PictureAnimation, json: JSONValue)? {
        let path = a.positionals[0]
        let value: JSONValue?
        do { value = try Picture.withAnimation(contentsOfFile: path).animation } catch let e as SpecError {
            throw UsageError("\(path): \(e.description)")
        }
        guard let value else { return nil }
        do { return (try PictureAnimation(spec: value, path: "animation", picture: picture), value) } catch {
            throw UsageError("\(path): \(error.description)")
        }
    }

    /// `--print-spec`: the picture's spec with the file's animation after it (checked first), so
    /// the printed spec draws the same animated PNG.
    static func spec(_ a: Arguments, _ picture: Picture) throws -> String {
        guard let (_, json) = try animation(a, picture), case .object(var members) = picture.spec else { return picture.specText }
        members.append(("animation", json))
        return JSONValue.object(members).serialized() + "\n"
    }

    /// The exit status once the animation is written, or nil when the spec has none.
    static func write(_ a: Arguments, _ picture: Picture) throws -> Int32? {
        let path = a.positionals[0]
        guard let (given, json) = try self.animation(a, picture) else {
            if a["frames"] != nil { throw UsageError("--frames: \(path) has no animation") }
            return nil
        }
        for flag in ["accessibility", "dump-scene"] where a[flag] != nil || a.has(flag) {
            throw UsageError("--\(flag): \(path) is an animation; it describes one picture (render a frame's spec instead)")
        }
        guard let output = a["output"], !output.isEmpty else { throw UsageError("render needs --output FILE.png (.gif, .webp)") }
        return try write(try inFormat(given, json: json, of: output, path: path, picture: picture), a, output: output)
    }

    /// `render FILE.swift --animate STATE=VALUE` (or `--animate appear`): the view's own
    /// animations, after the state set from outside, in the format --output's extension names.
    static func writeView(_ a: Arguments, _ picture: Picture) throws -> Int32? {
        let path = a.positionals[0]
        guard let given = a["animate"] else {
            if a["frames"] != nil { throw UsageError("--frames: goes with --animate for a Swift file") }
            return nil
        }
        for flag in ["accessibility", "dump-scene"] where a[flag] != nil || a.has(flag) {
            throw UsageError("--\(flag): --animate draws an animation; it describes one picture")
        }
        var change: PictureAnimation.StateChange?
        if given != "appear" {
            guard let eq = given.firstIndex(of: "="), eq != given.startIndex else {
                throw UsageError("--animate: '\(given)' is not STATE=VALUE (an @State of the view and its new value) or appear")
            }
            change = .init(String(given[..<eq]), to: .string(String(given[given.index(after: eq)...])))
        }
        guard let output = a["output"], !output.isEmpty else { throw UsageError("render needs --output FILE.png (.gif, .webp)") }
        let spec = PictureAnimation.ViewAnimationSpec(change: change, format: output == "-" ? .apng : try format(of: output))
        let animation = try PickerRenderTool.hostedAnimation(PickerRenderTool.hostedView(a["view"], file: path), options: picture.options, spec: spec)
        return try write(animation, a, output: output)
    }

    /// Encodes `animation` to --output (and its frames to --frames), each file written whole.
    private static func write(_ animation: PictureAnimation, _ a: Arguments, output: String) throws -> Int32 {
        let picture = animation.picture
        if animation.format == .apng { _ = try RenderOutputs(a, command: "render") }   // the name checked as for a picture
        let folder = try a["frames"].map(framesFolder)
        let renderer = try PickerRenderer(options: picture.options)
        let bytes = try animation.data(using: renderer) { i, frame throws(PickerError) in
            guard let folder else { return }
            let png = try frame.pngData()
            do throws(FileError) { try AtomicFile.write(png, to: folder + "/" + frameName(i)) } catch { throw PickerError.file(what: "frame", error) }
        }
        if output == "-" {
            try StandardStream.output.write(bytes, what: "the animation")
        } else {
            do { try AtomicFile.write(bytes, to: output) } catch { throw PickerError.file(what: "output", error) }
        }
        return 0
    }

    /// The animation in the format its spec names or, when it names none, the one --output's
    /// extension names (standard output: the spec's, APNG by default). A name ending in another
    /// extension, or in one that disagrees with the spec's format, is refused.
    static func inFormat(_ animation: PictureAnimation, json: JSONValue, of output: String, path: String,
                         picture: Picture) throws -> PictureAnimation {
        guard output != "-" else { return animation }
        let named = try format(of: output)
        guard case .object(let members) = json else { return animation }
        if let given = members.first(where: { $0.0 == "format" })?.1, case .string(let name) = given {
            guard name == named.rawValue else {
                throw UsageError("--output: '\(output)' ends in .\(named.fileExtension), but \(path)'s animation.format is \(name)")
            }
            return animation
        }
        guard named != animation.format else { return animation }
        // Read again with the format, so the format's own rules (a GIF's frame rate) are checked
        // and named at the animation's keys.
        do { return try PictureAnimation(spec: .object(members + [("format", .string(named.rawValue))]), path: "animation", picture: picture) } catch {
            throw UsageError("\(path): \(error.description) (written as \(named.rawValue) for --output '\(output)')")
        }
    }

    /// The format --output's extension names (.png, .gif, .webp, in any case); another is refused.
    static func format(of output: String) throws -> PictureAnimation.Format {
        let last = output.split(separator: "/").last.map(String.init) ?? output
        let ext = last.contains(".") ? String(last.split(separator: ".").last ?? "").lowercased() : ""
        guard let named = PictureAnimation.Format.allCases.first(where: { $0.fileExtension == ext }) else {
            throw UsageError("--output: '\(output)' is not a .png, .gif or .webp file name (an animation is written as APNG, GIF or WebP)")
        }
        return named
    }

    /// `frame-007.png`: three digits at least, as a batch's frames folder has them.
    static func frameName(_ i: Int) -> String {
        let n = String(i)
        return "frame-" + String(repeating: "0", count: max(0, 3 - n.count)) + n + ".png"
    }

    /// The --frames folder, made when missing; one that is a file is I/O (exit 3).
    static func framesFolder(_ dir: String) throws -> String {
        guard !dir.isEmpty else { throw UsageError("--frames: '' is not a folder") }
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
            throw PickerError.io("--frames: cannot make the folder '\(dir)': \(error.localizedDescription)")
        }
        return dir
    }
}
