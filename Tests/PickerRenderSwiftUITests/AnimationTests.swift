// A SwiftUI view's own animations as frames: withAnimation and `.animation(_:value:)` animate
// what they change (a text's string through its content transition, a scroll view's position),
// from when the view appears or after a state set from outside; each checked against the tree
// or picture it must equal at a time where the curve's value is exact. Also the timing curves'
// numbers against a sampled twin, and the typed errors of a state change.

import Testing
import PickerRender
@testable import PickerRenderSwiftUI

/// Counts from 1 to 2 as it appears, withAnimation(.linear(duration: 1)), the digit rolling.
struct Tally: PickerRenderSwiftUI.View {
    @State private var n = 1
    var transition = PickerRenderSwiftUI.ContentTransition.numericText()
    var body: some PickerRenderSwiftUI.View {
        PickerRenderSwiftUI.Text("\(n)").contentTransition(transition)
            .onAppear { withAnimation(.linear(duration: 1)) { n = 2 } }
    }
}

/// Its number animates under `.animation(_:value:)`, whoever sets it.
struct Scoped: PickerRenderSwiftUI.View {
    @State private var n = 1
    var scope: PickerRenderSwiftUI.Animation? = .linear(duration: 1)
    var body: some PickerRenderSwiftUI.View {
        PickerRenderSwiftUI.Text("\(n)").contentTransition(.numericText()).animation(scope, value: n)
    }
}

/// Ten 20-pt rows in a 60-pt scroll view at `start`, scrolled to `end` as it appears.
struct ScrolledRows: PickerRenderSwiftUI.View {
    let end: Int
    let animation: PickerRenderSwiftUI.Animation?
    @State private var target: Int?
    init(start: Int = 0, end: Int = 4, animation: PickerRenderSwiftUI.Animation? = .linear(duration: 1)) {
        self.end = end; self.animation = animation
        _target = State(initialValue: start)
    }
    var body: some PickerRenderSwiftUI.View {
        PickerRenderSwiftUI.ScrollView {
            PickerRenderSwiftUI.LazyVStack(spacing: 0) {
                PickerRenderSwiftUI.ForEach(0..<10, id: \.self) { i in PickerRenderSwiftUI.Text("row \(i)").frame(height: 20) }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $target, anchor: .top)
        .frame(width: 80, height: 60)
        .onAppear {
            let end = end
            if let animation { withAnimation(animation) { target = end } } else { target = end }
        }
    }
}

/// A square that fades in, slides, grows and turns as it appears, withAnimation(.linear(duration: 1)).
struct Arrival: PickerRenderSwiftUI.View {
    @State private var shown = false
    var body: some PickerRenderSwiftUI.View {
        Self.square(opacity: shown ? 1 : 0, x: shown ? 40 : 0, scale: shown ? 2 : 1, degrees: shown ? 90 : 0)
            .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
    }
    static func square(opacity: Double, x: CGFloat, scale: CGFloat, degrees: Double) -> some PickerRenderSwiftUI.View {
        PickerRenderSwiftUI.Rectangle().frame(width: 20, height: 20)
            .opacity(opacity).offset(x: x).scaleEffect(scale).rotationEffect(.degrees(degrees))
            .frame(width: 100, height: 60)
    }
}

/// Two views that each have a state named `n`.
struct TwoTallies: PickerRenderSwiftUI.View {
    var body: some PickerRenderSwiftUI.View { PickerRenderSwiftUI.VStack { Tally(); Tally() } }
}

struct NeverAtRest: PickerRenderSwiftUI.View {
    @State private var n = 1
    var body: some PickerRenderSwiftUI.View {
        PickerRenderSwiftUI.Text("\(n)").onAppear { withAnimation(.spring(duration: -1)) { n = 2 } }
    }
}

@MainActor @Suite struct AnimationTests {
    static let options = RenderOptions(scale: 1)

    static func text(_ s: String, _ transition: PickerRenderSwiftUI.ContentTransition = .numericText()) throws -> PickerRender.Text {
        guard case .text(let t) = try Picture(canvas: .fit, options: options, content: PickerRenderSwiftUI.Text(s).contentTransition(transition)).content else {
            throw PickerError.io("not a text")
        }
        return t
    }

