// PictureSpec: the JSON form of a Picture, read and written by the same field tables (so
// `--print-spec` output reads back to an equal Picture, and the JSON Schema is generated from
// them). A view is an object with a "type": a stack, text, spacer, padding, frame, background,
// a drawing view, an image or a control (`PickerKinds.all`). Reading refuses unknown keys, wrong types and values out
// of range with the JSON path of the bad value; rules that tie a control's fields together are
// checked by the control (and named with the same path when the picture is laid out).

import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

package enum PickerKinds {
    /// Every control a spec can name, by `kind`. Adding a control adds its type here.
    package static let all: [any PickerControl.Type] = [
        WheelPicker.self, RulerScrollPicker.self, SystemWheelPicker.self, DatePicker.self, SegmentedPicker.self,
        MenuPickerRow.self, InsetGroupedList.self, CustomWeightPicker.self, WeightPickerView.self, InlinePicker.self,
    ]

    static func named(_ kind: String) -> (any PickerControl.Type)? { all.first { $0.kind == kind } }
}

extension Picture {
    /// Reads a picture spec (JSON text as bytes).
    public init(json bytes: [UInt8]) throws(SpecError) {
        try self.init(spec: JSONValue(parsing: bytes))
    }

    public init(spec value: JSONValue) throws(SpecError) {
        var origins = ComponentOrigins()
        let expanded = try PictureSpec.expandingComponents(value, origins: &origins)
        do { try self.init(expanded: expanded) } catch { throw origins.located(error) }
        self.origins = origins
    }

    /// A spec whose components are expanded already.
    private init(expanded value: JSONValue) throws(SpecError) {
        let o = try SpecObject(value, path: "", fields: PictureSpec.pictureFields)
        if o.has("include") {
            throw o.error("include", "names files, which a spec read from a file includes (render, batch, Picture(contentsOfFile:)); a spec given as a value cannot")
        }
        if o.has("animation") {
            throw o.error("animation", "is drawn by `render` and `preview` from a spec file (an animated PNG); a batch takes it beside its picture, and Swift as PictureAnimation")
        }
        var options = RenderOptions()
        if let s = o.int("scale") { options.scale = s }
        if let s = o.string("appearance") { options.appearance = Appearance(rawValue: s)! }
        if let s = o.string("design") { options.design = Design(rawValue: s)! }
        if let s = o.string("dynamicType") { options.dynamicType = DynamicTypeSize(name: s)! }
        if let b = o.bool("reduceMotion") { options.reduceMotion = b }
        if let b = o.bool("increaseContrast") { options.increaseContrast = b }
        if let s = o.string("locale") { options.locale = s }
        if let s = o.string("layoutDirection") { options.layoutDirection = LayoutDirection(rawValue: s)! }
        if let s = o.string("background") { options.background = Background(parsing: s)! }
        if let fonts = try o.object("fonts", fields: PictureSpec.fontsFields) {
            for role in CustomFonts.roleNames {
                guard let f = try fonts.object(role, fields: PictureSpec.fontFields) else { continue }
                let font = CustomFont(path: f.string("path")!, index: f.int("index") ?? 0)
                guard !font.path.isEmpty else { throw f.error("path", "\"\" is not a font file") }
                if let style = TextStyle(rawValue: role) { options.customFonts.styles[style] = font } else { options.customFonts.all = font }
            }
            if let family = try fonts.object("family", fields: PictureSpec.familyFields) {
                for weight in FontWeight.allCases {
                    guard let f = try family.object(PictureSpec.weightName(weight), fields: PictureSpec.fontFields) else { continue }
                    let font = CustomFont(path: f.string("path")!, index: f.int("index") ?? 0)
                    guard !font.path.isEmpty else { throw f.error("path", "\"\" is not a font file") }
                    options.customFonts.family[weight] = font
                }
            }
        }
        var canvas = Canvas.fit
        if let name = o.string("canvas"), let device = Device.all.first(where: { $0.name == name }) { canvas = .device(device) }
        if case .device = canvas {
            for key in ["width", "padding"] where o.has(key) {
                throw o.error(key, "applies to a fit canvas only (this picture's canvas is a device screen)")
            }
        } else if o.has("chrome") {
            throw o.error("chrome", "applies to a device canvas only (this picture's canvas is \"fit\")")
        }
        let chrome = try PictureSpec.readChrome(o)
        self.init(canvas: canvas, width: o.number("width"), padding: try o.insets("padding") ?? EdgeInsets(), options: options,
                  chrome: chrome,
                  content: AnyView(try PictureSpec.readView(o.value("content")!, path: "content")))
    }

