// ColorMatrixFilter: a layer's colour matrix (SwiftUI's hueRotation, brightness, contrast,
// saturation, grayscale, colorMultiply and colorInvert, composed; PickerRenderScene's
// ColorFilter.swift) applied to its texture in place, before blur and shadow.
// Per pixel, on the premultiplied 8-bit texel (r, g, b, a):
//   1. straight components in 0...1: c = a > 0 ? c8 / a8 : 0 (a8 / 255 for alpha);
//   2. out = M x (r, g, b, a, 1), each clamped to 0...1;
//   3. premultiplied again and quantised: c8' = round(out_c x out_a x 255), a8' = round(out_a x 255).
// The matrix acts on straight sRGB-encoded components, as Core Animation's colour-matrix
// filters do; a transparent texel is transparent black, so a matrix without an alpha bias
// leaves it transparent (every SwiftUI colour effect but colorInvert's alpha keeps alpha; none
// adds to it).
// The fast kernel walks rows of the buffer with the matrix's entries hoisted and remembers the
// last texel (a filled shape's interior repeats one value), allocating nothing; `reference` is
// the same arithmetic pixel by pixel through the matrix's subscript, the twin the tests hold
// it to, byte for byte.

import PickerRenderScene

package enum ColorMatrixFilter {
    /// Applies `matrix` to every texel of `pixmap`.
    package static func apply(_ matrix: ColorMatrix, to pixmap: inout Pixmap) {
        let m = matrix.entries
        let (m00, m01, m02, m03, m04) = (m[0], m[1], m[2], m[3], m[4])
        let (m10, m11, m12, m13, m14) = (m[5], m[6], m[7], m[8], m[9])
        let (m20, m21, m22, m23, m24) = (m[10], m[11], m[12], m[13], m[14])
        let (m30, m31, m32, m33, m34) = (m[15], m[16], m[17], m[18], m[19])
        let width = pixmap.width, height = pixmap.height
        pixmap.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress.map(UnsafeMutableRawPointer.init) else { return }
            var lastIn: UInt32 = 0, lastOut: UInt32 = 0, primed = false
            for y in 0..<height {
                let row = base + y * width * 4
                for x in 0..<width {
                    let word = UInt32(littleEndian: row.load(fromByteOffset: 4 * x, as: UInt32.self))
                    if primed && word == lastIn { row.storeBytes(of: lastOut.littleEndian, toByteOffset: 4 * x, as: UInt32.self); continue }
                    let a8 = Double(word >> 24)
                    let inv = a8 > 0 ? 1 / a8 : 0
                    let r = Double(word & 0xFF) * inv, g = Double((word >> 8) & 0xFF) * inv, b = Double((word >> 16) & 0xFF) * inv
                    let a = a8 / 255
                    let outR = clamp(m00 * r + m01 * g + m02 * b + m03 * a + m04)
                    let outG = clamp(m10 * r + m11 * g + m12 * b + m13 * a + m14)
                    let outB = clamp(m20 * r + m21 * g + m22 * b + m23 * a + m24)
                    let outA = clamp(m30 * r + m31 * g + m32 * b + m33 * a + m34)
                    let out = pack(outR, outG, outB, outA)
                    row.storeBytes(of: out.littleEndian, toByteOffset: 4 * x, as: UInt32.self)
                    lastIn = word; lastOut = out; primed = true
                }
            }
        }
    }

    /// The twin: one texel at a time, through the matrix's subscript.
    package static func reference(_ matrix: ColorMatrix, _ texel: PremultipliedColor) -> PremultipliedColor {
        let a8 = Double(texel.a)
        let straight = [Double(texel.r), Double(texel.g), Double(texel.b)].map { a8 > 0 ? $0 * (1 / a8) : 0 } + [a8 / 255]
        var out = [Double](repeating: 0, count: 4)
        for r in 0..<4 {
            var v = 0.0
            for c in 0..<4 { v += matrix[r, c] * straight[c] }
            out[r] = clamp(v + matrix[r, 4])
        }
        let word = pack(out[0], out[1], out[2], out[3])
        return PremultipliedColor(r: UInt8(word & 0xFF), g: UInt8((word >> 8) & 0xFF), b: UInt8((word >> 16) & 0xFF), a: UInt8(word >> 24))
    }

    @inline(__always) static func clamp(_ v: Double) -> Double { v < 0 ? 0 : v > 1 ? 1 : v }

    /// Premultiplied and quantised, as a little-endian RGBA word.
    @inline(__always) static func pack(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> UInt32 {
        let k = a * 255
        let r8 = UInt32((r * k).rounded()), g8 = UInt32((g * k).rounded()), b8 = UInt32((b * k).rounded())
        return r8 | g8 << 8 | b8 << 16 | UInt32(k.rounded()) << 24
    }
}
