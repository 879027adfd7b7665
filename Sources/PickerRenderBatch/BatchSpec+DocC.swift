// BatchSpec+DocC: a batch written as a DocC catalog's resources (`"docc": true`, `batch
// --docc`). DocC finds an image's variants by its file name: `~dark` before the extension or
// before `@` marks the dark variant, `@1x`, `@2x` or `@3x` just before the extension its display
// scale, and the rest is the name an `@Image(source:)` refers to, with or without its extension.
// So here:
// - each output is named `{name}`, then `-{value}` for each axis but appearance and scale (in the
//   axes' order), then `~dark` when it is drawn dark, then `@2x` or `@3x` (nothing at 1x), then
//   the extension: `wheel-de_DE~dark@2x.png`; a spec's own output templates are refused;
// - DocC takes PNG, JPEG, SVG and GIF images and MOV and MP4 videos: an animation is written as
//   an APNG (.png, which browsers play as an image) or a GIF; WebP is refused;
// - each animation also gets its poster, `{name}-poster`: the picture itself, still, which is
//   the animation's first frame (an `@Video`'s `poster:`); its variants as the animation's;
// - `docc.md` holds, for each picture, the `@Image` directive and, for an animation, the
//   `@Video` directive its poster goes with (BatchIndex+DocC).
// Invariants: the names come from the output's axis values and its picture spec alone, so a
// shard names a file as an unsharded run does; two outputs that DocC would read as one variant
// of one image are refused as any two outputs of one name are.

import PickerRender

extension BatchSpec {
    static let posterSuffix = "-poster"

    /// Refuses what a DocC set cannot have: output templates (DocC's names are made here).
    static func checkDocC(_ o: SpecObject) throws(SpecError) {
        if o.has("output") { throw o.error("output", "goes without docc: a DocC set names each file itself (name~dark@2x.png)") }
    }

    /// A picture of a DocC set: no template of its own, an animation in a format DocC shows.
    static func checkDocC(_ p: SpecObject, format: PictureAnimation.Format?) throws(SpecError) {
        try checkDocC(p)
        if p.bool("frames") == true {
            throw p.error("frames", "goes without docc: DocC would read every animation's frame-000.png as one image")
        }
        if format == .webp {
            throw p.error("animation", "format webp: DocC shows PNG (an APNG plays as one) and GIF images, not WebP")
        }
    }

    /// The stem of a DocC set's files: the name and every axis but appearance and scale.
    static func doccStem(_ axes: [Axis]) -> String {
        "{name}" + axes.flatMap(\.keys).filter { $0 != "appearance" && $0 != "scale" }.map { "-{\($0)}" }.joined()
    }
}

extension BatchSpec.Group {
    /// Output `k`'s DocC variant: `~dark` when it is drawn dark, `@2x` or `@3x` by its scale,
    /// read from its axes, else from its picture spec (which draws at 3x unless it says).
    func doccVariant(_ k: Int) -> String {
        let values = placeholders(k)
        func own(_ key: String) -> JSONValue? { base.objectMembers.first { $0.0 == key }?.1 }
        let appearance = values["appearance"] ?? (own("appearance").flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "light")
        let scale = values["scale"] ?? (own("scale").map(BatchSpec.text) ?? "3")
        return (appearance == "dark" ? "~dark" : "") + (scale == "1" ? "" : "@\(scale)x")
    }

    /// The still picture an animation's poster is: the same picture and axes, no animation.
    func poster(first: Int) -> Self {
        var g = Self(name: name + BatchSpec.posterSuffix, base: base, axes: axes, template: BatchSpec.doccStem(axes),
                     templatePath: templatePath, source: source, first: first, animation: nil, frames: false,
                     galleryDemo: galleryDemo, imageFolder: imageFolder)
        g.alt = alt; g.caption = caption; g.pictureKey = pictureKey; g.pictureName = pictureName
        g.doccExtension = "png"
        return g
    }
}
