// AnimationTimeline: what a SwiftUI view animates, recorded while its graph settles and drawn
// at a frame's time (docs/architecture.md §29). SwiftUI animates the values a view shows, not
// its state: the state is the new value at once, and what it made moves from the old look to
// the new. Here a value a view shows is a track, keyed by the view's path: a scroll view's
// resting position, a Text's string.
// Recording (time nil): a track is made at rest on the first value seen; when a later pass
// shows another value, the change takes the animation of the environment's transaction (the
// write of the state of a view above, in withAnimation; or `.animation(_:value:)`), from what
// was shown at the start (the old value, or, while a change in the same settle is already
// animating, where that one started: passes are instantaneous). No animation: it jumps.
// Presenting (time t): the same resolve asks each track what to draw at t. All changes start
// at t = 0, the moment of the change; `settleTime` is when the last comes to rest.
// Scrolls interpolate between two item positions of one anchor (in items, the step a row and
// its spacing) or two content offsets (in points); between other kinds they jump. An effect's
// numbers (opacity, offset, scale, rotation) move each by the animation over its distance. A text rolls
// or fades (ContentTransition) with the animation's progress for a distance of 1, the old
// string as written at t = 0 and the new once that progress has settled.

import PickerRender

@MainActor
final class AnimationTimeline {
    /// The time of the frame being made; nil while recording.
    var time: Double?

    private struct Track<Value: Equatable> {
        var from: Value
        var to: Value
        var animation: Animation?
        var isMoving: Bool { animation != nil && from != to }
        /// At rest on `value`.
        init(_ value: Value) { from = value; to = value }
    }
    private var scrolls: [String: Track<PickerRender.ScrollPosition>] = [:]
    private struct TextTrack {
        var track: Track<String>
        var transition: ContentTransition.Kind
        /// `.numericText(value:)`'s value as last shown, and whether the change counted down.
        var value: Double?
        var countsDown = false
    }
    private var texts: [String: TextTrack] = [:]
    /// An effect's numbers (an opacity, an offset's x and y, a scale, an angle in degrees).
    private var numbers: [String: Track<[Double]>] = [:]
    /// The first animation that never comes to rest (a spring of bounce 1, a negative duration).
    private(set) var invalid: Animation?

    /// Every track at rest on what it shows: what came before a change from outside is over.
    func finish() {
        for key in scrolls.keys { scrolls[key]!.from = scrolls[key]!.to; scrolls[key]!.animation = nil }
        for key in texts.keys { texts[key]!.track.from = texts[key]!.track.to; texts[key]!.track.animation = nil }
        for key in numbers.keys { numbers[key]!.from = numbers[key]!.to; numbers[key]!.animation = nil }
    }

    /// Seconds from the change until every track is at rest.
    var settleTime: Double {
        var t = 0.0
        for track in scrolls.values where track.isMoving {
            if let d = Self.distance(track.from, track.to) { t = max(t, track.animation!.settlingDuration(target: d)) }
        }
        for text in texts.values where text.track.isMoving && text.transition != .identity {
            t = max(t, text.track.animation!.settlingDuration(target: 1))
        }
        for track in numbers.values where track.isMoving {
            for (a, b) in zip(track.from, track.to) where a != b { t = max(t, track.animation!.settlingDuration(target: b - a)) }
        }
        return t
    }

    // MARK: numbers

    /// The numbers an effect at `key` draws at the frame's time (`values` once at rest): each
    /// moves as the animation moves its distance.
    func values(_ key: String, _ values: [Double], env: EnvironmentValues) -> [Double] {
        guard let t = time else {
            record(&numbers[key, default: Track(values)], values, env.transactionAnimation)
            return values
        }
        guard let track = numbers[key], track.isMoving, track.to == values, track.from.count == values.count,
              let animation = track.animation else { return values }
        var shown = values
        for i in values.indices where track.from[i] != values[i] {
            let d = values[i] - track.from[i]
            if t < animation.settlingDuration(target: d) { shown[i] = track.from[i] + animation.value(target: d, time: t) }
        }
        return shown
    }

