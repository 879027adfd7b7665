// RenderCommand: one row of the CLI's table of render commands. A command only turns its own
// flags into a Picture (`build`); everything around that is written once, in `run`:
//   preamble - parse the shared and the command's options (unknown ones are errors), --help,
//              positionals, the environment (CommonOptions), the shared --width and --offset;
//   epilogue - `--print-spec` prints the picture's spec (which `picker-render render` draws
//              to the same bytes), else the PNG, the scene dump and the sidecar (RenderOutputs).
// So an option means the same thing in every command, and `--print-spec` is exact for all of
// them because the command itself draws through the spec's Picture.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderScene

struct RenderCommand: Sendable {
    /// What a command's `build` gets: the parsed flags and the environment they ask for.
    struct Input: Sendable {
        let arguments: Arguments
        let options: RenderOptions
        /// `--width`, checked against the command's range (nil when not given).
        let width: Double?
        /// `--offset` in the control's unit (nil when not given or the control does not scroll).
        let offset: Double?
    }

    let name: String
    /// One line for `picker-render --help`.
    let summary: String
    /// The command's usage line(s) and its own options, for `COMMAND --help`.
    let help: String
    /// Options taking a value, beyond the shared ones.
    let options: Set<String>
    var repeatable: Set<String> = []
    /// The control drawn, for the shared --width (its default and minimum) and --offset (its unit).
    var control: (any PickerControl.Type)?
    /// The command's own flags when they are its control's spec fields (then `options` holds
    /// only flags beyond them, and `help` only the description: the usage line and the flags'
    /// lines are made from the fields).
    var flags: SpecFlags?
    /// The environment comes from the flags over these defaults (render: the spec's own).
    var positionals = 0
    /// `warning:` lines about what the flags asked for and the control draws otherwise (as the
    /// SwiftUI code it imitates would), printed when the picture is drawn.
    var notes: (@Sendable (Arguments) -> [String])? = nil
    let build: @Sendable (Input) throws -> Picture
    /// Draws and writes an animation instead of the picture when the input has one (render's
    /// spec `animation`): its exit status, or nil to draw the picture.
    var animate: (@Sendable (Arguments, Picture) throws -> Int32?)? = nil
    /// The spec `--print-spec` prints, when the input carries more than the picture (render's
    /// `animation`); nil prints the picture's own.
    var printedSpec: (@Sendable (Arguments, Picture) throws -> String)? = nil

    /// A command whose flags are its control's spec fields: it draws that control alone.
    init(name: String, summary: String, help: String, flags: SpecFlags) {
        self.init(name: name, summary: summary, help: help, options: [], repeatable: flags.repeatable, control: flags.control, flags: flags,
                  build: { input in
                      try flags.control(input.arguments).picture(width: input.width, offset: input.offset, options: input.options)
                  })
    }

    init(name: String, summary: String, help: String, options: Set<String>, repeatable: Set<String> = [],
         control: (any PickerControl.Type)? = nil, flags: SpecFlags? = nil, positionals: Int = 0,
         build: @escaping @Sendable (Input) throws -> Picture) {
        self.name = name; self.summary = summary; self.help = help; self.options = options
        self.repeatable = repeatable; self.control = control; self.flags = flags
        self.positionals = positionals; self.build = build
    }

    /// The preamble: the parsed flags and the picture they describe, or nil for `--help`.
    /// Reads only what the flags name as input (a spec, a values file); writes nothing.
    func picture(_ args: [String]) throws -> (arguments: Arguments, picture: Picture)? {
        let a = try arguments(args)
        if a.has("help") { return nil }
        guard a.positionals.count <= positionals else { throw UsageError("unexpected argument '\(a.positionals[positionals])'") }
        guard a.positionals.count == positionals else { throw UsageError("\(name) needs a spec file: picker-render \(name) SPEC.json") }
        let input = Input(arguments: a, options: try CommonOptions.parse(a), width: try width(a), offset: try offset(a))
        var picture = try build(input)
        if let fonts = a["fonts"] { picture.options.fontsDirectory = fonts }
        return (a, picture)
    }

    /// The command's arguments parsed: every option it takes, nothing checked beyond that.
    func arguments(_ args: [String]) throws(UsageError) -> Arguments {
        try Arguments(args, options: CommonOptions.options.union(options).union(widthOptions).union(flags?.options ?? []),
                      switches: CommonOptions.switches, repeatable: repeatable.union(CommonOptions.repeatable))
    }

