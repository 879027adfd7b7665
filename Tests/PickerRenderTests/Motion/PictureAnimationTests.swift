// PictureAnimation: the frames as pictures (selection, offset, title text) for the demo screens'
// motions, the frame count for fps and duration, Reduce Motion's jump, flings that snap, the
// errors that name a bad field, and frames drawn twice to the same bytes.

import PickerRenderPNG
import Testing
@testable import PickerRender

@Suite struct PictureAnimationTests {
    static let hour = "content.children[1].content.children[0]"
    static let clock = "content.children[0].children[1]"
    static let ruler = "content.content.children[2]"
    static let weight = "content.content.children[1].children[0]"

    static func wakeUp(reduceMotion: Bool = false, scale: Int = 3) -> Picture {
        Picture(options: RenderOptions(scale: scale, reduceMotion: reduceMotion), content: GalleryDemos.wakeUp)
    }
    static func yourWeight(reduceMotion: Bool = false) -> Picture {
        Picture(options: RenderOptions(reduceMotion: reduceMotion), content: GalleryDemos.yourWeight(locale: "en_US"))
    }
    static func wheelSeven(reduceMotion: Bool = false, scale: Int = 3) throws -> PictureAnimation {
        try PictureAnimation(picture: wakeUp(reduceMotion: reduceMotion, scale: scale), control: hour,
                             motion: .selectionChange(to: "10"), textChanges: [.init(clock, to: "10:30")])
    }

    static func node(_ p: Picture, _ path: String) throws -> PickerNode {
        guard case .picker(let n) = try p.content.view(at: path) else { throw PickerError.noValues }
        return n
    }
    static func text(_ p: Picture, _ path: String) throws -> String {
        guard case .text(let t) = try p.content.view(at: path) else { throw PickerError.noValues }
        return t.string
    }
    static func wheel(_ n: PickerNode) -> WheelPicker { n.picker.base as! WheelPicker }
    static func rulerPicker(_ n: PickerNode) -> RulerScrollPicker { n.picker.base as! RulerScrollPicker }

    @Test func wheelSnappyFromSevenToTen() throws {
        let a = try Self.wheelSeven()
        // The wheel's .snappy; settled at 0.1 % of 3 rows: the same 0.70665 s as for 1.
        #expect(abs(a.settleTime - 0.70665) < 2e-5)
        #expect(a.frameCount == 37)                         // ceil((0.70665 + 0.5) x 30)
        let first = try Self.node(a.frame(at: 0), Self.hour)
        #expect(Self.wheel(first).selection == "10")       // the binding jumps...
        #expect(first.offset == -3)                         // ...and the wheel still shows 07
        let last = try Self.node(a.frame(at: a.frameCount - 1), Self.hour)
        #expect(Self.wheel(last).selection == "10" && last.offset == nil)
        // The rest of the picture is the demo's, untouched (the minute wheel, "Wake Up").
        var expected = Self.wakeUp()
        expected.content = try expected.content.replacing(at: Self.hour, with: .picker(last))
        expected.content = try expected.content.replacing(at: Self.clock, with: .text(Text("10:30").font(.largeTitle)
            .fontWeight(.bold).fontDesign(.rounded).monospacedDigit().tree.textValue!))
        #expect(a.frame(at: a.frameCount - 1) == expected)
        // .snappy passes 10 by at most 0.63 % of the way and comes back.
        let positions = (0..<a.frameCount).map { a.position(at: a.time(ofFrame: $0))! }
        let peak = positions.max()!
        #expect(peak > 10 && peak <= 10 + 3 * Spring.snappy.overshoot + 1e-12)
        #expect(positions.last == 10)
    }

    @Test func aControlInsideAZStackAndEffectsIsAnimated() throws {
        // The path runs through a ZStack's child, an overlay's content and an effect's content.
        let wheel = WheelPicker(title: "Hour", range: 0...23, format: "%02d", selection: 7)
        let p = Picture(width: 171, content: ZStack { Rectangle().fill(.red); wheel.opacity(0.9).overlay(Text("x")) })
        let path = "content.children[1].content.content"
        let a = try PictureAnimation(picture: p, control: path, motion: .selectionChange(to: "10"))
        let last = try Self.node(a.frame(at: a.frameCount - 1), path)
        #expect(Self.wheel(last).selection == "10" && last.offset == nil)
        #expect(try Self.node(a.frame(at: 0), path).offset == -3)
    }

    @Test func theHalfWayTimeOfASelectionChange() throws {
        let a = try Self.wheelSeven()
        // The first time .snappy covers half the way: 0.122979 s. The title rolls from t = 0
        // instead (NumericTextRollTests); a fling's text switches at this time.
        #expect(abs(a.textChangeTime - 0.1229794) < 1e-6)
        #expect(abs(a.position(at: a.textChangeTime)! - 8.5) < 1e-6)
    }

