// ListMetrics per design profile: the card, the row height and the separators of an inset
// grouped list in iOS 18 (ListSection's header) and in iOS 26 (docs/architecture.md §24).
// iOS 26, measured on an iOS 26 SwiftUI inset grouped List at @3x (390 pt wide, light, 2026-12):
// - the cards stay 16 pt from the screen's sides (px 48...1121) and white on 242,242,247;
// - a one-line row is 51 pt (153 px) from separator to separator, its 17-pt text centred
//   (cap middle 25.7 pt down): 14.5 pt above and below the 22-pt line box;
// - the card's corners are circular arcs of radius 26 pt (78 px; the edge within 1 px of that
//   circle on every 4th pixel row down the corner), so a one-row card is a capsule;
// - separators are 1 pt (3 px) of 232,232,232 over the white card, at the bottom of the upper
//   row, from 16 pt to 16 pt short of the card's trailing edge (px 96...1073).
// Dark, measured on the same List's dark rendering (iOS 26.4, 2026-08): separators 56,56,59
// over the 28,28,29 card (iOS 18's dark separator drew 61,61,65 there); values 152,152,158 and
// the disclosure chevron 90,90,94, the secondary and tertiary labels over the card.

import PickerRenderGeometry
import PickerRenderScene

extension ListMetrics {
    static let capsuleRowHeight = 51.0, capsuleCardRadius = 26.0

    /// Above and below a row's content.
    var rowPadding: Double {
        options.design == .ios26 ? (Self.capsuleRowHeight - 22) / 2 : Self.verticalPadding
    }

    /// The least a row is tall.
    var minimumHeight: Double { options.design == .ios26 ? Self.capsuleRowHeight : Self.minimumRowHeight }

    /// The section's card.
    func card(_ size: Size) -> AnyView {
        let fill = ColorSpec.secondarySystemGroupedBackground
        guard options.design == .ios26 else { return AnyView(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(fill)) }
        return AnyView(RoundedRectangle(cornerRadius: min(Self.capsuleCardRadius, size.height / 2, size.width / 2), style: .circular).fill(fill))
    }

    /// The separator under a row ending at `y`, in a card `width` wide.
    func separator(bottom y: Double, width: Double, into row: inout RowSubviews) {
        if options.design == .ios26 {
            let colour = options.appearance == .light ? Color(232, 232, 232) : Color(56, 56, 59)
            row.shape(Rectangle().fill(.fixed(colour)), in: Rect(x: Self.inset, y: y - 1, width: max(width - 2 * Self.inset, 0), height: 1))
            return
        }
        let hairline = 1 / options.displayScale
        row.shape(Rectangle().fill(.fixed(Self.separator(options.appearance))),
                  in: Rect(x: Self.inset, y: y - hairline, width: width - Self.inset, height: hairline))
    }
}
