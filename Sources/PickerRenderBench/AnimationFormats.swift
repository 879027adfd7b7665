// AnimationFormats: the time per frame of an animation in each format, for the hours wheel @3x
// moving 07 -> 10 with its .snappy selection change at 30 fps (frame count printed). Each case
// is one whole animation made as a user makes it (PictureAnimation.data, a kept renderer); its
// median divided by the frame count is the figure. "frames alone" draws the same frames without
// encoding them, the floor every format pays: the GIF draws its frames twice (colours first,
// then the palette's indices), so its cost over the floor is one more drawing plus its encoding.
// Sizes are exact (every format's bytes are deterministic).

import PickerRender

struct AnimationFormats {
    let animations: [(key: String, label: String, animation: PictureAnimation)]
    let frames: PictureAnimation

    init() {
        func animation(_ format: PictureAnimation.Format) -> PictureAnimation {
            do {
                let picture = try Picture(json: Array(#"{"canvas": "fit", "scale": 3, "content": {"type": "wheel", "range": {"from": 0, "through": 23}, "format": "%02d", "selection": "07"}}"#.utf8))
                return try PictureAnimation(picture: picture, motion: .selectionChange(to: "10"), fps: 30, format: format)
            } catch { fatalError("animation failed: \(error)") }
        }
        animations = PictureAnimation.Format.allCases.map { ("anim.\($0.rawValue)", "animation \($0.rawValue)", animation($0)) }
        frames = animation(.apng)
    }

    func cases(_ renderer: PickerRenderer) -> [BenchCase] {
        let frames = self.frames
        return [BenchCase(key: "anim.frames", label: "animation frames alone") {
            do { for f in try frames.renderFrames(using: renderer) { consume(f.image.pixels) } } catch { fatalError("frames failed: \(error)") }
        }] + animations.map { a in
            BenchCase(key: a.key, label: a.label) {
                do { consume(try a.animation.data(using: renderer)) } catch { fatalError("\(a.key) failed: \(error)") }
            }
        }
    }

    func report(_ s: Samples, renderer: PickerRenderer) {
        guard s.ms["anim.frames"] != nil || animations.contains(where: { s.ms[$0.key] != nil }) else { return }
        let n = Double(frames.frameCount)
        say("")
        say("Animations: the hours wheel @3x, 07 -> 10 (.snappy), \(frames.frameCount) frames at 30 fps, per frame (median of whole animations / frames):")
        say(pad("format", 24) + pad("ms / frame", 12, right: true) + pad("x frames", 10, right: true) + pad("bytes", 10, right: true))
        let floor = s.ms["anim.frames"].map { Stats($0).median }
        if let floor { say(pad("frames alone", 24) + pad(fmt(floor / n, 2), 12, right: true) + pad("1.00", 10, right: true)) }
        for a in animations {
            guard let ms = s.ms[a.key] else { continue }
            let median = Stats(ms).median
            let bytes: Int
            do { bytes = try a.animation.data(using: renderer).count } catch { fatalError("\(a.key) failed: \(error)") }
            say(pad(a.animation.format.rawValue, 24) + pad(fmt(median / n, 2), 12, right: true)
                  + pad(floor.map { fmt(median / $0, 2) } ?? "", 10, right: true) + pad("\(bytes)", 10, right: true))
        }
    }
}
