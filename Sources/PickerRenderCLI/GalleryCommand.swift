// `picker-render gallery` (and the no-argument run): every seed demo on the iPhone 16 Pro
// canvas, light and dark, into a directory.
// The set's completion marker is `manifest.txt` (every file written, one per line): it is removed
// before the first file is written and written last, so a run that fails part-way (a full disk,
// a kill) leaves no manifest and an incomplete set is visible as such.

import Foundation
import PickerRender
import PNGCodec

enum GalleryCommand {
    static let help = """
    usage: picker-render gallery [--out DIR] [--scale 1|2|3] [--appearance light|dark|both]
                                 [--dynamic-type CATEGORY] [--reduce-motion] [--fonts DIR]
                                 [--accessibility]

    Renders the seed demos on the iPhone 16 Pro canvas (402 x 874 pt) into DIR
    (default ./picker-renders), one PNG per demo and appearance. With --accessibility, each PNG
    gets its accessibility sidecar beside it (<demo>-demo-<appearance>.json) and the audit's
    warnings go to stderr. DIR/manifest.txt, written last, lists the files of a complete set.

    """

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, options: ["out", "scale", "appearance", "dynamic-type", "fonts", "locale"],
                              switches: ["reduce-motion", "help", "accessibility"])
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
                let scene = try Gallery.scene(demo: demo, using: renderer)
                let image = renderer.render(scene)
                let report = a.has("accessibility") ? AccessibilityReport.make(scene: scene, image: image, renderer: renderer) : nil
                renders.append(("\(demo)-demo-\(appearance.rawValue)", image, report))
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw PickerError.output("--out: cannot create directory '\(dir)': \(error.localizedDescription)")
        }
        let manifest = (dir as NSString).appendingPathComponent("manifest.txt")
        var written: [String] = []
        if unlink(manifest) != 0 && errno != ENOENT {
            throw PickerError.output("--out: cannot remove the old \(manifest): \(String(cString: strerror(errno)))")
        }
        for r in renders {
            let path = (dir as NSString).appendingPathComponent(r.name + ".png")
            try r.image.write(to: path)
            print(path)
            written.append(r.name + ".png")
            if let report = r.report {
                let json = (dir as NSString).appendingPathComponent(r.name + ".json")
                try report.write(to: json)
                print(json)
                written.append(r.name + ".json")
                for w in report.warnings {
                    FileHandle.standardError.write(Data(("warning: \(r.name): " + w + "\n").utf8))
                }
            }
        }
        do { try AtomicFile.write(Array(written.map { $0 + "\n" }.joined().utf8), to: manifest) } catch {
            throw PickerError.output(error.description)
        }
        return 0
    }
}