    @Test func anAppearingChangeRollsItsDigitsWithTheAnimation() throws {
        let a = try PictureAnimation(canvas: .fit, options: Self.options, content: Tally(), fps: 4)
        #expect(a.settleTime == 1)
        #expect(a.frameCount == 6)   // 1 s and 0.5 s at rest, at 4 fps
        let one = try Self.text("1"), two = try Self.text("2")
        #expect(a.frame(at: 0).content == .text(one))
        // Half-way along the linear curve: the roll at progress 0.5, exactly.
        let size = one.font(at: Self.options.dynamicType).pointSize
        #expect(a.frame(at: 2).content == NumericTextRoll(from: one, to: "2").view(progress: 0.5, pointSize: size))
        #expect(a.frame(at: 4).content == .text(two))
        // The still picture is the state at rest.
        #expect(try Picture(canvas: .fit, options: Self.options, content: Tally()).content == .text(two))
    }

    @Test func aTextWithoutATransitionCrossfades() throws {
        let a = try PictureAnimation(canvas: .fit, options: Self.options, content: Tally(transition: .opacity), fps: 4)
        let one = try Self.text("1", .opacity), two = try Self.text("2", .opacity)
        #expect(a.frame(at: 2).content == one.opacity(0.5).overlay(two.opacity(0.5)).tree)
        let identity = try PictureAnimation(canvas: .fit, options: Self.options, content: Tally(transition: .identity), fps: 4)
        #expect(identity.settleTime == 0)
        #expect(identity.frame(at: 0).content == .text(try Self.text("2", .identity)))
    }

    @Test func aStateSetFromOutsideAnimatesUnderAnimationValue() throws {
        let a = try PictureAnimation(canvas: .fit, options: Self.options, content: Scoped(), change: .init("n", to: 5), fps: 4)
        #expect(a.settleTime == 1)
        #expect(a.frame(at: 0).content == .text(try Self.text("1")))
        #expect(a.frame(at: 4).content == .text(try Self.text("5")))
        #expect(a.frame(at: 2).content != a.frame(at: 0).content && a.frame(at: 2).content != a.frame(at: 4).content)
        // A nil animation for the value: it changes at once.
        let jump = try PictureAnimation(canvas: .fit, options: Self.options, content: Scoped(scope: nil), change: .init("Scoped.n", to: "5"), fps: 4)
        #expect(jump.settleTime == 0)
        #expect(jump.frame(at: 0).content == .text(try Self.text("5")))
    }

    /// Half-way along a linear scroll from row 0 to row 4 the rows are where a scroll resting
    /// on row 2 puts them, to the pixel.
    @Test func aScrollMovesThroughItsRowsWithTheAnimation() throws {
        let a = try PictureAnimation(canvas: .fit, options: Self.options, content: ScrolledRows(), fps: 2)
        try #require(a.settleTime == 1 && a.frameCount == 3)
        let halfWay = try a.frame(at: 1).render().image
        #expect(halfWay == (try Picture(canvas: .fit, options: Self.options, content: ScrolledRows(start: 0, end: 2, animation: nil)).render().image))
        #expect(try a.frame(at: 0).render().image == (try Picture(canvas: .fit, options: Self.options, content: ScrolledRows(end: 0, animation: nil)).render().image))
        #expect(try a.frame(at: 2).render().image == (try Picture(canvas: .fit, options: Self.options, content: ScrolledRows()).render().image))
        #expect(halfWay != (try a.frame(at: 0).render().image))
    }

    /// Opacity, offset, scale and rotation move with the animation: half-way along a linear
    /// curve each is half-way, the same tree as the square drawn with those numbers.
    @Test func effectsMoveWithTheAnimation() throws {
        let a = try PictureAnimation(canvas: .fit, options: Self.options, content: Arrival(), fps: 2)
        #expect(a.settleTime == 1 && a.frameCount == 3)
        func still(_ o: Double, _ x: CGFloat, _ s: CGFloat, _ d: Double) throws -> ViewTree {
            try Picture(canvas: .fit, options: Self.options, content: Arrival.square(opacity: o, x: x, scale: s, degrees: d)).content
        }
        #expect(a.frame(at: 0).content == (try still(0, 0, 1, 0)))
        #expect(a.frame(at: 1).content == (try still(0.5, 20, 1.5, 45)))
        #expect(a.frame(at: 2).content == (try still(1, 40, 2, 90)))
    }

