// PictureAnimation: a picture whose control (any AnimatableControl, named by its JSON path) moves
// as its SwiftUI code animates it (docs/architecture.md §13), as a sequence of pictures at `fps`.
// Frame i is a pure function of t = i / fps, so frames are byte-identical run to run.
// Motions:
// - selectionChange: the binding changes from outside. The selection jumps to the new value at
//   once and the scroll position springs from where it was (velocity 0: at rest) to the new
//   resting position with the control's selectionAnimation: the wheel's withAnimation(.snappy),
//   the ruler's .smooth(duration: 0.7).
// - fling: a user's fling at a velocity (rows or points per second, positive toward later
//   values), decelerating at UIScrollView's rate and snapping (Fling); the selection follows
//   the centred row or tick while it moves.
// Ends: from the spring's settle time (Spring.settlingDuration, 0.1 % of the distance) or the
// fling's (half a pixel of distance left) the control is drawn at rest, offset nil: SwiftUI
// too ends an animation once it is settled. The default duration is that settle time plus
// `hold` seconds at rest.
// Reduce Motion: the SwiftUI controls pass nil animations for outside changes, so a selectionChange
// jumps: every frame, the first included, is at rest on the new value (the duration is the one the
// animation would have had, so both variants have the same frames). A fling is the user's own
// scrolling, which Reduce Motion does not change.
// Text changes (the demos' `.contentTransition(.numericText())` titles, "07:30", "62.0"): after
// a selectionChange the title changes at t = 0 in the same withAnimation, so the changed digits
// roll with the control's spring (NumericTextRoll) until it settles for a distance of 1. A
// fling's selection changes without an animation (the user's scrolling): its text switches when
// the control is half-way (the first time it has covered half the distance). With Reduce Motion
// the demos pass nil animations, so nothing rolls or fades: the text is the new one from frame 0.
// A SwiftUI view's own animations (stateChange, made by PickerRenderSwiftUI): the view's code
// animates what it animates (withAnimation, .animation(_:value:), .contentTransition) after an
// optional state set from outside; its frames are the view resolved at each frame's time,
// handed over as made trees (`init(picture:frames:...)`), so everything below draws them as any.

import Foundation
import PickerRenderPNG