    @Test func rulerSmoothFrom62To70() throws {
        let a = try PictureAnimation(picture: Self.yourWeight(), control: Self.ruler, motion: .selectionChange(to: 70),
                                     textChanges: [.init(Self.weight, to: "70.0")], fps: 60)
        // index(62) = 44 ticks = 528 pt; index(70) = 60 = 720 pt; .smooth(duration: 0.7).
        let first = try Self.node(a.frame(at: 0), Self.ruler)
        #expect(Self.rulerPicker(first).value == 70 && first.offset == 528 - 720)   // 192 points before 70's rest
        #expect(abs(a.settleTime - 1.02868) < 2e-5)
        #expect(abs(a.textChangeTime - 0.1869821) < 1e-6)
        #expect(a.frameCount == 92)                         // ceil((1.02868 + 0.5) x 60)
        let last = try Self.node(a.frame(at: a.frameCount - 1), Self.ruler)
        #expect(Self.rulerPicker(last).value == 70 && last.offset == nil)
        #expect(try Self.text(a.frame(at: a.frameCount - 1), Self.weight) == "70.0")
        // Critically damped: the offset only grows, never past 70's resting position.
        var previous = -192.0
        for i in 0..<a.frameCount {
            let o = try Self.node(a.frame(at: i), Self.ruler).offset ?? 0
            #expect(o >= previous && o <= 0)
            previous = o
        }
    }

    @Test func frameCountFollowsFpsAndDuration() throws {
        let p = Self.wakeUp()
        let m = PictureAnimation.Motion.selectionChange(to: "10")
        #expect(try PictureAnimation(picture: p, control: Self.hour, motion: m, fps: 24, duration: 2).frameCount == 48)
        #expect(try PictureAnimation(picture: p, control: Self.hour, motion: m, fps: 30, duration: 1.01).frameCount == 31)
        let a = try PictureAnimation(picture: p, control: Self.hour, motion: m, fps: 60)
        #expect(a.frameCount == 73)                         // ceil(1.20665 x 60)
        #expect(a.time(ofFrame: 30) == 0.5)
    }

