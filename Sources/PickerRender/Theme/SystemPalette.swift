// SystemPalette: the values of iOS's dynamic system colours (iOS 17-18), straight sRGB with
// alphas quantised once (docs/architecture.md §7): light, dark, and the Increase Contrast variants.
// Sources: docs/architecture.md §7 for the colours the controls use; Apple's Human Interface
// Guidelines colour tables for the system colours and grays with their accessible (Increase
// Contrast) variants. Labels, fills, backgrounds and separators have no published Increase Contrast
// values; they keep their normal ones here (lower confidence), so the setting changes the colours
// Apple documents and nothing else.

import PickerRenderScene

enum SystemPalette {
    /// (light, dark, light with Increase Contrast, dark with Increase Contrast).
    typealias Entry = (Color, Color, Color, Color)

    static func color(_ c: SemanticColor, _ p: Palette) -> Color {
        let e = entry(c)
        switch (p.appearance, p.increaseContrast) {
        case (.light, false): return e.0
        case (.dark, false): return e.1
        case (.light, true): return e.2
        case (.dark, true): return e.3
        }
    }

    /// The same colour with and without Increase Contrast.
    static func plain(_ light: Color, _ dark: Color) -> Entry { (light, dark, light, dark) }

    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Color { Color(r, g, b) }

    static func entry(_ c: SemanticColor) -> Entry {
        switch c {
        case .primary, .label: return plain(rgb(0, 0, 0), rgb(255, 255, 255))
        case .secondary: return plain(Color(60, 60, 67, alpha: 0.60), Color(235, 235, 245, alpha: 0.60))
        case .tertiary, .placeholderText: return plain(Color(60, 60, 67, alpha: 0.30), Color(235, 235, 245, alpha: 0.30))
        case .quaternary: return plain(Color(60, 60, 67, alpha: 0.18), Color(235, 235, 245, alpha: 0.16))
        case .link: return plain(rgb(0, 122, 255), rgb(9, 132, 255))
        case .systemBackground: return plain(rgb(255, 255, 255), rgb(0, 0, 0))
        case .secondarySystemBackground: return plain(rgb(242, 242, 247), rgb(28, 28, 30))
        case .tertiarySystemBackground: return plain(rgb(255, 255, 255), rgb(44, 44, 46))
        case .systemGroupedBackground: return plain(rgb(242, 242, 247), rgb(0, 0, 0))
        case .secondarySystemGroupedBackground: return plain(rgb(255, 255, 255), rgb(28, 28, 30))
        case .tertiarySystemGroupedBackground: return plain(rgb(242, 242, 247), rgb(44, 44, 46))
        case .systemFill: return plain(Color(120, 120, 128, alpha: 0.20), Color(120, 120, 128, alpha: 0.36))
        case .secondarySystemFill: return plain(Color(120, 120, 128, alpha: 0.16), Color(120, 120, 128, alpha: 0.32))
        case .tertiarySystemFill: return plain(Color(118, 118, 128, alpha: 0.12), Color(118, 118, 128, alpha: 0.24))
        case .quaternarySystemFill: return plain(Color(116, 116, 128, alpha: 0.08), Color(118, 118, 128, alpha: 0.18))
        case .separator: return plain(Color(60, 60, 67, alpha: 0.29), Color(84, 84, 88, alpha: 0.60))
        case .opaqueSeparator: return plain(rgb(198, 198, 200), rgb(56, 56, 58))
        case .red: return (rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97))
        case .orange: return (rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64))
        case .yellow: return (rgb(255, 204, 0), rgb(255, 214, 10), rgb(178, 80, 0), rgb(255, 212, 38))
        case .green: return (rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91))
        case .mint: return (rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207))
        case .teal: return (rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255))
        case .cyan: return (rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255))
        case .blue: return (rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255))
        case .indigo: return (rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255))
        case .purple: return (rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255))
        case .pink: return (rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130))
        case .brown: return (rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105))
        case .gray: return (rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178))
        case .gray2: return (rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128))
        case .gray3: return (rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86))
        case .gray4: return (rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70))
        case .gray5: return (rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56))
        case .gray6: return (rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38))
        case .black: return plain(rgb(0, 0, 0), rgb(0, 0, 0))
        case .white: return plain(rgb(255, 255, 255), rgb(255, 255, 255))
        }
    }
}
