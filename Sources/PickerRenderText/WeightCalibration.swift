// WeightCalibration: the substitute's variable `wght` value for each SF weight, chosen so that
// stems are as thick as iOS draws them (docs/architecture.md §6, §9), not the nominal
// 400/500/600/700.
//
// Measured on rendered pixels: the stem of "m" at 13 pt @3x (Inter, the SF Pro Text substitute),
// the mean over its three stems, rows 45-85 % of the glyph's height and the four horizontal
// phases, of the summed coverage across each stem (StemWidth in the tests measures the same way):
//     wght      400   470   475   480   500   550   558   560   600   700
//     stem px   3.19  3.77  3.81  3.85  4.01  4.43  4.49  4.50  4.84  5.66
// (0.083 px per wght unit, linear to within 0.01 px over 300...700). iOS 18.5 draws that "m" with
// stems of 3.81 px (medium) and 4.49 px (semibold), so Inter at 500/600 ran 5 %/8 % heavier;
// medium -> 475 and semibold -> 558 match them. Regular and bold have no iOS measurement: they
// continue the same line (83 wght units per SF weight step: 392 and 641), since SF's stems grow
// about evenly from one weight to the next. InterDisplay (20 pt and up) uses the same values: its
// stems at 21 pt grow 0.0219 em per 100 wght against Inter's 0.0220 at 13 pt, the same slope
// within 1 %, and no iOS stem was measured for SF Pro Display.
// Quicksand (the rounded substitute) is static and keeps its two files.

package enum WeightCalibration {
    /// The `wght` axis value Inter / InterDisplay are drawn at for an SF weight.
    package static func wght(_ weight: FontWeight) -> Int {
        switch weight {
        case .regular: 392
        case .medium: 475
        case .semibold: 558
        case .bold: 641
        }
    }
}