    /// A track given the value shown in this pass (a new track starts at rest on it).
    private func record<V: Equatable>(_ track: inout Track<V>, _ value: V, _ animation: Animation?) {
        guard track.to != value else { return }
        guard let animation else { track = Track(value); return }
        if !animation.isValid, invalid == nil { invalid = animation }
        if !track.isMoving { track.from = track.to }
        track.to = value; track.animation = animation
    }

    // MARK: scrolls

    /// The distance between two resting positions in the unit they animate in (items, points),
    /// or nil when they are not of one kind.
    private static func distance(_ a: PickerRender.ScrollPosition, _ b: PickerRender.ScrollPosition) -> Double? {
        switch (a, b) {
        case (.index(let i, let p), .index(let j, let q)) where p == q: Double(j - i)
        case (.contentOffset(let x), .contentOffset(let y)): y - x
        default: nil
        }
    }

    /// Records the position the scroll view at `key` rests at in this pass.
    func record(scroll key: String, _ position: PickerRender.ScrollPosition, env: EnvironmentValues) {
        record(&scrolls[key, default: Track(position)], position, env.transactionAnimation)
    }

    /// The points past `position` at which the scroll view at `key` is drawn: 0 at rest.
    /// `step` is an item's length plus the spacing (for positions at items).
    func scrollOffset(_ key: String, _ position: PickerRender.ScrollPosition, step: Double, env: EnvironmentValues) -> Double {
        guard let t = time else {
            record(scroll: key, position, env: env)
            return 0
        }
        guard let track = scrolls[key], track.isMoving, track.to == position, let d = Self.distance(track.from, track.to),
              let animation = track.animation, t < animation.settlingDuration(target: d) else { return 0 }
        // As far along as the animation is: the position it has reached, less where it rests.
        switch (track.from, track.to) {
        case (.index(let i, _), .index(let j, _)):
            return (Double(i) + animation.value(target: d, time: t) - Double(j)) * step
        case (.contentOffset(let x), .contentOffset(let y)):
            return x + animation.value(target: d, time: t) - y
        default:
            return 0
        }
    }

    // MARK: texts

    /// What the Text at `key` draws at the frame's time (nil: `text` as it is).
    func text(_ key: String, _ text: PickerRender.Text, env: EnvironmentValues) -> ViewTree? {
        let string = text.string
        guard let t = time else {
            let kind = env.contentTransition.kind
            var value: Double?
            if case .numericValue(let v) = kind { value = v }
            var entry = texts[key] ?? TextTrack(track: Track(string), transition: kind, value: value)
            if entry.track.to != string {
                entry.transition = kind
                if let old = entry.value, let new = value { entry.countsDown = new < old }
                else if case .numericText(let down) = kind { entry.countsDown = down }
            }
            record(&entry.track, string, env.transactionAnimation)
            entry.value = value
            texts[key] = entry
            return nil
        }
        guard let entry = texts[key], entry.track.isMoving, entry.track.to == string, let animation = entry.track.animation else { return nil }
        let settle = animation.settlingDuration(target: 1)
        guard t < settle, entry.transition != .identity else { return nil }
        var old = text
        old.string = entry.track.from
        let p = animation.value(target: 1, time: t)
        // Not begun (the change's own moment, or a delay): the old text as written.
        if p == 0 { return old.tree }
        let fade = min(max(p, 0), 1)
        switch entry.transition {
        case .numericText, .numericValue:
            let size = text.font(at: env.options.dynamicType).pointSize
            return NumericTextRoll(from: old, to: string, countsDown: entry.countsDown).view(progress: p, pointSize: size)
        case .opacity, .identity:
            return old.opacity(Expression(floatLiteral: 1 - fade)).overlay(text.opacity(Expression(floatLiteral: fade))).tree
        }
    }
}
