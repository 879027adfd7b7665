// `picker-render gallery` (and the no-argument run): every seed demo on the iPhone 16 Pro
// canvas, light and dark, into a directory.

import Foundation
import PickerRender

enum GalleryCommand {
    static let help = """
    usage: picker-render gallery [--out DIR] [--scale 1|2|3] [--appearance light|dark|both]
                                 [--dynamic-type CATEGORY] [--reduce-motion] [--fonts DIR]

    Renders the seed demos on the iPhone 16 Pro canvas (402 x 874 pt) into DIR
    (default ./picker-renders), one PNG per demo and appearance.

    """

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: ["out", "scale", "appearance", "dynamic-type", "fonts", "locale"],
                              switches: ["reduce-motion", "help"])
        if a.has("help") { print(help); return 0 }
        guard a.positionals.isEmpty else { throw UsageError("unexpected argument '\(a.positionals[0])'") }
        let appearances: [Appearance]
        switch a["appearance"]?.lowercased() {
        case nil, "both": appearances = [.light, .dark]
        case "light": appearances = [.light]
        case "dark": appearances = [.dark]
        case let s?: throw UsageError("--appearance: '\(s)' is not light, dark or both")
        }
        var filtered = a
        filtered.removeValue("appearance")
        let options = try CommonOptions.parse(filtered)
        let dir = a["out"] ?? "picker-renders"
        // Render everything first: a bad font fails before the directory is touched.
        let renders = try Gallery.render(appearances: appearances, options: options)
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw PickerError.output("--out: cannot create directory '\(dir)': \(error.localizedDescription)")
        }
        for r in renders {
            let path = (dir as NSString).appendingPathComponent(r.fileName)
            try r.image.write(to: path)
            print(path)
        }
        return 0
    }
}

