// Pillow parity: every PNG under Tests/Fixtures (PngSuite, libpng's contrib/testpngs and its
// sub-folders) against Tests/Fixtures/pillow-rgba.tsv, which scripts/pillow-rgba-digests.py wrote
// from Pillow's Image.convert('RGBA') (no gamma correction: stored samples).
// Rules under test:
// - A file Pillow decodes and libpng accepts decodes to exactly Pillow's RGBA (SHA-256 digest).
// - A file that is corrupt (PngSuite x*, the crashers) fails with PNGError.malformed naming the
//   file and saying what is wrong, or decodes; it never crashes. Files where Pillow and libpng
//   disagree about validity are listed in `validityDifferences`, with the reason, so a new
//   disagreement fails a test.

import Foundation
import Testing
import PickerRenderPNG

struct PillowEntry: Sendable, CustomTestStringConvertible {
    var path: String          // relative to Tests/Fixtures
    var ok: Bool
    var width = 0, height = 0
    var digest = ""
    var testDescription: String { path }
}

enum PillowExpectations {
    static let all: [PillowEntry] = {
        let text = (try? String(contentsOf: Fixtures.root.appendingPathComponent("pillow-rgba.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if f[1] == "ok" {
                return PillowEntry(path: f[0], ok: true, width: Int(f[2])!, height: Int(f[3])!, digest: f[4])
            }
            return PillowEntry(path: f[0], ok: false)
        }
    }()

    /// Files whose validity Pillow and libpng judge differently, and why. Pillow does not check
    /// CRCs of image data or IDAT's zlib checksum in every case; libpng does, and we keep
    /// libpng's stricter verdict. libpng only warns about an empty ancillary chunk where Pillow
    /// gives up.
    static let validityDifferences: [String: String] = [
        "libpng-testpngs/crashers/badcrc.png": "IDAT CRC error: Pillow ignores it, libpng refuses",
        "libpng-testpngs/crashers/huge_IDAT.png": "truncated IDAT: Pillow reads what is there",
        "pngsuite/xcsn0g01.png": "IDAT CRC error: Pillow ignores it, libpng refuses",
        "libpng-testpngs/crashers/empty_ancillary_chunks.png": "libpng warns (bKGD out of place), Pillow refuses the empty cHRM",
    ]
}

@Suite struct PillowParityTests {
    @Test func sha256MatchesTheStandardVectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func everyFixtureHasAnExpectation() {
        let listed = Set(PillowExpectations.all.map(\.path))
        var onDisk: [String] = []
        let fm = FileManager.default
        let enumerator = fm.enumerator(atPath: Fixtures.root.path)
        while let rel = enumerator?.nextObject() as? String {
            if rel.hasSuffix(".png"), rel.hasPrefix("pngsuite/") || rel.hasPrefix("libpng-testpngs/") { onDisk.append(rel) }
        }
        #expect(onDisk.count == 175 + 139)
        #expect(Set(onDisk) == listed)
    }

    @Test(arguments: PillowExpectations.all)
    func decodesLikePillow(entry: PillowEntry) throws {
        let path = Fixtures.root.appendingPathComponent(entry.path).path
        let name = (entry.path as NSString).lastPathComponent
        let corrupt = name.hasPrefix("x") || entry.path.contains("/crashers/")
        let disagreement = PillowExpectations.validityDifferences[entry.path]
        do {
            let image = try PNGCodec.read(path: path)
            if entry.ok {
                #expect(disagreement == nil, "\(entry.path) decoded although listed as a disagreement")
                #expect(image.width == entry.width && image.height == entry.height)
                #expect(SHA256.hex(image.pixels) == entry.digest, "\(entry.path): RGBA differs from Pillow's")
            } else {
                #expect(disagreement != nil, "\(entry.path): Pillow refuses it but it decoded")
            }
        } catch {
            guard case let .malformed(source, message) = error else { Issue.record("\(entry.path): \(error)"); return }
            #expect(corrupt, "\(entry.path) is valid but failed: \(error)")
            #expect(source == path && error.description.contains(name) && !message.isEmpty)
            if entry.ok { #expect(disagreement != nil, "\(entry.path): Pillow decodes it but libpng refuses: \(message)") }
        }
    }
}
