// The spec form of SwiftUI's Image: {"type": "image", "path": "icon.png", "resizable": true,
// "contentMode": "fit", "scale": 2}. The path is text here, checked and read only when the
// spec is read from its file (Picture+Images.swift); the writer writes it back as it was given,
// with the defaults (not resizable, no content mode, scale 1) left out, so a spec round-trips.

extension PictureSpec {
    static let imageFields: [SpecField] = [
        SpecField("path", .string, required: true,
                  "the PNG file, relative to the spec file's folder (inside it: no '..', no absolute path, no symbolic link)"),
        SpecField("resizable", .boolean, "takes the frame offered instead of its natural size (default false)"),
        SpecField("contentMode", .oneOf(ContentMode.allCases.map(\.rawValue)),
                  "with resizable: keep the aspect ratio, inside the frame (fit) or covering it (fill; it overflows unless clipped)"),
        SpecField("scale", .number(Image.scales), "image pixels per point, as an @2x or @3x asset's (default 1)"),
    ]

    static func readImage(_ o: SpecObject) -> Image {
        var image = Image(path: o.string("path")!, scale: o.number("scale") ?? 1, texture: nil)
        image.isResizable = o.bool("resizable") ?? false
        image.contentMode = o.string("contentMode").flatMap(ContentMode.init(rawValue:))
        return image
    }

    static func writeImage(_ image: Image, to w: inout SpecWriter) {
        w.set("type", "image")
        w.set("path", image.path)
        if image.isResizable { w.set("resizable", true) }
        w.set("contentMode", image.contentMode?.rawValue)
        if image.scale != 1 { w.set("scale", image.scale) }
    }
}