    func run(_ args: [String]) throws -> Int32 {
        guard let (a, picture) = try picture(args) else { try PickerRenderTool.say(fullHelp, what: "the help"); return 0 }
        if a.has("print-spec") {
            try StandardStream.output.write(try printedSpec?(a, picture) ?? picture.specText, what: "the spec")
            return 0
        }
        if let animate, let status = try animate(a, picture) { return status }
        let outputs = try RenderOutputs(a, command: name)
        let renderer = try PickerRenderer(options: picture.options)
        let scene: Scene
        do {
            scene = try picture.scene(using: renderer)
        } catch {
            // A rule the control checks as it lays out, shown under the flag that set the field.
            if !error.isIO, let message = flags?.relabel(error.description, under: "content", given: a) { throw UsageError(message) }
            throw error
        }
        // A value a control adjusts as iOS would (a DatePicker's selection clamped to its range).
        for w in picture.content.controlWarnings { try PickerRenderTool.warn(w) }
        // A character no face has is never silent: a warning, or under --strict bad input.
        if let missing = scene.missingGlyphsDescription {
            if a.has("strict") { throw UsageError("--strict: \(missing)") }
            // With a sidecar, its warnings (this one among them) are printed by RenderOutputs.
            if a["accessibility"] == nil { try PickerRenderTool.warn(missing) }
        }
        for note in notes?(a) ?? [] { try PickerRenderTool.warn(note) }
        try outputs.emit(scene, renderer: renderer)
        return 0
    }

    private var widthOptions: Set<String> {
        control == nil ? [] : control!.scrollUnit == nil ? ["width"] : ["width", "offset"]
    }

    /// `--width` in points: at least a control's minimum (and a point), at most 4096.
    private func width(_ a: Arguments) throws(UsageError) -> Double? {
        guard let control, a["width"] != nil else { return nil }
        return try a.width(default: control.defaultWidth, minimum: max(control.minimumWidth, 1))
    }

    /// `--offset` in the control's unit, within its limit.
    private func offset(_ a: Arguments) throws(UsageError) -> Double? {
        guard let unit = control?.scrollUnit, let v = try a.double("offset") else { return nil }
        guard abs(v) <= unit.limit else {
            throw UsageError("--offset: '\(a["offset"]!)' is not within +-\(PickerError.format(unit.limit)) \(unit.rawValue)")
        }
        return v
    }

    var fullHelp: String {
        var text = help
        if let flags {
            let groups = ["usage: picker-render \(name)"] + flags.usage + ["[--width PT]"]
                + (control?.scrollUnit.map { [$0 == .rows ? "[--offset ROWS]" : "[--offset PT]"] } ?? [])
                + ["[options]", "--output FILE.png", "[--accessibility FILE.json]"]
            text = Self.wrap(groups, indent: "usage: picker-render \(name) ".count) + "\n\n" + help + "\n"
                + IgnoredEnvironment.help(name) + flags.help
        }
        if let control {
            text += "  --width PT               width in points (default \(PickerError.format(control.defaultWidth)))\n"
            if let unit = control.scrollUnit {
                text += "  --offset \(unit == .rows ? "ROWS  " : "PT    ")          scroll offset in \(unit.rawValue) (default: at rest)\n"
            }
        }
        return text + "  --output FILE.png        where to write the image (- for standard output)\n" + CommonOptions.help
    }

    /// A usage line: its groups (a flag with its value) joined, 100 columns at most, later lines
    /// indented.
    static func wrap(_ groups: [String], indent: Int) -> String {
        var lines: [String] = [], current = ""
        for g in groups {
            if !current.isEmpty && current.count + 1 + g.count > 100 {
                lines.append(current); current = String(repeating: " ", count: indent) + g
            } else {
                current += (current.isEmpty ? "" : " ") + g
            }
        }
        return (lines + [current]).joined(separator: "\n")
    }

    /// A control alone, as its `render(width:offset:options:)` draws it.
    static func alone(_ control: some PickerControl, _ input: Input) -> Picture {
        control.picture(width: input.width, offset: input.offset, options: input.options)
    }
}
