// AccessibilityAudit: the must-haves of the Select (Wheel) accessibility guideline (WCAG 2.2 AA)
// checked on a report's elements.
// Each warning is one sentence that starts with a fixed phrase naming the failure, so people
// read it and tools (and tests) can match it:
// - "unlabelled wheel": an adjustable element (a wheel, a ruler) with no label or only
//   white space; VoiceOver announces it with no name (WCAG 4.1.2).
// - "accessible name differs from visible label": the element shows a visible label and its
//   accessibility label is not the same text (WCAG 2.5.3, 3.3.2).
// - "options not distinct": two options read the same, so VoiceOver cannot tell them apart.
// - "selected row contrast": the selected row of an adjustable element (a wheel's row under
//   the band, a ruler's value) measures under 4.5:1, or 3:1 for large text (WCAG 1.4.3).
// - "text contrast": any text of any other element (a segment's label on its thumb, a menu
//   row's value) under the same ratios. iOS's own secondaryLabel on white is about 3.4:1: a
//   menu row's value in it is warned about, as WCAG would fail it.
// Non-selected wheel rows are faded by Apple's own design and measure lower (the guideline:
// FB15338784, a platform defect no implementation can remedy): their ratios are reported but
// never warned about. A selected row that could not be measured is not warned about either;
// its text carries a note instead.

public enum AccessibilityAudit {
    public static func warnings(for elements: [AccessibilityReport.Element]) -> [String] {
        var out: [String] = []
        for (i, e) in elements.enumerated() {
            let name = describe(e, index: i)
            let label = e.label?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if e.isAdjustable && label.isEmpty {
                out.append("unlabelled wheel: \(name) is adjustable but has no accessibility label, "
                           + "so VoiceOver announces it with no name (WCAG 4.1.2)")
            }
            if let visible = e.visibleLabel, visible != (e.label ?? "") {
                out.append("accessible name differs from visible label: \(name) shows \(quote(visible)) "
                           + "but is named \(quote(e.label ?? "")) (WCAG 2.5.3)")
            }
            if let options = e.options {
                var seen = Set<String>(), repeated: [String] = []
                for o in options where !seen.insert(o).inserted && !repeated.contains(o) { repeated.append(o) }
                if !repeated.isEmpty {
                    out.append("options not distinct: \(name) repeats \(repeated.map(quote).joined(separator: ", ")); "
                               + "each option needs its own text")
                }
            }
            // An adjustable element's rows other than the selected one fade by design (see above).
            for t in e.texts where t.isSelected || !e.isAdjustable {
                let required = t.requiredContrast ?? AccessibilityReport.minimumSelectedContrast
                guard let c = t.contrast, c < required else { continue }
                let what = e.isAdjustable ? "selected row contrast" : "text contrast"
                out.append("\(what): \(name) shows \(quote(t.string)) at \(format(c)):1 against what is behind it, "
                           + "under \(format(required)):1\(required < AccessibilityReport.minimumSelectedContrast ? " for large text" : "") (WCAG 1.4.3)")
            }
        }
        return out
    }

    /// "element 0 "Hour" (value "07", at 0,0 171x220)": enough to find it in the picture.
    static func describe(_ e: AccessibilityReport.Element, index: Int) -> String {
        let f = e.frame
        var s = "element \(index)"
        // A blank label names nothing: leave it out rather than print quoted spaces.
        if let l = e.label, !l.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { s += " " + quote(l) }
        s += " ("
        if let v = e.value { s += "value \(quote(v)), " }
        s += "at \(format(f.x)),\(format(f.y)) \(format(f.width))x\(format(f.height)))"
        return s
    }

    static func quote(_ s: String) -> String { "\"" + s + "\"" }

    /// Up to two decimals, no trailing zeros: 4.5, 13.62, 171.
    static func format(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
        var s = String(r)
        if let dot = s.firstIndex(of: "."), s.distance(from: dot, to: s.endIndex) > 3 {
            s = String(s[..<s.index(dot, offsetBy: 3)])
        }
        return s
    }
}

import Foundation
