// GaussianBlur+RGBA: SwiftUI's `.blur(radius:)` on a layer's texture: the four premultiplied
// channels blurred alike (blurring premultiplied values is what keeps a blurred edge from
// darkening: colour and coverage spread together). The texels go into a Float scratch, four
// floats a pixel, each channel is convolved by the separable kernel (stride 4 across a row,
// a row's length down a column), and every value is rounded back to 8 bits, colour clamped to
// alpha (the float sums may pass it by an ulp). Texels outside the texture count as 0: the
// renderer grows a blurred layer's texture by the kernel's reach, so no ink is cut.
// The twin blurs each channel with blurReference (the direct 2D sum in Double).

extension GaussianBlur {
    /// Blurs the premultiplied RGBA8 `texture` in place; `scratch` grows to 4 floats a pixel.
    package func blurRGBA(_ texture: inout Pixmap, sigma: Double, scratch: inout [Float]) {
        let r = Self.radius(sigma: sigma)
        let w = texture.width, h = texture.height, n = w * h * 4
        guard r > 0, w > 0, h > 0 else { return }
        if scratch.count < n { scratch = [Float](repeating: 0, count: n) }
        scratch.withUnsafeMutableBufferPointer { planeBuffer in
            let plane = planeBuffer.baseAddress!
            texture.withUnsafeMutableBytes { bytes in
                let px = bytes.baseAddress!
                for i in 0..<n { plane[i] = Float(px[i]) }
                blur(plane, width: w, height: h, stride: w * 4, sigma: sigma, channels: 4)
                var i = 0
                while i < n {
                    let a = Self.byte(plane[i + 3])
                    px[i] = Swift.min(Self.byte(plane[i]), a)
                    px[i + 1] = Swift.min(Self.byte(plane[i + 1]), a)
                    px[i + 2] = Swift.min(Self.byte(plane[i + 2]), a)
                    px[i + 3] = a
                    i += 4
                }
            }
        }
    }

    @inline(__always)
    static func byte(_ v: Float) -> UInt8 { UInt8(Swift.min(255, Swift.max(0, v + 0.5))) }

    /// Reference twin: each channel through blurReference, rounded and clamped as above.
    package static func blurRGBAReference(_ texture: Pixmap, sigma: Double) -> Pixmap {
        var out = texture
        let w = texture.width, h = texture.height
        var channels: [[Float]] = []
        for c in 0..<4 {
            let plane = (0..<(w * h)).map { i -> Float in
                let p = texture.pixel(i % w, i / w)
                return Float([p.r, p.g, p.b, p.a][c])
            }
            channels.append(blurReference(plane, width: w, height: h, sigma: sigma))
        }
        for i in 0..<(w * h) {
            let a = byte(channels[3][i])
            out.setPixel(i % w, i / w, PremultipliedColor(r: min(byte(channels[0][i]), a), g: min(byte(channels[1][i]), a),
                                                          b: min(byte(channels[2][i]), a), a: a))
        }
        return out
    }
}
