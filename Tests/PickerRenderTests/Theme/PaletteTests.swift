// The iOS system palette: every name resolves in both appearances, UIKit's names are aliases
// of SwiftUI's, Increase Contrast gives the accessible variants of the system colours (and
// reaches a picker's drawing), and colours parse as names, #RGB, #RRGGBB and #RRGGBBAA.

import Foundation
import Testing
import PickerRender

@Suite struct PaletteTests {
    @Test func everyNameResolvesAndUIKitNamesAreAliases() {
        for c in SemanticColor.allCases {
            #expect(SemanticColor(name: c.rawValue) == c)
            #expect(SemanticColor(name: c.rawValue.uppercased()) == c)
        }
        #expect(SemanticColor(name: "systemRed") == .red)
        #expect(SemanticColor(name: "secondaryLabel") == .secondary)
        #expect(SemanticColor(name: "systemGray6") == .gray6)
        #expect(SemanticColor(name: "systemGray7") == nil)
    }

    @Test func increaseContrastChangesTheSystemColoursOnly() {
        #expect(SemanticColor.blue.resolved(Palette(.light, increaseContrast: true)) == Color(0, 64, 221))
        #expect(SemanticColor.blue.resolved(Palette(.dark, increaseContrast: true)) == Color(64, 156, 255))
        #expect(SemanticColor.gray6.resolved(.dark) == Color(28, 28, 30))
        #expect(SemanticColor.label.resolved(Palette(.light, increaseContrast: true)) == SemanticColor.label.resolved(.light))
        // Every system colour and gray has its own accessible variant in both appearances.
        let system: [SemanticColor] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink,
                                       .brown, .gray, .gray2, .gray3, .gray4, .gray5, .gray6]
        for c in system {
            for a in [Appearance.light, .dark] {
                #expect(c.resolved(Palette(a, increaseContrast: true)) != c.resolved(a), "\(c) \(a)")
            }
        }
    }

    @Test func increaseContrastReachesThePickers() throws {
        let ruler = RulerScrollPicker(title: "W", value: 62, range: 40...120, step: 0.5)
        func indicator(_ o: RenderOptions) throws -> String? {
            let root = try SceneJSON.parse(try ruler.sceneJSON(options: o))
            return (root["children"] as? [[String: Any]])?.compactMap { n -> String? in
                guard let l = n["children"] as? [[String: Any]] else { return nil }
                return l.last?["color"] as? String
            }.first
        }
        #expect(try indicator(RenderOptions()) == "#5856D6")
        #expect(try indicator(RenderOptions(increaseContrast: true)) == "#3634A3")
    }

    @Test func coloursParseInEveryForm() {
        #expect(ColorSpec(parsing: "#F60") == .fixed(Color(255, 102, 0)))
        #expect(ColorSpec(parsing: "#FF660080") == .fixed(Color(r: 255, g: 102, b: 0, a: 128)))
        #expect(ColorSpec(parsing: "systemMint") == .semantic(.mint))
        for bad in ["#F6", "#GG0000", "F60", "salmon", "#FF66001"] { #expect(ColorSpec(parsing: bad) == nil, "\(bad)") }
    }
}