    /// The spec as a JSON value: every environment key written, so a spec says all it means.
    public var spec: JSONValue {
        var w = SpecWriter()
        switch canvas {
        case .fit: w.set("canvas", "fit")
        case .device(let d): w.set("canvas", d.name)
        }
        w.set("width", width)
        if padding != EdgeInsets() { w.set("padding", padding) }
        if !chrome.isEmpty { w.set("chrome", PictureSpec.write(chrome)) }
        w.set("scale", options.scale)
        w.set("appearance", options.appearance.rawValue)
        w.set("design", options.design.rawValue)
        w.set("dynamicType", options.dynamicType.name)
        w.set("reduceMotion", options.reduceMotion)
        w.set("increaseContrast", options.increaseContrast)
        w.set("locale", options.locale)
        w.set("layoutDirection", options.givenLayoutDirection?.rawValue)
        w.set("background", options.background.specText)
        if !options.customFonts.isEmpty {
            var fonts = SpecWriter()
            var family = SpecWriter()
            for (role, font) in options.customFonts.entries {
                var f = SpecWriter()
                f.set("path", font.path)
                if font.index != 0 { f.set("index", font.index) }
                if let weight = CustomFonts.familyWeight(ofRole: role) { family.set(PictureSpec.weightName(weight), f.value) }
                else { fonts.set(role, f.value) }
            }
            if !options.customFonts.family.isEmpty { fonts.set("family", family.value) }
            w.set("fonts", fonts.value)
        }
        w.set("content", PictureSpec.write(content))
        return w.value
    }

    /// The spec as JSON text, as `--print-spec` prints it (ends with a newline).
    public var specText: String { spec.serialized() + "\n" }

    /// `specText`, or a typed error naming the first view drawn by a Swift closure (its JSON
    /// path and SwiftUI name), which a spec cannot hold.
    public func checkedSpecText() throws(PickerError) -> String {
        let value = spec
        if let code = PictureSpec.firstCode(in: value, path: "") { throw .notWritableAsSpec(path: code.path, view: code.view) }
        return value.serialized() + "\n"
    }
}

