// AnimationSpec: the JSON form of a PictureAnimation's motion, for a batch spec to embed next
// to its picture (the picture itself is a picture spec, read by PictureSpec). Same field tables
// as every spec object (unknown keys, wrong types and ranges refused with the JSON path), and
// PictureAnimation's own errors reported at the path of the key they are about:
//   {"control": "content.children[1].content.children[0]",
//    "selectionChange": {"to": "10"},            (or "fling": {"velocity": 700})
//    "spring": {"duration": 0.5, "bounce": 0.15}, (optional; default: the control's own curve)
//    "textChanges": [{"path": "content.children[0].children[1]", "text": "10:30"}],
//    "fps": 30, "duration": 2, "loop": 0, "hold": 0.5, "format": "gif"}
// "to" is a string: the value as the wheel shows it, or the ruler's number ("70").
// A SwiftUI view's animation (a batch entry's `swift` view) has no control: its own animations
// play, after an optional state set from outside, and only these keys go with it:
//   {"stateChange": {"state": "hour", "to": "10"}, "fps": 10, "duration": 2, "loop": 0, "hold": 0, "format": "apng"}

extension PictureAnimation {
    public static let specFields: [SpecField] = [
        SpecField("control", .string, "JSON path of the wheel or ruler that moves (default \"content\")"),
        SpecField("selectionChange", .object(selectionFields), "the selection set from outside (or give fling)"),
        SpecField("fling", .object(flingFields), "a user's fling that decelerates and snaps (or give selectionChange)"),
        SpecField("stateChange", .object(stateFields), "a SwiftUI view's (a batch's swift entry): one of its @State properties set from outside; what the view's code animates in response moves (without it, what it animates as it appears)"),
        SpecField("spring", .object(springFields), "selectionChange: SwiftUI's spring(duration:bounce:) (default: the control's own, the wheel's .snappy or the ruler's .smooth(duration: 0.7))"),
        SpecField("textChanges", .objects(textFields), "texts that change with the control: after a selectionChange their changed characters roll as .contentTransition(.numericText()) with its spring (the wheel demo's 07:30); after a fling they switch half-way"),
        SpecField("fps", .integer(fpsRange), "frames per second (default 30)"),
        SpecField("duration", .number(0.001...10_000), "seconds (default: until settled, plus \(PictureAnimation.hold) s)"),
        SpecField("loop", .integer(loopRange), "how many times it plays; 0 plays forever (default 0)"),
        SpecField("hold", .number(holdRange), "seconds the first and the last frame stay beyond their frame time (default 0)"),
        SpecField("format", .oneOf(Format.allCases.map(\.rawValue)), "apng, gif (at most 50 fps) or webp (default: the output's extension, .png, .gif or .webp)"),
    ]
    static let stateFields = [
        SpecField("state", .string, required: true, "the @State property's name, or the view type's and its name (\"WheelPickerDemo.hour\")"),
        SpecField("to", .string, required: true, "its new value, as text: a number, a string, true or false, an enum's raw value"),
    ]
    /// The keys of a control's motion, which a SwiftUI view's animation has no use for.
    static let controlKeys = ["control", "selectionChange", "fling", "spring", "textChanges"]

    /// What a SwiftUI view's animation spec gives (PickerRenderSwiftUI makes the animation of it).
    package struct ViewAnimationSpec: Sendable, Equatable {
        package var change: StateChange?
        package var fps: Int, duration: Double?, loop: Int, hold: Double, format: Format
        package init(change: StateChange?, fps: Int = 30, duration: Double? = nil, loop: Int = 0, hold: Double = 0, format: Format = .apng) {
            self.change = change; self.fps = fps; self.duration = duration; self.loop = loop; self.hold = hold; self.format = format
        }
    }

