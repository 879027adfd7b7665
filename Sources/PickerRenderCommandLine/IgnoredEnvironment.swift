// IgnoredEnvironment: the environment flags under which a control's command draws the same
// pixels at rest, whatever their value, with the reason from the iOS control, for its `--help` (and README's
// table). Measured by drawing each control at its defaults (2026-12): the same bytes at
// --dynamic-type xSmall and AX5, with and without --reduce-motion, at --locale en_US, de_DE and
// ar_EG (left to right: a right-to-left locale's direction, which every control follows, is
// --layout-direction's, not the locale's formatting). A test draws every command the same way
// and holds this table to what it finds, both ways: a flag listed here changes nothing, a flag
// not listed changes the picture.

enum IgnoredEnvironment {
    /// The flag (as the command line spells it) and why the control does not follow it.
    struct Entry: Sendable, Equatable { let flag: String; let why: String }

    /// Every flag the table speaks of.
    static let flags = ["--dynamic-type", "--reduce-motion", "--locale"]

    static let byCommand: [String: [Entry]] = [
        "wheel": [Entry(flag: "--locale", why: "the values are drawn as given, unless --format number")],
        "ruler": [Entry(flag: "--reduce-motion", why: "its ticks do not tilt or shrink at rest")],
        "segmented": [
            Entry(flag: "--dynamic-type", why: "UISegmentedControl's labels stay 13 pt, as iOS's may"),
            Entry(flag: "--reduce-motion", why: "nothing of it moves at rest"),
            Entry(flag: "--locale", why: "the labels are drawn as given"),
        ],
        "system-wheel": [
            Entry(flag: "--dynamic-type", why: "UIPickerView's rows stay 23.5-pt text in 32-pt rows"),
            Entry(flag: "--reduce-motion", why: "the cylinder is UIPickerView's look, not a motion effect"),
            Entry(flag: "--locale", why: "the options are drawn as given, unless --format number"),
        ],
        "menu": [
            Entry(flag: "--reduce-motion", why: "a closed menu row does not move"),
            Entry(flag: "--locale", why: "the title and options are drawn as given"),
        ],
        "inline": [
            Entry(flag: "--reduce-motion", why: "a list of rows does not move"),
            Entry(flag: "--locale", why: "the title and options are drawn as given"),
        ],
        "weight-picker": [Entry(flag: "--reduce-motion", why: "its ticks do not tilt or shrink at rest")],
    ]

    /// The help's paragraph for `command`, or "" when it follows every flag.
    static func help(_ command: String) -> String {
        guard let entries = byCommand[command], !entries.isEmpty else { return "" }
        return "Environment flags this control ignores (the same pixels whatever their value; a right-to-left locale still mirrors it):\n"
            + entries.map { "  " + $0.flag.padding(toLength: 25, withPad: " ", startingAt: 0) + $0.why + "\n" }.joined() + "\n"
    }
}