package enum PictureSpec {
    package static let pictureFields: [SpecField] = [
        SpecField("$schema", .string, "the JSON Schema this file follows (ignored when drawing)"),
        SpecField("canvas", .oneOf(["fit"] + Device.all.map(\.name)),
                  "\"fit\": as large as the content; a device name: its screen, content laid out in the safe area as SwiftUI's root view"),
        SpecField("chrome", .object(chromeFields),
                  "device canvas: the status bar, navigation bar and home indicator iOS draws over the content (default: none)"),
        SpecField("width", .number(0...Limits.maximumLength), "fit canvas: the width in points offered to the content"),
        SpecField("padding", .insets, "fit canvas: points of background around the content"),
        SpecField("scale", .integer(Limits.scales), "display scale (default 3)"),
        SpecField("appearance", .oneOf(Appearance.allCases.map(\.rawValue)), "light or dark (default light)"),
        SpecField("design", .oneOf(Design.allCases.map(\.rawValue)),
                  "the iOS release whose system styles the controls take: ios18 or ios26 (default ios18)"),
        SpecField("dynamicType", .oneOf(DynamicTypeSize.allCases.map(\.name)), "Dynamic Type size (default large)"),
        SpecField("reduceMotion", .boolean, "rows stay flat and only fade (default false)"),
        SpecField("increaseContrast", .boolean, "the system colours' Increase Contrast variants (default false)"),
        SpecField("locale", .string, "number formatting locale (default en_US)"),
        SpecField("layoutDirection", .oneOf(LayoutDirection.allCases.map(\.rawValue)),
                  "leftToRight or rightToLeft: mirrors stacks, alignments, padding and the controls' insides (default: the locale's, right to left for Arabic, Hebrew, Persian, Urdu, ...)"),
        SpecField("background", .background, "\"automatic\" (the control's own), \"transparent\", or a colour"),
        SpecField("fonts", .object(fontsFields),
                  "the user's own fonts: \"all\" for every text style, or a style's name for that style's text (default: the SF substitutes)"),
        SpecField("components", .anyObject,
                  "views of your own by name: {\"name\": {\"parameters\": {...}, \"body\": view}}, drawn by {\"type\": \"component\", \"name\": ...}"),
        SpecField("animation", .object([]), "render and preview only: draw an animated PNG of a control's motion (see PictureAnimation's spec)"),
        SpecField("include", .strings, "spec files beside this one whose components this spec uses (relative paths, inside this file's folder)"),
        SpecField("content", .view, required: true, "the view drawn"),
    ]

    /// A user's font file: its path and, in a collection (.ttc, .otc), the face's index.
    static let fontFields: [SpecField] = [
        SpecField("path", .string, required: true, "a TTF, OTF or collection file, static or variable (relative to the working directory)"),
        SpecField("index", .integer(0...65_535), "the face in a collection (default 0)"),
    ]
    static var fontsFields: [SpecField] {
        CustomFonts.roleNames.map { role in
            SpecField(role, .object(fontFields), role == CustomFonts.allRoleName
                      ? "the font for text of every style (and the system wheel's rows)"
                      : "the font for \(role) text, over \"family\" and \"all\"")
        } + [SpecField("family", .object(familyFields),
                       "a family's static faces by weight (regular, medium, semibold, bold): text of each weight in its own face, a weight the family lacks in its nearest; over \"all\"")]
    }
    static var familyFields: [SpecField] {
        FontWeight.allCases.map { SpecField(weightName($0), .object(fontFields), "the face for \(weightName($0)) text") }
    }

    static let horizontalAlignments = HorizontalAlignment.allCases.map(\.rawValue)
    static let alignments: [(String, Alignment)] = [
        ("center", .center), ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
        ("bottomTrailing", .bottomTrailing),
    ]
    static let weights = FontWeight.allCases.map(weightName)

    /// A weight's spec name, its case name (a switch, not String(describing:), whose reflection
    /// was a measurable part of making the gallery's spec, in the batch's serial start).
    static func weightName(_ w: FontWeight) -> String {
        switch w {
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        }
    }

    /// The fields of each kind of view that is not a control.
    static let viewFields: [(String, [SpecField])] = [
        ("vstack", [SpecField("spacing", .number(0...Limits.maximumLength), "points between children (default 8)"),
                    SpecField("alignment", .oneOf(horizontalAlignments), "leading, center or trailing (default center)"),
                    SpecField("children", .views, required: true, "the views, top to bottom")]),
        ("hstack", [SpecField("spacing", .number(0...Limits.maximumLength), "points between children (default 8)"),
                    SpecField("alignment", .oneOf(VerticalAlignment.allCases.map(\.rawValue)), "vertical alignment (default center)"),
                    SpecField("children", .views, required: true, "the views, leading to trailing")]),
        ("text", [SpecField("text", .string, "the string drawn, wrapped where it is wider than offered (or give number)"),
                  SpecField("number", .expression(-1e300...1e300), "a number (or an expression) shown as formatted() writes it in the locale (or give text)"),
                  SpecField("fixedSize", .boolean, "one line at its ideal width whatever it is offered, as .fixedSize() (default false)"),
                  SpecField("style", .oneOf(TextStyle.allCases.map(\.rawValue)), "text style (default body)"),
                  SpecField("weight", .oneOf(weights), "font weight (default: the style's)"),
                  SpecField("design", .oneOf(FontDesign.allCases.map(\.rawValue)), "default or rounded"),
                  SpecField("monospacedDigit", .boolean, "tabular digits"),
                  SpecField("color", .color, "foreground colour (default primary)"),
                  SpecField("lineLimit", .integer(1...1_000_000), "at most this many lines, the last ending in \u{2026} (default: no limit)"),
                  SpecField("minimumScaleFactor", .number(0.01...1), "below 1: one line that shrinks to as little as this to fit (default 1)")]),
        ("spacer", [SpecField("minLength", .number(0...Limits.maximumLength), "least length in points (default 8)")]),
        (Padding.type, Padding.fields), (Frame.type, Frame.fields), (BackgroundModifier.type, BackgroundModifier.fields),
        ("component", [SpecField("name", .string, required: true, "the name of one of the spec's components"),
                       SpecField("arguments", .anyObject, "values for the component's parameters (default: their defaults)")]),
    ] + drawingFields + [("image", imageFields)] + conditionalFields

    /// The fields of a control's object: its own plus `offset` when it scrolls.
    static func fields(of control: any PickerControl.Type) -> [SpecField] {
        var fields = control.specFields
        if let unit = control.scrollUnit {
            fields.append(SpecField("offset", .number(-unit.limit...unit.limit), "scroll offset in \(unit.rawValue) (default: at rest)"))
        }
        return fields
    }

    static var typeNames: [String] { viewFields.map(\.0) + PickerKinds.all.map { $0.kind } }

    // MARK: reading

    static func readView(_ value: JSONValue, path: String) throws(SpecError) -> ViewTree {
        guard case .object(let members) = value else {
            throw SpecError(path: path, message: "expected a view (an object with a \"type\"), got \(value.kindName) \(value.shown)")
        }
        guard let typeValue = members.first(where: { $0.0 == "type" })?.1 else {
            throw SpecError(path: path + ".type", message: "missing (one of \(typeNames.joined(separator: ", ")))")
        }
        guard case .string(let type) = typeValue, typeNames.contains(type) else {
            throw SpecError(path: path + ".type", message: "\(typeValue.shown) is not a view type (\(typeNames.joined(separator: ", ")))")
        }
        if let control = PickerKinds.named(type) {
            let o = try SpecObject(value, path: path, fields: fields(of: control), extraKeys: ["type"])
            let picker = try control.read(o)
            return .picker(PickerNode(picker: picker, offset: o.number("offset")))
        }
        let fields = viewFields.first { $0.0 == type }!.1
        let o = try SpecObject(value, path: path, fields: fields, extraKeys: ["type"])
        if let modifier = modifierTypes.first(where: { $0.type == type }) {
            func read<M: PictureModifier>(_: M.Type) throws(SpecError) -> ViewTree { .modified(try M(spec: o), try readView(o.value("content")!, path: o.path("content"))) }
            return try read(modifier)
        }
        func children() throws(SpecError) -> [ViewTree] {
            guard case .array(let items)? = o.value("children") else { return [] }
            var out: [ViewTree] = []
            for (i, item) in items.enumerated() { out.append(try readView(item, path: "\(o.path("children"))[\(i)]")) }
            return out
        }
        switch type {
        case "vstack":
            return .vstack(VStack(alignment: o.string("alignment").flatMap(HorizontalAlignment.init(rawValue:)) ?? .center,
                                  spacing: o.number("spacing"), children: try children()))
        case "hstack":
            return .hstack(HStack(alignment: o.string("alignment").flatMap(VerticalAlignment.init(rawValue:)) ?? .center,
                                  spacing: o.number("spacing"), children: try children()))
        case "text":
            var t = try readText(o)
            if let s = o.string("style") { t.style = TextStyle(rawValue: s)! }
            if let w = o.string("weight") { t.weight = FontWeight.allCases[weights.firstIndex(of: w)!] }
            if let d = o.string("design") { t.design = FontDesign(rawValue: d)! }
            if let m = o.bool("monospacedDigit") { t.monospacedDigits = m }
            if let c = o.color("color") { t.color = c }
            t.lineLimit = o.int("lineLimit")
            if let f = o.number("minimumScaleFactor") { t.minimumScaleFactor = f }
            return .text(t)
        case "spacer":
            return .spacer(Spacer(minLength: o.number("minLength")))
        case "image":
            return .image(readImage(o))
        case "component":
            throw o.error("name", "a component is drawn where the spec's content uses it (components expand before reading)")
        case "if":
            return .conditional(try readConditional(o))
        default:   // the drawing types; the list of types was checked above
            return try readDrawing(type, o)!
        }
    }

    // MARK: writing

    static func write(_ tree: ViewTree) -> JSONValue {
        var w = SpecWriter()
        switch tree {
        case .vstack(let v):
            w.set("type", "vstack")
            w.set("spacing", v.spacing)
            if v.alignment != .center { w.set("alignment", v.alignment.rawValue) }
            w.set("children", .array(v.children.map(write)))
        case .hstack(let h):
            w.set("type", "hstack")
            w.set("spacing", h.spacing)
            if h.alignment != .center { w.set("alignment", h.alignment.rawValue) }
            w.set("children", .array(h.children.map(write)))
        case .text(let t):
            w.set("type", "text")
            if let n = t.number { w.set("number", n) } else { w.set("text", t.string) }
            if t.isFixedSize { w.set("fixedSize", true) }
            w.set("style", t.style.rawValue)
            w.set("weight", t.weight.map(weightName))
            if t.design != .default { w.set("design", t.design.rawValue) }
            if t.monospacedDigits { w.set("monospacedDigit", true) }
            w.set("color", t.color.specText)
            w.set("lineLimit", t.lineLimit)
            if t.minimumScaleFactor != 1 { w.set("minimumScaleFactor", t.minimumScaleFactor) }
        case .spacer(let s):
            w.set("type", "spacer")
            w.set("minLength", s.minLength)
        case .picker(let p):
            let base = p.picker.base
            w.set("type", type(of: base).kind)
            base.writeSpec(to: &w)
            w.set("offset", p.offset)
        case .image(let i):
            writeImage(i, to: &w)
        case .zstack, .shape, .divider, .scroll:
            _ = writeDrawing(tree, to: &w)
        case .modified(let m, let child):
            switch m.base.specForm {
            case .object:
                w.set("type", m.type)
                m.base.writeSpec(to: &w)
                w.set("content", write(child))
            case .contentOnly:
                return write(child)
            case .code(let name):
                writeCode(name, to: &w)
            }
        case .conditional(let c):
            writeConditional(c, to: &w)
        case .sized(let s):
            writeCode(s.name, to: &w)
        case .layout:
            writeCode("Layout", to: &w)
        }
        return w.value
    }

    /// The spec type a tree is written as.
    static func typeName(of tree: ViewTree) -> String {
        if case .string(let type)? = write(tree).objectMembers.first(where: { $0.0 == "type" })?.1 { return type }
        return "view"
    }
}

extension PickerControl {
    /// Reads this control type from a checked spec object (an existential-friendly entry point).
    static func read(_ o: SpecObject) throws(SpecError) -> AnyPicker { AnyPicker(try Self(spec: o)) }
}

extension PictureSpec {
    /// The spec type of a view drawn by Swift code (a closure): no spec reader takes it.
    static let codeType = "swift-code"

    static func writeCode(_ view: String, to w: inout SpecWriter) {
        w.set("type", codeType)
        w.set("view", view)
    }

    /// The JSON path and SwiftUI name of the first view in `tree` drawn by a Swift closure.
    static func firstCode(in value: JSONValue, path: String) -> (path: String, view: String)? {
        switch value {
        case .object(let members):
            if members.contains(where: { $0.0 == "type" && $0.1 == .string(codeType) }) {
                if case .string(let name)? = members.first(where: { $0.0 == "view" })?.1 { return (path, name) }
            }
            for (k, v) in members { if let found = firstCode(in: v, path: path.isEmpty ? k : path + "." + k) { return found } }
        case .array(let items):
            for (i, v) in items.enumerated() { if let found = firstCode(in: v, path: "\(path)[\(i)]") { return found } }
        default: break
        }
        return nil
    }
}
