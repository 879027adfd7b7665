// A SwiftUI view's own animations as frames (docs/architecture.md §29): the view is settled as
// for a picture, with its graph recording what it shows (AnimationTimeline); when a state
// change is given, what came before is put at rest and the state is set from outside, as a
// binding's owner sets it, and the graph settles again: the view's onChange actions run, and
// what they change in withAnimation, or under `.animation(_:value:)`, is what moves. Frame i is
// the view resolved at t = i / fps from the change (or from its appearance, for animations its
// onAppear starts), so frames repeat exactly; they are then drawn, encoded, snapshotted and
// batched as any animation's.

import PickerRender

extension PictureAnimation {
    /// The frames of what `view` animates: from when it appears, or after `change` sets one of
    /// its states from outside. Throws when the state is not the view's (naming the states it
    /// has), the value is not of its type, an animation never comes to rest, or the view never
    /// settles.
    @MainActor
    public init(canvas: Picture.Canvas = .device(.iPhone16Pro), width: Double? = nil, padding: PickerRender.EdgeInsets = PickerRender.EdgeInsets(),
                options: RenderOptions = RenderOptions(), chrome: DeviceChrome = DeviceChrome(),
                content view: some PickerRenderSwiftUI.View, change: StateChange? = nil,
                fps: Int = 30, duration: Double? = nil, loop: Int = 0, hold: Double = 0, format: Format = .apng) throws(PickerError) {
        try Self.check(fps: fps, loop: loop, hold: hold, format: format)
        let maker = ViewPictureMaker(canvas: canvas, width: width, padding: padding, options: options, chrome: chrome)
        let graph = ViewGraph(), timeline = AnimationTimeline(), env = maker.environment
        graph.timeline = timeline
        _ = try graph.settle(view, env: env, layout: maker.layout)
        if let change {
            timeline.finish()
            try graph.apply(change, root: type(of: view))
            _ = try graph.settle(view, env: env, layout: maker.layout)
        }
        if let bad = timeline.invalid {
            throw .invalidOption(name: "Animation", value: bad.summary,
                                 expected: "an animation that comes to rest (a spring of duration above 0 and up to 60 s, bounce between -1 and 1; a curve of finite duration, its control points' x in 0...1; a finite delay, a positive speed)")
        }
        let settle = timeline.settleTime
        let seconds = try Self.checkedDuration(duration, settleTime: settle, fps: fps)
        let count = Self.frameCount(duration: seconds, fps: fps)
        // The trees of the frames, not their pixels (a few KB each: 3.8 KB for a scroll of ten
        // rows); every frame from the settle time on is the view at rest, one tree shared.
        var frames: [ViewTree] = []
        frames.reserveCapacity(count)
        var first: Picture?, rest: ViewTree?
        for i in 0..<count {
            let t = Double(i) / Double(fps)
            if t >= settle, let rest {
                frames.append(rest)
                continue
            }
            let picture = maker.picture(graph.present(view, env: env, at: t))
            frames.append(picture.content)
            if first == nil { first = picture }
            if t >= settle { rest = picture.content }
        }
        try self.init(picture: first!, frames: frames, change: change, settleTime: settle, fps: fps, duration: seconds,
                      loop: loop, hold: hold, format: format)
    }
}
