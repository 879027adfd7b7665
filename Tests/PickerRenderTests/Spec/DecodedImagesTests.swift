// Images decoded once: the same bytes decoded once a process, other bytes again; the store's
// bound on both sides (at the bound kept, a byte over drops the least recently used, an image
// larger than the bound not kept). BatchImagesTests: a batch's pictures share one texture.

import Foundation
@testable import PickerRender
import PickerRenderScene
import Testing

@Suite struct DecodedImagesTests {
    /// A texture of `w` x `h` pixels of one grey (w x h x 4 bytes of pixels, a ring around them).
    func texture(_ w: Int, _ h: Int, _ grey: UInt8) -> ImageTexture {
        ImageTexture(straightRGBA: [UInt8](repeating: grey, count: w * h * 4), width: w, height: h)
    }

    @Test func theSameBytesAreDecodedOnce() throws {
        let nonce = UInt8.random(in: 0...255)
        let bytes = Array("not a PNG, only a key \(UUID())".utf8) + [nonce]
        var decodes = 0
        let decode = { (b: [UInt8]) throws(PickerError) -> ImageTexture in decodes += 1; return self.texture(2, 2, nonce) }
        let first = try DecodedImages.texture(bytes, decode: decode)
        let again = try DecodedImages.texture(bytes, decode: decode)
        #expect(decodes == 1 && first == again)
        _ = try DecodedImages.texture(bytes + [0], decode: decode)
        #expect(decodes == 2)
    }

    @Test func theStoreHoldsItsBoundOnBothSides() {
        // A 1 x 1 texture is 3 x 3 x 4 = 36 bytes with its ring.
        var store = DecodedImages.Store(maximumBytes: 72)
        store.keep(texture(1, 1, 1), for: "a")
        store.keep(texture(1, 1, 2), for: "b")
        #expect(store.count == 2 && store.bytes == 72)
        _ = store.texture("a")                       // a is now the more recent
        store.keep(texture(1, 1, 3), for: "c")       // a byte over: b goes
        #expect(store.count == 2 && store.texture("b") == nil && store.texture("a") != nil && store.texture("c") != nil)
        store.keep(texture(2, 2, 4), for: "d")       // 64 bytes: a and c go
        #expect(store.count == 1 && store.bytes == 64)
        store.keep(texture(3, 3, 5), for: "e")       // 100 bytes, more than the bound: not kept
        #expect(store.texture("e") == nil && store.texture("d") != nil)
    }
}
