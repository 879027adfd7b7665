// ListRowAccessory: the symbol that ends a list row after its value, and where it sits. A
// picker's menu row ends in the up-down chevron, a navigation row (SwiftUI's NavigationLink in
// a List) in the disclosure chevron; both are centred on the value's cap height and scale with
// the body text, as symbols scale with their font.
// - Up-down chevron: 5 pt after the value, its box ending at the row's 16-pt inset (iOS 17-18
//   screenshots, ListSection's header).
// - Disclosure chevron, measured on iOS 26.4's inset grouped List at @3x (390 pt wide, light and
//   dark, docs/architecture.md §24): its ink 6.67 x 11.33 pt, ending 18.33 pt from the card's
//   trailing edge (2.33 pt inside the row's inset), centred on the row (0.17 pt low); the
//   value's ink ends 13 pt before the chevron's (38 pt from the card's edge); tertiaryLabel
//   (197,197,199 over white, 90,90,94 over the dark card). iOS 18 draws it in the same place:
//   no iOS 18 rendering of a disclosure row was measured.
// - The checkmark of an inline picker's selected row: iOS 18's SymbolGlyph at the row's inset.
//   iOS 26.0's List draws a body-size checkmark symbol at a row's trailing edge with its ink
//   13.67 x 13.33 pt (the iOS 18 glyph's ink is 12.67 x 11.67: 1.11 times it in iOS 26),
//   ending 18 pt from the card's edge, its stroke regular: about 1.3 pt across (4-5 px of full
//   ink along a row of the long arm), 1.4 pt at 17 pt drawn where iOS 18's is 2.1.
// Invariant: the room an accessory takes after the value (`tail`) is exactly where `origin`
// draws it, so a value is never drawn under its symbol.

import PickerRenderGeometry

enum ListRowAccessory: Sendable, Equatable {
    case none, upDownChevron, disclosure

    /// Between the value's text frame and the symbol's box, at 17 pt (scaled with the text).
    /// Disclosure: 13 pt of ink to ink less Inter's right side bearing of a value's last
    /// letter (about 0.6 pt at 17 pt), so the value's ink ends where iOS's does.
    static let disclosureGap = 12.4
    /// How far inside the row's inset the disclosure chevron's box ends (18.33 - 16 pt).
    static let disclosureInset = 7.0 / 3

    func glyph(pointSize: Double) -> SymbolGlyph? {
        switch self {
        case .none: nil
        case .upDownChevron: .upDownChevron(pointSize: pointSize)
        case .disclosure: .disclosureChevron(pointSize: pointSize)
        }
    }

    /// Between the value and the symbol, scaled with the body size.
    func gap(body: Double) -> Double {
        switch self {
        case .none: 0
        case .upDownChevron: ListMetrics.chevronSpacing * body / 17
        case .disclosure: Self.disclosureGap * body / 17
        }
    }

    /// Between the symbol's box and the row's 16-pt inset.
    func inset(body: Double) -> Double { self == .disclosure ? Self.disclosureInset * body / 17 : 0 }

    /// The room after the value's text frame, to the row's inset.
    func tail(body: Double) -> Double {
        guard let glyph = glyph(pointSize: body) else { return 0 }
        return gap(body: body) + glyph.size.width + inset(body: body)
    }

    /// An inline picker's checkmark at the Large body size and the room between its box and
    /// the row's inset: iOS 26's is 1.11 times larger and its ink ends 18 pt from the card's
    /// edge (the glyph's ink ends 8 % of its width inside its box).
    static func checkmark(body: Double, design: Design) -> (glyph: SymbolGlyph, inset: Double) {
        guard design == .ios26 else { return (.checkmark(pointSize: body), 0) }
        let glyph = SymbolGlyph.checkmark(pointSize: body * 1.11, stroke: 1.4 / 1.11)
        let inkInside = 0.08 * (glyph.size.width - glyph.lineWidth)
        return (glyph, 2 * body / 17 - inkInside)
    }
}
