// CommonOptions: the options every render command shares (DESIGN §8) turned into
// RenderOptions, each bad value named. The output options (--output, --dump-scene,
// --accessibility) are shared too; RenderOutputs parses and writes them.

import PickerRender
import Text

enum CommonOptions {
    static let options: Set<String> = ["scale", "appearance", "dynamic-type", "locale", "background", "fonts",
                                       "output", "accessibility"]
    static let switches: Set<String> = ["reduce-motion", "dump-scene", "help"]

    static let help = """
      --scale 1|2|3            display scale (default 3, iPhone 16 Pro)
      --appearance light|dark  (default light)
      --dynamic-type CATEGORY  xSmall small medium large xLarge xxLarge xxxLarge AX1...AX5 (default large)
      --reduce-motion          rows stay flat and only fade
      --locale ID              number formatting locale (default en_US)
      --background COLOUR      a system colour name, #RRGGBB or transparent (default: the demo's)
      --fonts DIR              fonts directory (default: the package's Fonts/)
      --dump-scene             print the resolved scene as JSON (beside the PNG when --output is given)
      --accessibility FILE.json
                               write the accessibility sidecar: each element's label, value, traits,
                               options and frame, each visible text's contrast measured on the pixels;
                               the seed's failures also as `warning:` lines on stderr
    """

    static func parse(_ a: Arguments) throws(UsageError) -> RenderOptions {
        var o = RenderOptions()
        if let s = a["scale"] {
            guard let v = Int(s), (1...3).contains(v) else { throw UsageError("--scale: '\(s)' is not 1, 2 or 3") }
            o.scale = v
        }
        if let s = a["appearance"] {
            guard let v = Appearance(rawValue: s.lowercased()) else { throw UsageError("--appearance: '\(s)' is not light or dark") }
            o.appearance = v
        }
        if let s = a["dynamic-type"] {
            guard let v = DynamicTypeSize(name: s) else {
                throw UsageError("--dynamic-type: '\(s)' is not a Dynamic Type category (xSmall ... xxxLarge, AX1 ... AX5)")
            }
            o.dynamicType = v
        }
        if let s = a["locale"] {
            guard !s.isEmpty, s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
                throw UsageError("--locale: '\(s)' is not a locale identifier")
            }
            o.locale = s
        }
        if let s = a["background"] {
            guard let v = Background(parsing: s) else {
                throw UsageError("--background: '\(s)' is not a system colour name, #RRGGBB or transparent")
            }
            o.background = v
        }
        o.reduceMotion = a.has("reduce-motion")
        o.fontsDirectory = a["fonts"]
        return o
    }
}