    @Test func reduceMotionJumps() throws {
        let moving = try Self.wheelSeven()
        let still = try Self.wheelSeven(reduceMotion: true)
        #expect(still.frameCount == moving.frameCount)
        #expect(still.jumps && !moving.jumps)
        let last = still.frame(at: still.frameCount - 1)
        for i in 0..<still.frameCount { #expect(still.frame(at: i) == last) }
        #expect(try Self.node(last, Self.hour).offset == nil)
        #expect(try Self.text(still.frame(at: 0), Self.clock) == "10:30")
        // The ruler too.
        let ruler = try PictureAnimation(picture: Self.yourWeight(reduceMotion: true), control: Self.ruler,
                                         motion: .selectionChange(to: 70))
        let r0 = try Self.node(ruler.frame(at: 0), Self.ruler)
        #expect(Self.rulerPicker(r0).value == 70 && r0.offset == nil)
    }

    @Test func flingsSnapToATickAndARow() throws {
        // 528 + 0.499 x 700 = 877.3 pt -> 876 = tick 73 = 76.5 kg.
        let a = try PictureAnimation(picture: Self.yourWeight(), control: Self.ruler, motion: .fling(velocity: 700))
        let last = try Self.node(a.frame(at: a.frameCount - 1), Self.ruler)
        #expect(Self.rulerPicker(last).value == 76.5 && last.offset == nil)
        #expect(abs(a.textChangeTime - 0.3462269) < 1e-6)   // 0.998^ms = 1/2
        // Half a pixel at @3x (1/6 pt) of 348 pt left: log(1/6/348)/log(0.998) ms.
        #expect(abs(a.settleTime - 3.8181577) < 1e-6)
        // While it moves the value follows the tick under the indicator.
        let mid = try Self.node(a.frame(at: 10), Self.ruler)
        let offset = try #require(mid.offset)
        #expect(Self.rulerPicker(mid).value == Self.rulerPicker(mid).value(atContentOffset: Self.rulerPicker(mid).restingOffset + offset))
        // The wheel: 10 rows/s from 07 -> 7 + 4.99 -> row 12.
        let w = try PictureAnimation(picture: Self.wakeUp(), control: Self.hour, motion: .fling(velocity: 10))
        let end = try Self.node(w.frame(at: w.frameCount - 1), Self.hour)
        #expect(Self.wheel(end).selection == "12" && end.offset == nil)
        // Flung past the end, it stops on the last row.
        let far = try PictureAnimation(picture: Self.wakeUp(), control: Self.hour, motion: .fling(velocity: 1000))
        #expect(Self.wheel(try Self.node(far.frame(at: far.frameCount - 1), Self.hour)).selection == "23")
        // Reduce Motion does not stop the user's own fling.
        let rm = try PictureAnimation(picture: Self.wakeUp(reduceMotion: true), control: Self.hour, motion: .fling(velocity: 10))
        #expect(!rm.jumps && rm.frameCount == w.frameCount)
    }

    @Test func errorsNameTheField() {
        let p = Self.wakeUp()
        #expect(throws: PickerError.invalidOption(name: "control", value: "content.children[5]", expected: "a view of the picture")) {
            try PictureAnimation(picture: p, control: "content.children[5]", motion: .selectionChange(to: "10"))
        }
        #expect(throws: PickerError.invalidOption(name: "control", value: "content.children[0]", expected: "the path of a control")) {
            try PictureAnimation(picture: p, control: "content.children[0]", motion: .selectionChange(to: "10"))
        }
        #expect(throws: PickerError.selectionNotFound("24")) {
            try PictureAnimation(picture: p, control: Self.hour, motion: .selectionChange(to: "24"))
        }
        #expect(throws: PickerError.invalidOption(name: "fps", value: "0", expected: "a frame rate of 1 to 120")) {
            try PictureAnimation(picture: p, control: Self.hour, motion: .selectionChange(to: "10"), fps: 0)
        }
        #expect(throws: PickerError.invalidOption(name: "textChanges", value: Self.hour, expected: "the path of a text")) {
            try PictureAnimation(picture: p, control: Self.hour, motion: .selectionChange(to: "10"), textChanges: [.init(Self.hour, to: "x")])
        }
        let segmented = Picture(content: GalleryDemos.segmented)
        #expect(throws: PickerError.invalidOption(name: "control", value: "content.content.children[0]",
                                                  expected: "a control that animates (a wheel or ruler); a segmented does not")) {
            try PictureAnimation(picture: segmented, control: "content.content.children[0]", motion: .fling(velocity: 1))
        }
    }

    @Test func framesAreByteIdenticalRunToRun() throws {
        let a = try Self.wheelSeven(scale: 1)
        let one = try [0, 5, 20].map { try a.frame(at: $0).render().pngData() }
        let two = try [0, 5, 20].map { try a.frame(at: $0).render(using: PickerRenderer(options: a.picture.options)).pngData() }
        #expect(one == two)
        #expect(one[0] != one[1])
        // The APNG's first frame is frame 0's picture.
        let frames = try a.renderFrames()
        let apng = try PictureAnimation.apngData(frames, fps: a.fps)
        #expect(try PictureAnimation.apngData(frames, fps: a.fps) == apng)
        #expect(try PNGCodec.decode(apng).pixels == frames[0].image.pixels)
    }
}

extension ViewTree {
    var textValue: Text? { if case .text(let t) = self { return t }; return nil }
}

@Suite struct PictureAnimationLimitTests {
    @Test func aValueBetweenTicksStaysAsGiven() throws {
        // 70.2 rests at its nearest tick (70, 720 pt) but the binding keeps 70.2.
        let a = try PictureAnimation(picture: PictureAnimationTests.yourWeight(), control: PictureAnimationTests.ruler,
                                     motion: .selectionChange(to: 70.2))
        let last = try PictureAnimationTests.node(a.frame(at: a.frameCount - 1), PictureAnimationTests.ruler)
        #expect(PictureAnimationTests.rulerPicker(last).value == 70.2 && last.offset == nil)
        #expect(a.position(at: 10) == 720)
    }

    @Test func springsThatNeverSettleAreRefused() {
        for bounce in [1.0, -1.0, .nan] {
            #expect(throws: PickerError.self) {
                try PictureAnimation(picture: PictureAnimationTests.wakeUp(), control: PictureAnimationTests.hour,
                                     motion: .selectionChange(to: "10", curve: Spring(duration: 0.5, bounce: bounce)))
            }
        }
        #expect(Spring.bouncy.isValid && !Spring(duration: 0, bounce: 0).isValid)
    }

    @Test func tooManyFramesIsRefused() {
        #expect(throws: PickerError.invalidOption(name: "duration", value: "100",
                                                  expected: "a positive number of seconds, at most 10000 frames")) {
            try PictureAnimation(picture: PictureAnimationTests.wakeUp(), control: PictureAnimationTests.hour,
                                 motion: .selectionChange(to: "10"), fps: 120, duration: 100)
        }
    }
}
