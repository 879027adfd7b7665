// `picker-render fonts`: the faces PickerRender draws with and their state on this machine, and
// `fonts pack DIR`, which writes them into a font pack (FontPackWriter) that any machine can
// draw the same bytes with (PICKER_RENDER_FONTS=DIR or --fonts DIR). docs/architecture.md §14.
// Exit status: 0; 2 bad usage; 3 a face missing or different (with --check, or when packing),
// or a file that cannot be read or written.

import Foundation
import PickerRenderText

enum FontsCommand {
    static let help = """
    usage: picker-render fonts [--fonts DIR] [--check]
           picker-render fonts pack DIR [--fonts SOURCE]

    Lists every face PickerRender draws with: the four bundled substitutes for SF Pro (Inter,
    Inter Display, Quicksand) and each fallback face pinned in the fonts directory's fonts.lock
    (Noto for other scripts, CJK and colour emoji), with its state here: present, missing (its
    Debian package is not installed), or different (not the pinned bytes). A fallback face is
    needed only by text with characters the bundled faces lack: Latin text draws without any.
    --check exits 3 when a face is missing or different.

    `fonts pack DIR` copies every face, its licence and a lock pinning them all into the new
    folder DIR (it must not exist, or be empty). Drawing with PICKER_RENDER_FONTS=DIR, --fonts
    DIR or RenderOptions(fontsDirectory:) then gives the same bytes on any machine (a Mac, an
    Ubuntu runner, a container) as here. The font set's identity is printed by both commands,
    and a batch manifest's fingerprint names it.

    """

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: ["fonts"], switches: ["check", "help"])
        if a.has("help") { try PickerRenderTool.say(help, what: "the help"); return 0 }
        let source = a["fonts"] ?? TextEngine.defaultFontsDirectory
        if source.isEmpty { throw UsageError("--fonts: empty path") }
        if a.positionals.first == "pack" {
            guard a.positionals.count == 2 else {
                throw UsageError(a.positionals.count < 2 ? "fonts pack needs the folder to write (fonts pack DIR)"
                                                         : "unexpected argument '\(a.positionals[2])'")
            }
            if a.has("check") { throw UsageError("--check lists; it does not go with fonts pack") }
            let inventory = try inventory(source)
            let written = try FontPackWriter.write(inventory, to: a.positionals[1])
            try PickerRenderTool.say("wrote font pack \(a.positionals[1]): \(written) files, font set \(inventory.identity); "
                                     + "draw with it by PICKER_RENDER_FONTS=\(a.positionals[1]) or --fonts \(a.positionals[1])",
                                     what: "the summary")
            return 0
        }
        if let extra = a.positionals.first { throw UsageError("unexpected argument '\(extra)' (fonts lists; fonts pack DIR writes a pack)") }
        let inventory = try inventory(source)
        try PickerRenderTool.say(listing(inventory), what: "the list of fonts")
        let bad = inventory.faces.filter { $0.state != .present }
        return a.has("check") && !bad.isEmpty ? 3 : 0
    }

    static func inventory(_ directory: String) throws -> FontInventory {
        do { return try FontInventory.take(fontsDirectory: directory, checkingFallbacks: true) } catch {
            throw IOFailure(description: "fonts: \(error.description)")
        }
    }

    /// One line for the set, then one per face: state, name, digest prefix, package, path.
    static func listing(_ inventory: FontInventory) -> String {
        let kind = inventory.isPack ? "font pack" : "fonts directory"
        var lines = ["\(kind) \(inventory.directory): font set \(inventory.identity)"]
        let nameWidth = inventory.faces.map(\.name.count).max() ?? 0
        let packageWidth = inventory.faces.map(\.package.count).max() ?? 0
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
        for f in inventory.faces {
            var line = pad(f.state.rawValue, 9) + " " + pad(f.name, nameWidth) + "  " + f.sha256.prefix(16)
                + "  " + pad(f.package, packageWidth) + "  " + f.path
            if let actual = f.actualSHA256 { line += " (has sha256 \(actual.prefix(16)))" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
