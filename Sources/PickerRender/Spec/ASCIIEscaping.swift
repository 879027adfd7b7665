// ASCIIEscaping: a string with some ASCII bytes replaced by escapes (JSON's quotes and control
// characters, HTML's entities), the one way both writers do it. Design: the UTF-8 bytes are
// scanned once; a string with nothing to replace is returned as it is, the others are built in
// one byte buffer, the bytes between replacements copied a run at a time (a manifest's picture
// specs, a quote every few bytes, took 0.5 ms a scalar at a time at a batch's serial end, and
// 1 ms as Substring appends). Invariant: only ASCII bytes are replaced, so a run always ends on
// a scalar boundary and the result is valid UTF-8.

package enum ASCIIEscaping {
    /// `s` with every byte for which `replacement` gives a text replaced by it.
    package static func escaped(_ s: String, _ replacement: (UInt8) -> String?) -> String {
        var text = s
        return text.withUTF8 { bytes in
            guard let first = bytes.firstIndex(where: { $0 < 0x80 && replacement($0) != nil }) else { return s }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + bytes.count / 4)
            var run = 0
            for i in first..<bytes.count where bytes[i] < 0x80 {
                guard let r = replacement(bytes[i]) else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
                out.append(contentsOf: r.utf8)
                run = i + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
            return String(decoding: out, as: UTF8.self)
        }
    }
}
