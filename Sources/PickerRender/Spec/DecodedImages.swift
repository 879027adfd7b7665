// DecodedImages: the images specs name, decoded once per process while they fit, by the SHA-256
// of their file's bytes: a batch's pictures, a preview's redraws and the views of one picture
// that name the same PNG share one texture (pixels premultiplied and ringed once, ImageTexture).
// Keyed by the bytes, not the name: a file changed on disk is a new key, so nothing stale is
// ever drawn, and two names for one file (a copy) share it. The file is still read and hashed
// each time (at most 64 MB, under a second of SHA-256 at Nettle's speed); only decoding and
// premultiplying are saved, which for a 2000 x 2000 PNG are about 30 times the hash.
// Bounded: at most `maximumBytes` of texels; past that the least recently used go first. An
// image larger than the bound alone is decoded and not kept. Thread-safe (batch workers share
// it): the lock is held to look up and to insert, never while decoding, so two workers may
// decode one new image at once, and the second copy is dropped.

import PickerRenderFiles
import PickerRenderLocking
import PickerRenderScene

package enum DecodedImages {
    /// Most bytes of texels kept: two 4096 x 4096 images, or a few hundred screen-sized ones.
    package static let maximumBytes = 128 << 20

    /// Textures by digest, the least recently used first out, at most `maximumBytes` of texels.
    package struct Store {
        let maximumBytes: Int
        private var textures: [String: ImageTexture] = [:]
        /// Digests, least recently used first.
        private var order: [String] = []
        package private(set) var bytes = 0

        package init(maximumBytes: Int) { self.maximumBytes = maximumBytes }

        package var count: Int { textures.count }

        /// The texture kept for `digest`, now the most recently used.
        package mutating func texture(_ digest: String) -> ImageTexture? {
            guard let t = textures[digest] else { return nil }
            order.removeAll { $0 == digest }
            order.append(digest)
            return t
        }

        /// Keeps `texture` for `digest`, dropping the least recently used to make room; one
        /// larger than the whole bound is not kept.
        package mutating func keep(_ texture: ImageTexture, for digest: String) {
            let size = texture.texels.count
            guard size <= maximumBytes, textures[digest] == nil else { return }
            while bytes + size > maximumBytes, let oldest = order.first {
                order.removeFirst()
                bytes -= textures.removeValue(forKey: oldest)?.texels.count ?? 0
            }
            textures[digest] = texture
            order.append(digest)
            bytes += size
        }
    }

    private static let store = Locked(Store(maximumBytes: maximumBytes))

    /// The texture of the PNG `bytes`, decoded by `decode` unless the same bytes were decoded
    /// before and are still kept.
    package static func texture(_ bytes: [UInt8], decode: ([UInt8]) throws(PickerError) -> ImageTexture) throws(PickerError) -> ImageTexture {
        let digest = FileDigest.sha256(bytes)
        if let kept = store.withLock({ $0.texture(digest) }) { return kept }
        let texture = try decode(bytes)
        store.withLock { $0.keep(texture, for: digest) }
        return texture
    }
}
