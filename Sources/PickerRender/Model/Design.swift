// Design: which iOS release's look the system controls are drawn in (docs/architecture.md §24).
// iOS 18 is the default and draws exactly what the package drew before the profile existed (its
// references are the test of that). iOS 26 changes only the controls it was measured on (the
// segmented control); every other control, the wheels among them, keeps its iOS 17/18 geometry,
// as no iOS 26 rendering of them has been measured.

public enum Design: String, Sendable, CaseIterable, Codable {
    /// iOS 17 and 18: the rounded-rectangle segmented control with its separators.
    case ios18
    /// iOS 26 (Liquid Glass): the capsule segmented control without separators.
    case ios26

    /// The names a flag and a spec accept, for error lines ("ios18 or ios26").
    package static let choices = allCases.map(\.rawValue).joined(separator: " or ")
}
