// Tracking: Apple's SF Pro / SF Pro Rounded tracking tables (docs/architecture.md §6), in points,
// keyed by the nominal point size. Linear between listed sizes, the nearest end outside them.

package enum Tracking {
    private static let sfPro: [(size: Double, tracking: Double)] = [
        (11, 0.06), (12, 0), (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43),
        (20, -0.45), (22, -0.26), (28, 0.38), (34, 0.40),
    ]
    private static let sfProRounded: [(size: Double, tracking: Double)] = [
        (12, 0.54), (17, 0.37), (20, 0.36), (28, 0.36), (34, 0.38),
    ]

    /// Extra advance in points added after every glyph at nominal size `pointSize`.
    package static func points(forPointSize pointSize: Double, design: FontDesign) -> Double {
        precondition(pointSize.isFinite, "point size must be finite")
        let table = design == .rounded ? sfProRounded : sfPro
        if pointSize <= table[0].size { return table[0].tracking }
        for (a, b) in zip(table, table.dropFirst()) where pointSize <= b.size {
            let t = (pointSize - a.size) / (b.size - a.size)
            return a.tracking + t * (b.tracking - a.tracking)
        }
        return table[table.count - 1].tracking
    }
}
