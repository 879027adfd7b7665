// `picker-render gallery` (and the no-argument run): every seed demo on the iPhone 16 Pro
// canvas, light and dark, into a directory.

import Foundation
import PickerRender
import PNGCodec

enum GalleryCommand {
    static let help = """
    usage: picker-render gallery [--out DIR] [--scale 1|2|3] [--appearance light|dark|both]
                                 [--dynamic-type CATEGORY] [--reduce-motion] [--fonts DIR]
                                 [--locale ID] [--accessibility FILE.json]

    Renders the seed demos on the iPhone 16 Pro canvas (402 x 874 pt) into DIR
    (default ./picker-renders), one PNG per demo and appearance. --accessibility FILE.json writes
    every picture's accessibility sidecar into one JSON object keyed by the PNG's name (as
    elsewhere, a sidecar is a file you name), and the audit's warnings go to stderr.

    """

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: ["out", "scale", "appearance", "dynamic-type", "fonts", "locale", "accessibility"],
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
        var renders: [(name: String, image: RenderedImage, report: AccessibilityReport?)] = []
        for appearance in appearances {
            var o = options
            o.appearance = appearance
            let renderer = try PickerRenderer(options: o)
            for demo in Gallery.demos {
                let scene = try Gallery.picture(demo: demo, options: o).scene(using: renderer)
                let image = renderer.render(scene)
                let report = a["accessibility"] != nil ? AccessibilityReport.make(scene: scene, image: image, renderer: renderer) : nil
                renders.append(("\(demo)-demo-\(appearance.rawValue)", image, report))
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw PickerError.io("--out: cannot create directory '\(dir)': \(error.localizedDescription)")
        }
        for r in renders {
            let path = (dir as NSString).appendingPathComponent(r.name + ".png")
            try r.image.write(to: path)
            print(path)
        }
        if let sidecar = a["accessibility"] {
            var reports: [String: AccessibilityReport] = [:]
            for r in renders { reports[r.name + ".png"] = r.report }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let bytes = [UInt8]((try? encoder.encode(reports)) ?? Data()) + [0x0A]
            do { try AtomicFile.write(bytes, to: sidecar) } catch { throw PickerError.output(what: "accessibility", error) }
            print(sidecar)
            for r in renders {
                for w in r.report?.warnings ?? [] {
                    FileHandle.standardError.write(Data(("warning: \(r.name): " + w + "\n").utf8))
                }
            }
        }
        return 0
    }
}

