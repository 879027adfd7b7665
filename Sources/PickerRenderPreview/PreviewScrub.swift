// PreviewScrub: the page's scrub slider, 0 to 100. On an animation it is the time: frame
// round(s / 100 x (frames - 1)). On a picture it is every scrolling control's offset, from
// -span to +span (s = 50 is at rest, offset 0): 3 rows for a wheel, 120 points for a ruler,
// enough to show rows and ticks passing the centre. The offset is set in the picture's spec,
// so the scrubbed picture is exactly what a spec with that `offset` draws.

import PickerRender

package enum PreviewScrub {
    static func span(_ unit: ScrollUnit) -> Double { unit == .rows ? 3 : 120 }

    package static func frame(_ scrub: Int, of frameCount: Int) -> Int {
        guard frameCount > 1 else { return 0 }
        return Int((Double(scrub) / 100 * Double(frameCount - 1)).rounded())
    }

    /// The picture with its scrolling controls at the scrub's offset (itself when the scrub is off).
    package static func picture(_ picture: Picture, scrub: Int?) throws -> Picture {
        guard let scrub else { return picture }
        let fraction = (Double(scrub) - 50) / 50
        var out = try Picture(spec: offsetting(picture.spec, fraction))
        out.options.fontsDirectory = picture.options.fontsDirectory
        return out
    }

    static func offsetting(_ value: JSONValue, _ fraction: Double) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map { offsetting($0, fraction) })
        case .object(var members):
            for i in members.indices { members[i].1 = offsetting(members[i].1, fraction) }
            if let type = members.first(where: { $0.0 == "type" })?.1, case .string(let kind) = type,
               let unit = PickerKinds.all.first(where: { $0.kind == kind })?.scrollUnit {
                let offset = JSONValue.number((fraction * span(unit) * 100).rounded() / 100)
                if let i = members.firstIndex(where: { $0.0 == "offset" }) { members[i].1 = offset } else { members.append(("offset", offset)) }
            }
            return .object(members)
        default: return value
        }
    }
}