public struct PictureAnimation: Sendable, Equatable {
    /// A new selection: the value as shown (wheel), or a number (ruler); each control reads it
    /// in `AnimatableControl.selecting(_:)`.
    public enum Selection: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        case text(String)
        case value(Double)
        public init(stringLiteral s: String) { self = .text(s) }
        public init(floatLiteral v: Double) { self = .value(v) }
        public init(integerLiteral v: Int) { self = .value(Double(v)) }
    }

    public enum Motion: Sendable, Equatable {
        /// The selection set from outside; `curve` nil is the control's own selectionAnimation
        /// (the wheel's .snappy, the ruler's .smooth(duration: 0.7)).
        case selectionChange(to: Selection, curve: Spring? = nil)
        /// A fling at `velocity` in the control's ScrollUnit per second.
        case fling(velocity: Double, deceleration: Deceleration = .normal)
        /// A SwiftUI view's own animations, from when it appears, after `change` sets one of its
        /// states from outside when given (PickerRenderSwiftUI's `PictureAnimation(content:change:)`).
        case stateChange(StateChange?)
    }

    /// A state of a SwiftUI view set from outside, as a binding's owner would set it (no
    /// animation of its own: what the view's code animates in response is what moves).
    public struct StateChange: Sendable, Equatable {
        /// The @State property's name ("hour"), or its view type's and its name
        /// ("WheelPickerDemo.hour") when several views have one of that name.
        public var state: String
        /// Its new value: a number, a string, a boolean or null, read as the state's type.
        public var value: JSONValue
        public init(_ state: String, to value: JSONValue) { self.state = state; self.value = value }
    }

    /// A text view (by JSON path) whose string becomes `text` half-way through the motion.
    public struct TextChange: Sendable, Equatable {
        public var path: String
        public var text: String
        public init(_ path: String, to text: String) { self.path = path; self.text = text }
    }

    /// The file an animation is written as: APNG (lossless), GIF (one palette for every frame:
    /// lossless up to 256 colours, GIFPalette), or animated WebP (lossless).
    public enum Format: String, Sendable, Equatable, CaseIterable {
        case apng, gif, webp
        /// The file name extension: png, gif, webp.
        public var fileExtension: String { self == .apng ? "png" : rawValue }
    }

    public let picture: Picture
    public let control: String
    public let format: Format
    public let motion: Motion
    public let textChanges: [TextChange]
    public let fps: Int
    /// Seconds shown: `frameCount` = ceil(duration x fps).
    public let duration: Double
    /// Seconds after the control comes to rest, when no duration is given.
    public static let hold = 0.5
    /// How many times the animation plays; 0: forever (APNG's num_plays).
    public let loopCount: Int
    /// Seconds the first and the last frame are shown beyond their frame time (their delays,
    /// not extra frames).
    public let holdSeconds: Double
    public static let loopRange = 0...65535
    /// At most a minute: a held frame's delay is (1 + hold x fps) / fps, and its numerator
    /// must fit APNG's 16 bits (60 s x 120 fps + 1 = 7,201).
    public static let holdRange = 0.0...60.0
    public static let fpsRange = 1...120
    /// GIF's highest frame rate: 2 cs a frame.
    public static let maximumGIFFPS = 50

    /// Seconds from the start until the control is at rest (0 with Reduce Motion's jump).
    public let settleTime: Double
    /// Seconds from the start until the texts switch, when they do not roll (a fling; a number
    /// text): the first time the control is half-way.
    public let textChangeTime: Double
    /// Seconds the texts roll (`.numericText()`) after a selectionChange, from t = 0; nil when
    /// they switch at `textChangeTime` (a fling, Reduce Motion).
    public var textRollDuration: Double? {
        guard !jumps, case .control(_, _, _, .spring(let s)) = source else { return nil }
        return s.settlingDuration(target: 1)
    }

    /// What moves: one control of a picture spec, or a SwiftUI view's frames, made already.
    private enum Source: Sendable, Equatable {
        case control(moving: AnimatedControl, start: Double, end: Double, curve: Curve)
        case frames([ViewTree])
    }
    private let source: Source

    private enum Curve: Sendable, Equatable { case spring(Spring), fling(Fling) }

    /// `control` is the JSON path of the control in the picture's spec ("content",
    /// "content.children[1].content.children[0]"). Errors name the bad field.
    public init(picture: Picture, control: String = "content", motion: Motion, textChanges: [TextChange] = [],
                fps: Int = 30, duration: Double? = nil, loop: Int = 0, hold: Double = 0, format: Format = .apng) throws(PickerError) {
        try Self.check(fps: fps, loop: loop, hold: hold, format: format)
        self.format = format
        loopCount = loop; holdSeconds = hold
        guard case .picker(let node) = try picture.content.view(at: control) else {
            throw .invalidOption(name: "control", value: control, expected: "the path of a control")
        }
        for change in textChanges {
            guard case .text = try picture.content.view(at: change.path) else {
                throw .invalidOption(name: "textChanges", value: change.path, expected: "the path of a text")
            }
        }
        let base = try AnimatedControl(node, path: control)
        let start = base.control.scrollPosition(offset: node.offset)
        let moving: AnimatedControl, end: Double, curve: Curve
        switch motion {
        case .selectionChange(let selection, let spring):
            moving = AnimatedControl(try base.control.selecting(selection))
            end = moving.restingPosition
            let spring = spring ?? base.control.selectionAnimation
            guard spring.isValid else {
                throw .invalidOption(name: "curve", value: "duration \(PickerError.format(spring.duration)), bounce \(PickerError.format(spring.bounce))",
                                     expected: "a spring of positive duration and bounce strictly between -1 and 1")
            }
            curve = .spring(spring)
            let distance = end - start
            settleTime = spring.settlingDuration(target: distance)
            textChangeTime = Self.halfWay(settleTime, distance: distance) { spring.value(target: distance, time: $0) }
        case .fling(let velocity, let deceleration):
            guard velocity.isFinite else { throw .invalidOption(name: "velocity", value: PickerError.format(velocity), expected: "a finite velocity") }
            moving = base
            let fling = Fling(start: start, velocity: velocity, deceleration: deceleration, snap: base.control.scrollTarget(forProjectedPosition:))
            end = fling.target
            curve = .fling(fling)
            let halfPixel = 0.5 / picture.options.displayScale / base.control.pointsPerScrollUnit(in: picture.options)
            settleTime = fling.settlingDuration(tolerance: halfPixel)
            textChangeTime = Self.halfWay(settleTime, distance: fling.target - fling.start) { fling.position(at: $0) - fling.start }
        case .stateChange(let change):
            throw .invalidOption(name: "stateChange", value: change?.state ?? "appear",
                                 expected: "a SwiftUI view's animation, made from the view (PictureAnimation(content:change:)), not a control's")
        }
        source = .control(moving: moving, start: start, end: end, curve: curve)
        self.picture = picture; self.control = control; self.motion = motion; self.textChanges = textChanges
        self.fps = fps
        self.duration = try Self.checkedDuration(duration, settleTime: settleTime, fps: fps)
        if case .selectionChange = motion { jumps = picture.options.reduceMotion } else { jumps = false }
    }

    /// A SwiftUI view's animation (`.stateChange`): `frames[i]` is the content of frame i, made by
    /// resolving the view at t = i / fps; `settleTime` is when its last animation comes to rest.
    /// There are `frameCount(duration:fps:)` frames of the duration `checkedDuration` gives.
    package init(picture: Picture, frames: [ViewTree], change: StateChange?, settleTime: Double, fps: Int, duration: Double?,
                 loop: Int, hold: Double, format: Format) throws(PickerError) {
        try Self.check(fps: fps, loop: loop, hold: hold, format: format)
        let d = try Self.checkedDuration(duration, settleTime: settleTime, fps: fps)
        precondition(frames.count == Self.frameCount(duration: d, fps: fps), "PictureAnimation: \(frames.count) frames for \(d) s at \(fps) fps")
        self.picture = picture; control = ""; motion = .stateChange(change); textChanges = []
        self.fps = fps; self.duration = d; self.format = format; loopCount = loop; holdSeconds = hold
        self.settleTime = settleTime; textChangeTime = 0; jumps = false
        source = .frames(frames)
    }

    /// The duration given, or the settle time plus `hold` (at least a frame), checked.
    package static func checkedDuration(_ duration: Double?, settleTime: Double, fps: Int) throws(PickerError) -> Double {
        let d = duration ?? settleTime + max(Self.hold, 1 / Double(fps))
        guard d.isFinite, d > 0, d * Double(fps) <= Double(APNGEncoder.maximumFrames) else {
            throw .invalidOption(name: "duration", value: PickerError.format(d),
                                 expected: "a positive number of seconds, at most \(APNGEncoder.maximumFrames) frames")
        }
        return d
    }

    /// The frame rate, plays, hold and format, checked as every animation's are.
    package static func check(fps: Int, loop: Int, hold: Double, format: Format) throws(PickerError) {
        guard Self.fpsRange.contains(fps) else {
            throw .invalidOption(name: "fps", value: String(fps), expected: "a frame rate of 1 to 120")
        }
        // GIF delays are whole centiseconds, and browsers show a delay under 2 cs as 10 cs.
        guard format != .gif || fps <= Self.maximumGIFFPS else {
            throw .invalidOption(name: "fps", value: String(fps),
                                 expected: "a frame rate of 1 to \(Self.maximumGIFFPS) for a GIF (its delays are hundredths of a second, and browsers slow delays under 0.02 s to 0.1 s)")
        }
        guard Self.loopRange.contains(loop) else {
            throw .invalidOption(name: "loop", value: String(loop), expected: "a count of plays from 0 (forever) to 65535")
        }
        guard hold.isFinite, Self.holdRange.contains(hold) else {
            throw .invalidOption(name: "hold", value: PickerError.format(hold), expected: "a number of seconds from 0 to 60")
        }
    }

    /// Reduce Motion and an outside change: every frame at rest on the new value.
    public let jumps: Bool

    public var frameCount: Int { Self.frameCount(duration: duration, fps: fps) }

    /// ceil(duration x fps).
    package static func frameCount(duration: Double, fps: Int) -> Int { Int((duration * Double(fps)).rounded(.up)) }

    /// Seconds of frame `index`.
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }

    /// The control's position (rows or points) at `time`; nil for a SwiftUI view's animation,
    /// where no one control moves.
    public func position(at time: Double) -> Double? {
        guard case .control(_, let start, let end, let curve) = source else { return nil }
        return position(from: start, to: end, curve, at: time)
    }

    private func position(from start: Double, to end: Double, _ curve: Curve, at time: Double) -> Double {
        if jumps || time >= settleTime { return end }
        switch curve {
        case .spring(let s): return start + s.value(target: end - start, time: time)
        case .fling(let f): return f.position(at: time)
        }
    }

    /// The picture of frame `index` (0 ..< frameCount).
    public func frame(at index: Int) -> Picture {
        precondition(index >= 0 && index < frameCount, "PictureAnimation.frame: \(index) outside 0..<\(frameCount)")
        let t = time(ofFrame: index)
        let moving: AnimatedControl, curve: Curve, position: Double
        switch source {
        case .frames(let frames):
            var frame = picture
            frame.content = frames[index]
            return frame
        case .control(let m, let start, let end, let c):
            moving = m; curve = c; position = self.position(from: start, to: end, c, at: t)
        }
        let settled = jumps || t >= settleTime
        var tracking = false
        if case .fling = curve { tracking = true }
        let node = moving.node(at: position, settled: settled, tracking: tracking)
        var frame = picture
        // Paths were checked at init; replacing cannot fail on the same tree.
        func checked<T>(_ body: () throws -> T) -> T {
            do { return try body() } catch { preconditionFailure("PictureAnimation: a path checked at init failed: \(error)") }
        }
        var content = checked { try picture.content.replacing(at: control, with: .picker(node)) }
        let roll = textRollDuration
        for change in textChanges {
            guard case .text(var text) = checked({ try content.view(at: change.path) }) else { continue }
            if let roll, NumericTextRoll.rolls(text), case .spring(let spring) = curve {
                // At t = 0 the roll has not moved: the old text as written.
                guard t > 0 else { continue }
                if t < roll {
                    let size = text.font(at: picture.options.dynamicType).pointSize
                    let view = NumericTextRoll(from: text, to: change.text).view(progress: spring.value(target: 1, time: t), pointSize: size)
                    content = checked { try content.replacing(at: change.path, with: view) }
                    continue
                }
            } else if !(jumps || t >= textChangeTime) {
                continue
            }
            text.string = change.text
            content = checked { try content.replacing(at: change.path, with: .text(text)) }
        }
        frame.content = content
        return frame
    }

    /// The first time the motion has covered half the distance (`travelled` from the start),
    /// found on a 1-ms grid up to `settle` and refined by bisection.
    static func halfWay(_ settle: Double, distance total: Double, travelled: (Double) -> Double) -> Double {
        guard total != 0 else { return 0 }
        func reached(_ t: Double) -> Bool { travelled(t) / total >= 0.5 }
        var t = 0.0
        while t < settle, !reached(t) { t += 0.001 }
        guard t > 0 else { return 0 }
        var lo = t - 0.001, hi = t
        for _ in 0..<60 where hi - lo > 1e-9 {
            let mid = (lo + hi) / 2
            if reached(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }
}
