// FrameTimes: when each frame of an animation is shown, in the units each format stores, from
// the same timeline as the APNG's: frame i of n lasts one frame time (1/fps s), the first and the
// last `held` frame times (1 plus the hold, rounded to a frame). A frame's start is its index in
// frame times (frame 0 at 0, frame i > 0 at held + i - 1), so its delay in a coarser unit is the
// difference of its end and start each rounded to that unit (half up): the rounding never adds
// up over a long animation (30 fps in centiseconds is 3, 4, 3, 3, 4, 3 ..., 10 cs every 3 frames).
// Integer arithmetic only, so the delays are the same on every machine.

public struct FrameTimes: Sendable, Equatable {
    public let count: Int
    public let fps: Int
    public let held: Int

    /// `count` >= 1 frames at `fps` >= 1, the first and the last shown `held` >= 1 frame times.
    public init(count: Int, fps: Int, held: Int = 1) {
        precondition(count >= 1 && fps >= 1 && held >= 1, "FrameTimes: \(count) frames at \(fps) fps, held \(held)")
        self.count = count; self.fps = fps; self.held = held
    }

    /// Frame times from the start to the start of frame `i` (i == count: the end).
    public func start(_ i: Int) -> Int {
        precondition(i >= 0 && i <= count, "FrameTimes.start: \(i) outside 0...\(count)")
        if i == 0 { return 0 }
        if count == 1 { return held }
        if i == count { return 2 * held + count - 2 }
        return held + i - 1
    }

    /// The start of frame `i` in units of 1/`perSecond` s, rounded half up.
    public func start(_ i: Int, perSecond: Int) -> Int {
        (2 * start(i) * perSecond + fps) / (2 * fps)
    }

    /// How long frame `i` is shown, in units of 1/`perSecond` s.
    public func delay(_ i: Int, perSecond: Int) -> Int {
        start(i + 1, perSecond: perSecond) - start(i, perSecond: perSecond)
    }
}