    /// Reads a SwiftUI view's animation object `value` (at `path`): no control's keys, its
    /// frame rate, plays, hold and format checked as every animation's.
    package static func viewAnimation(spec value: JSONValue, path: String) throws(SpecError) -> ViewAnimationSpec {
        let o = try SpecObject(value, path: path, fields: Self.specFields)
        if let key = controlKeys.first(where: o.has) {
            throw o.error(key, "goes with a control's animation; a SwiftUI view animates itself (give stateChange, or nothing)")
        }
        let change = try o.object("stateChange", fields: Self.stateFields).map { StateChange($0.string("state")!, to: .string($0.string("to")!)) }
        let spec = ViewAnimationSpec(change: change, fps: o.int("fps") ?? 30, duration: o.number("duration"), loop: o.int("loop") ?? 0,
                                     hold: o.number("hold") ?? 0, format: o.string("format").flatMap(Format.init(rawValue:)) ?? .apng)
        do { try check(fps: spec.fps, loop: spec.loop, hold: spec.hold, format: spec.format) } catch { throw specError(error, o) }
        return spec
    }

    static let selectionFields = [SpecField("to", .string, required: true, "the new value: as the wheel shows it, or the ruler's number")]
    static let flingFields = [
        SpecField("velocity", .number(-1e6...1e6), required: true, "rows (wheel) or points (ruler) per second, toward later values when positive"),
        SpecField("deceleration", .oneOf(["normal", "fast"]), "UIScrollView's rate: normal 0.998, fast 0.99 per ms (default normal)"),
    ]
    static let springFields = [
        SpecField("duration", .number(0.001...60), required: true, "the response in seconds"),
        SpecField("bounce", .number(-0.999...0.999), "0: no bounce; .snappy 0.15, .bouncy 0.3 (default 0)"),
    ]
    static let textFields = [
        SpecField("path", .string, required: true, "JSON path of a text of the picture"),
        SpecField("text", .string, required: true, "its new string"),
    ]

    /// Reads the animation object `value` (at `path` in its file) for `picture`.
    public init(spec value: JSONValue, path: String, picture: Picture) throws(SpecError) {
        let o = try SpecObject(value, path: path, fields: Self.specFields)
        if o.has("stateChange") { throw o.error("stateChange", "goes with a SwiftUI view's animation (a batch entry's swift view), not a control's") }
        let motion: Motion
        switch (try o.object("selectionChange", fields: Self.selectionFields), try o.object("fling", fields: Self.flingFields)) {
        case (.some, .some): throw o.error("fling", "give selectionChange or fling, not both")
        case (nil, nil): throw o.error("selectionChange", "missing (give selectionChange, or fling)")
        case (let change?, nil):
            var curve: Spring?
            if let s = try o.object("spring", fields: Self.springFields) {
                curve = Spring(duration: s.number("duration")!, bounce: s.number("bounce") ?? 0)
            }
            motion = .selectionChange(to: .text(change.string("to")!), curve: curve)
        case (nil, let fling?):
            if o.has("spring") { throw o.error("spring", "goes with selectionChange, not fling") }
            motion = .fling(velocity: fling.number("velocity")!, deceleration: fling.string("deceleration") == "fast" ? .fast : .normal)
        }
        let changes = (try o.objects("textChanges", fields: Self.textFields) ?? []).map { TextChange($0.string("path")!, to: $0.string("text")!) }
        do {
            try self.init(picture: picture, control: o.string("control") ?? "content", motion: motion, textChanges: changes,
                          fps: o.int("fps") ?? 30, duration: o.number("duration"), loop: o.int("loop") ?? 0, hold: o.number("hold") ?? 0,
                          format: o.string("format").flatMap(Format.init(rawValue:)) ?? .apng)
        } catch {
            throw Self.specError(error, o)
        }
    }

    /// A PictureAnimation error at the path of the key it is about.
    static func specError(_ e: PickerError, _ o: SpecObject) -> SpecError {
        switch e {
        case .invalidOption(let name, let value, let expected) where ["control", "fps", "duration", "textChanges", "loop", "hold", "format"].contains(name):
            return o.error(name, "'\(value)' is not \(expected)")
        case .selectionNotFound, .invalidOption(name: "to", _, _):
            return o.error("selectionChange.to", e.description)
        default:
            return SpecError(path: o.path, message: e.description)
        }
    }
}
