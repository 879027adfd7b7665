// Design: which iOS release's look the system controls are drawn in (docs/architecture.md §24).
// iOS 18 is the default and draws exactly what the package drew before the profile existed (its
// references are the test of that). iOS 26 changes only what was measured on iOS 26 renderings:
// the navigation bar's glass buttons and large title, the segmented control, the inset grouped
// list (rows, cards, separators, headers, the disclosure chevron), the inline picker and the
// open menu; the wheels and the date picker keep their iOS 17/18 geometry, as no iOS 26
// rendering of a wheel has been found.

public enum Design: String, Sendable, CaseIterable, Codable {
    /// iOS 17 and 18: the rounded-rectangle segmented control with its separators.
    case ios18
    /// iOS 26 (Liquid Glass): glass bar buttons, the capsule segmented control, round list cards.
    case ios26

    /// The names a flag and a spec accept, for error lines ("ios18 or ios26").
    package static let choices = allCases.map(\.rawValue).joined(separator: " or ")
}