    @Test func aStateChangeNamesWhatIsWrong() {
        #expect(throws: PickerError.invalidOption(name: "state", value: "m", expected: "an @State of Tally or a view inside it (Tally.n)")) {
            _ = try PictureAnimation(content: Tally(), change: .init("m", to: 1))
        }
        #expect(throws: PickerError.invalidOption(name: "to", value: "\"many\"", expected: "a value of n's type, Int")) {
            _ = try PictureAnimation(content: Tally(), change: .init("n", to: "many"))
        }
        #expect(throws: PickerError.invalidOption(name: "state", value: "n", expected: "one @State: 2 views have it (Tally.n)")) {
            _ = try PictureAnimation(content: TwoTallies(), change: .init("n", to: 1))
        }
        do {
            _ = try PictureAnimation(canvas: .fit, content: NeverAtRest())
            Issue.record("a spring of negative duration was accepted")
        } catch {
            #expect(error.description.contains("spring(duration: -1, bounce: 0)"), "\(error)")
        }
        // Bounded: a spring of a thousand seconds is refused, not searched for its settle time.
        #expect(!Animation.spring(duration: 1000).isValid && Animation.spring(duration: 60, bounce: 0.5).isValid)
        #expect(!Animation.linear.speed(0).isValid && !Animation.linear.delay(.infinity).isValid)
    }

    /// A state change is a SwiftUI view's motion: a picture spec's control refuses it, in Swift
    /// and in a spec, naming it.
    @Test func aStateChangeIsNotAControlsMotion() throws {
        let wheel = Picture(content: PickerRender.WheelPicker(title: "Hour", range: 0...23, format: "%02d", selection: 7))
        do {
            _ = try PictureAnimation(picture: wheel, motion: .stateChange(.init("hour", to: 10)))
            Issue.record("a control took a state change")
        } catch {
            #expect(error.description.contains("stateChange") && error.description.contains("hour"), "\(error)")
        }
        do {
            _ = try PictureAnimation(spec: .object([("stateChange", .object([("state", "hour"), ("to", "10")]))]), path: "animation", picture: wheel)
            Issue.record("a spec's control took a state change")
        } catch {
            #expect(error.path == "animation.stateChange", "\(error)")
        }
    }

    /// A state's value read from JSON as its type.
    @Test func stateValuesAreReadAsTheirTypes() {
        enum Flavor: String { case vanilla }
        #expect(StateValue.read(.number(10), as: Int.self) == 10)
        #expect(StateValue.read(.number(10.5), as: Int.self) == nil)
        #expect(StateValue.read(.string("10"), as: Int.self) == 10)
        #expect(StateValue.read(.number(70), as: Double.self) == 70)
        #expect(StateValue.read(.number(70.5), as: CGFloat.self) == 70.5)
        #expect(StateValue.read(.string("true"), as: Bool.self) == true)
        #expect(StateValue.read(.null, as: Int?.self) == .some(nil))
        #expect(StateValue.read(.number(3), as: Int?.self) == .some(3))
        #expect(StateValue.read(.string("vanilla"), as: Flavor.self) == .vanilla)
        #expect(StateValue.read(.string("mint"), as: Flavor.self) == nil)
    }

    /// The Bézier solver against a sampled twin: x(s) on a grid of 200,001 points, the nearest
    /// one's y, linearly interpolated.
    @Test(arguments: [(0.42, 0.0, 0.58, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.25, 0.1, 0.25, 1.0), (0.0, 0.0, 1.0, 1.0)])
    func timingCurvesAgreeWithASampledTwin(_ c: (Double, Double, Double, Double)) {
        func point(_ s: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
        let n = 200_000
        let xs = (0...n).map { point(Double($0) / Double(n), c.0, c.2) }
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            var k = xs.firstIndex { $0 >= x } ?? n
            if k == 0 { k = 1 }
            let f = (x - xs[k - 1]) / max(xs[k] - xs[k - 1], 1e-15)
            let s = (Double(k - 1) + f) / Double(n)
            #expect(abs(Animation.bezierY(atX: x, c.0, c.1, c.2, c.3) - point(s, c.1, c.3)) < 1e-6)
        }
    }

    @Test func animationsTimeAsSwiftUIDocumentsThem() {
        #expect(Animation.easeInOut.value(target: 10, time: 0.175) == 5)   // symmetric: half-way at half the time
        #expect(Animation.linear(duration: 1).value(target: 1, time: 0.25) == 0.25)
        #expect(Animation.linear.settlingDuration(target: 3) == 0.35)
        #expect(Animation.default.settlingDuration(target: 1) == Spring(duration: 0.55, bounce: 0).settlingDuration(target: 1))
        #expect(Animation.snappy == .snappy(duration: 0.5) && Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.spring(response: 0.4, dampingFraction: 0.6) == .spring(duration: 0.4, bounce: 0.4))
        // `.spring()` compiles, as in SwiftUI, and is `.spring`.
        #expect(Animation.spring() == .spring && Animation.interactiveSpring() == .interactiveSpring)
        let late = Animation.linear(duration: 1).delay(0.5).speed(2)
        #expect(late.value(target: 1, time: 0.5) == 0)
        #expect(late.value(target: 1, time: 0.75) == 0.5)
        #expect(late.settlingDuration(target: 1) == 1)
    }
}
