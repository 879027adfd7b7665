// The `.numericText()` roll of a text change after a selectionChange, as scene numbers: the
// wake-up title "07:30" -> "10:30" with the wheel's .snappy. Frame 0 is the old text as written;
// while the spring for a distance of 1 runs (0.70665 s) the title is the old text, hidden, under
// a row of columns: ":30" standing, the hours' two digits each an old digit rising and fading
// (offset -p x 34 pt, opacity 1 - p) over a new one rising in (offset (1 - p) x 34 pt, opacity p),
// p = .snappy's progress at t; from then on the new text as written. Strings of other lengths line
// up from their ends. A fling still switches half-way, and Reduce Motion shows the new text at frame 0.

import Testing
@testable import PickerRender

@Suite struct NumericTextRollTests {
    typealias P = PictureAnimationTests

    /// A column's layers as (string, offset y, opacity); a standing column has one layer, offset 0, opacity 1.
    static func layers(_ v: ViewTree) -> [(String, Double, Double)] {
        switch v {
        case .text(let t): return [(t.string, 0, 1)]
        case .zstack(let z): return z.children.flatMap(layers)
        case .modified(let m, let inner):
            if let o = m.base as? Opacity { return layers(inner).map { ($0.0, $0.1, $0.2 * number(o.opacity)) } }
            if let o = m.base as? Offset { return layers(inner).map { ($0.0, $0.1 + number(o.y), $0.2) } }
            Issue.record("unexpected \(m.type)"); return []
        default: Issue.record("unexpected \(v)"); return []
        }
    }

    static func number(_ e: Expression) -> Double {
        if case .number(let x) = e.node { return x }
        Issue.record("not a number: \(e)")
        return .nan
    }

    @Test func theWakeUpTitleRollsItsHoursWithTheSnappySpring() throws {
        let a = try P.wheelSeven()
        let roll = try #require(a.textRollDuration)
        #expect(abs(roll - 0.70665) < 1e-4)
        #expect(try P.text(a.frame(at: 0), P.clock) == "07:30")
        // Frame 3, t = 0.1 s.
        let p = Spring.snappy.value(target: 1, time: 0.1)
        #expect(p > 0.3 && p < 0.6, "\(p)")
        guard case .modified(let m, let base) = try a.frame(at: 3).content.view(at: P.clock), let d = m.base as? Overlay,
              case .hstack(let row) = d.overlay, case .modified(let zero, .text(let hidden)) = base,
              let o = zero.base as? Opacity, Self.number(o.opacity) == 0 else {
            Issue.record("not a roll: \(try a.frame(at: 3).content.view(at: P.clock))"); return
        }
        #expect(hidden.string == "07:30")
        let columns = row.children.map(Self.layers)
        #expect(columns.count == 5)
        for (k, s) in [(2, ":"), (3, "3"), (4, "0")] { #expect(columns[k].count == 1 && columns[k][0] == (s, 0, 1), "\(columns[k])") }
        for (k, old, new) in [(0, "0", "1"), (1, "7", "0")] {
            let c = columns[k]
            #expect(c.count == 2 && c[0].0 == old && c[1].0 == new, "\(c)")
            #expect(abs(c[0].1 + p * 34) < 1e-9 && abs(c[0].2 - (1 - p)) < 1e-9, "\(c)")
            #expect(abs(c[1].1 - (1 - p) * 34) < 1e-9 && abs(c[1].2 - p) < 1e-9, "\(c)")
        }
        // 30 fps: frame 21 is t = 0.7 s (still rolling), frame 22 t = 0.733 s (the new text).
        if case .text = try a.frame(at: 21).content.view(at: P.clock) { Issue.record("frame 21 is not rolling") }
        #expect(try P.text(a.frame(at: 22), P.clock) == "10:30")
        #expect(try P.text(a.frame(at: a.frameCount - 1), P.clock) == "10:30")
    }

    @Test func stringsOfOtherLengthsLineUpFromTheirEnds() throws {
        var t = Text("9.5")
        t.style = .largeTitle
        let columns: [[(String, Double, Double)]]
        guard case .modified(let m, _) = NumericTextRoll(from: t, to: "10.0").view(progress: 0.5, pointSize: 34),
              let d = m.base as? Overlay, case .hstack(let row) = d.overlay else { Issue.record("not a roll"); return }
        columns = row.children.map(Self.layers)
        #expect(columns.map { $0.map(\.0) } == [["1"], ["9", "0"], ["."], ["5", "0"]])
        // The "1" has no old digit: it only rises in.
        #expect(columns[0][0] == ("1", 17, 0.5))
    }

    @Test func aFlingSwitchesHalfWayAndReduceMotionAtFrameZero() throws {
        let reduced = try P.wheelSeven(reduceMotion: true)
        #expect(reduced.textRollDuration == nil)
        #expect(try P.text(reduced.frame(at: 0), P.clock) == "10:30")
        let fling = try PictureAnimation(picture: P.wakeUp(), control: P.hour, motion: .fling(velocity: 10),
                                         textChanges: [.init(P.clock, to: "10:30")])
        #expect(fling.textRollDuration == nil)
        let before = Int((fling.textChangeTime * 30).rounded(.down))
        #expect(try P.text(fling.frame(at: before), P.clock) == "07:30")
        #expect(try P.text(fling.frame(at: before + 1), P.clock) == "10:30")
    }
}
