// PictureSpec+Chrome: the JSON form of a device canvas's chrome, named as SwiftUI names it
// (`navigationTitle`, `navigationBarTitleDisplayMode`, the toolbar's leading and trailing
// buttons, `tint`). Read and written by one field table, so the schema says what the reader
// accepts; a spec that says nothing about chrome has none.

extension PictureSpec {
    static let chromeFields: [SpecField] = [
        SpecField("statusBar", .boolean, "the status bar: 9:41, cellular bars, Wi-Fi, battery (default false)"),
        SpecField("homeIndicator", .boolean, "the home indicator at the bottom (default false)"),
        SpecField("navigationTitle", .string, "a navigation bar with this title; the content starts under it"),
        SpecField("navigationBarTitleDisplayMode", .oneOf(TitleDisplayMode.allCases.map(\.rawValue)),
                  "large (34 pt bold under the buttons, a 96 pt bar) or inline (17 pt semibold, a 44 pt bar) (default large)"),
        SpecField("leadingButton", .string, "a text bar button at the leading edge (\"Cancel\"), in the tint colour"),
        SpecField("trailingButton", .string, "a semibold text bar button at the trailing edge (\"Save\"), in the tint colour"),
        SpecField("tint", .color, "the bar buttons' colour (default blue)"),
    ]

    static func readChrome(_ picture: SpecObject) throws(SpecError) -> DeviceChrome {
        guard let o = try picture.object("chrome", fields: chromeFields) else { return DeviceChrome() }
        var c = DeviceChrome()
        if let b = o.bool("statusBar") { c.statusBar = b }
        if let b = o.bool("homeIndicator") { c.homeIndicator = b }
        c.navigationTitle = o.string("navigationTitle")
        if let m = o.string("navigationBarTitleDisplayMode") { c.titleDisplayMode = TitleDisplayMode(rawValue: m)! }
        c.leadingButton = o.string("leadingButton")
        c.trailingButton = o.string("trailingButton")
        if o.has("tint") {
            guard let tint = o.color("tint") else { throw o.error("tint", "\"transparent\" is not a colour to draw buttons in") }
            c.tint = tint
        }
        if o.has("navigationBarTitleDisplayMode"), c.navigationTitle == nil {
            throw o.error("navigationBarTitleDisplayMode", "goes with navigationTitle (there is no title to display)")
        }
        return c
    }

    static func write(_ c: DeviceChrome) -> JSONValue {
        var w = SpecWriter()
        if c.statusBar { w.set("statusBar", true) }
        if c.homeIndicator { w.set("homeIndicator", true) }
        w.set("navigationTitle", c.navigationTitle)
        if c.navigationTitle != nil { w.set("navigationBarTitleDisplayMode", c.titleDisplayMode.rawValue) }
        w.set("leadingButton", c.leadingButton)
        w.set("trailingButton", c.trailingButton)
        if c.tint != .semantic(.blue) { w.set("tint", c.tint.specText) }
        return w.value
    }
}
