// MenuPopover: the open menu of a menu-style Picker in the iOS 26 design (docs/architecture.md
// §24): a panel of the options, the selected one checked, under the row it opens from and
// aligned with the card's trailing edge.
// Measured on a real iOS 26 UIMenu popover at @3x (light, over a near-white screen, 2026-12):
// - the panel is 250 pt wide (px 428...1177); fill 249,249,249; a bright rim 1 pt (3 px) of
//   255 just inside its edge;
// - its corners: the rim's outer edge, row by row over the top and bottom left corners, removes
//   as much as a circular corner of radius 32.6 pt would (its "equal-area radius"); a
//   continuous corner of radius 32 fits that edge within 0.5 px (RMS over the 37 pt of curve;
//   radius 31: 1.1 px, 33: 1.8 px; a circular arc at its best, 32 pt, 1.2 px) and removes as
//   much as a circle of 32.7 pt. (24 pt, read from where the straight edges end, removed as
//   much as a circle of 25.5 pt: visibly tighter than iOS's.)
// - rows 42 pt apart (cap tops 108 and 234 px), the first row's cap middle 30.5 pt below the
//   panel's top: 10 pt of panel above the first row and below the last;
// - the symbol column is centred 34 pt from the panel's leading edge; the text's ink starts
//   61.7 pt in, 17-pt text in label colour (9,9,9 measured over the fill);
// - the shadow darkens the screen by 5.5 % just below the panel, 1.6 % just above, 3.5 % at its
//   sides, and fades out about 20 pt away: black at 0.07, offset 10 pt down, Gaussian sigma 12.
// A picker's menu puts the checkmark in the symbol column of the selected option. Dark mode was
// not measured: the fill is 37,37,38 and the rim white at 0.15 (assumed). Where the panel
// opens relative to the row is assumed too: 8 pt under the card, its trailing edge the card's.
// Invariants: one row per option, in order; the panel's height is 20 + 42 x options (rows
// grow with a taller line box at the larger Dynamic Type sizes).

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

struct MenuPopover {
    static let width = 250.0, rowHeight = 42.0, padding = 10.0, cornerRadius = 32.0, rim = 1.0
    static let symbolCentre = 34.0, textInset = 60.5
    static let gap = 8.0
    static let shadowOffset = 10.0, shadowBlur = 12.0, shadowColor = Color(0, 0, 0, alpha: 0.07)

    let title: String
    let options: [String]
    let selected: Int

    /// The panel, 250 pt wide and as tall as its rows: a layout of its shadow, rim and fill,
    /// then its options' texts and the selected one's checkmark, mirrored right to left.
    func body(options o: RenderOptions) -> AnyView {
        let body = DynamicType.pointSize(.body, o.dynamicType)
        let font = Font(pointSize: body, textStyle: .body)
        let row = max(Self.rowHeight, PixelGrid.ceil(TextLine.lineHeightEm * body, scale: o.displayScale) + 20)
        let height = 2 * Self.padding + row * Double(options.count)
        let element = AccessibilityElement(label: title, value: options[selected], traits: ["menu"], options: options)
        let options = self.options, selected = self.selected, name = "menu \(title)"
        let panel = SizedView(name: "Menu", measuring: { size, ctx throws(PickerError) in
            Self.panel(options: options, selected: selected, row: row, font: font, size: size, o: o, ctx: ctx)
                .layout(name, size: size, accessibility: element).tree
        })
        return AnyView(.sized(panel)).frame(width: Self.width, height: height)
    }

    static func panel(options: [String], selected: Int, row: Double, font: Font, size: Size, o: RenderOptions,
                      ctx: TextMetrics) -> RowSubviews {
        let dark = o.appearance == .dark
        let panel = Rect(origin: .zero, size: size)
        let rimColour = dark ? Color(255, 255, 255, alpha: 0.15) : Color(255, 255, 255)
        let fill = dark ? Color(37, 37, 38) : Color(249, 249, 249)
        // The shadow; the rim: the panel in the rim's colour, the fill 1 pt inside it.
        var views = RowSubviews(width: size.width, ctx: ctx)
        views.shape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).fill(.fixed(shadowColor)).softened(shadowBlur),
                    in: panel.offsetBy(dx: 0, dy: shadowOffset))
        views.shape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).fill(.fixed(rimColour)), in: panel)
        views.shape(RoundedRectangle(cornerRadius: cornerRadius - rim, style: .continuous).fill(.fixed(fill)),
                    in: panel.insetBy(dx: rim, dy: rim))
        for (i, text) in options.enumerated() {
            let top = padding + row * Double(i)
            let line = ctx.line(text, font, maxWidth: max(size.width - textInset - 16, 1))
            views.text(Text(text).font(font).foregroundStyle(.label).singleLine(),
                       topLeft: Point(textInset, ctx.grid(top + (row - line.height) / 2)), size: Size(line.frameWidth, line.height))
            if i == selected {
                let check = SymbolGlyph.checkmark(pointSize: font.pointSize)
                views.symbol(check, color: .label,
                             origin: Point(ctx.grid(symbolCentre - check.size.width / 2), ctx.grid(top + (row - check.size.height) / 2)))
            }
        }
        return views
    }
}
