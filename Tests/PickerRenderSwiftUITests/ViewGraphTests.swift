// The graph runs views as SwiftUI does: state kept by identity across passes, onAppear once,
// onChange with the old and new values, an @Observable model's change seen, and a view that
// never settles stopped with its name.

import Observation
import Testing
import PickerRender
import PickerRenderSwiftUI

struct Counter: PickerRenderSwiftUI.View {
    @State private var count = 0
    @State private var seen: [Int] = []
    var body: some PickerRenderSwiftUI.View {
        PickerRenderSwiftUI.Text("\(count) \(seen.map(String.init).joined(separator: ","))")
            .onAppear { count = 3 }
            .onChange(of: count) { old, new in seen.append(old * 10 + new) }
    }
}

struct Runaway: PickerRenderSwiftUI.View {
    @State private var ticks = 0
    var body: some PickerRenderSwiftUI.View {
        PickerRenderSwiftUI.Text("\(ticks)").onChange(of: ticks, initial: true) { ticks += 1 }
    }
}

/// Steps its own state up to 3, one pass each, then writes its parent's state through a Binding:
/// the parent's body is kept while only the child's state changes, and made again after.
struct SteppingChild: PickerRenderSwiftUI.View {
    @Binding var total: Int
    @State private var steps = 0
    var body: some PickerRenderSwiftUI.View {
        PickerRenderSwiftUI.Text("child \(steps) \(total)")
            .onAppear { steps = 1 }
            .onChange(of: steps) { _, new in if new < 3 { steps = new + 1 } else { total = 10 } }
    }
}

struct SteppingParent: PickerRenderSwiftUI.View {
    @State private var total = 0
    var body: some PickerRenderSwiftUI.View {
        PickerRenderSwiftUI.VStack {
            PickerRenderSwiftUI.Text("parent \(total)")
            SteppingChild(total: $total)
        }
    }
}

/// A view model, as teams write them since iOS 17.
@Observable final class Scale {
    var reading = 0
}

/// Its body reads the model; onAppear writes it: the change is seen, as SwiftUI's Observation
/// tracking sees it, and the body made again.
struct ScaleReading: PickerRenderSwiftUI.View {
    @State private var scale = Scale()
    var body: some PickerRenderSwiftUI.View {
        PickerRenderSwiftUI.Text("\(scale.reading) kg").onAppear { scale.reading = 68 }
    }
}

/// Writes the model it reads after every change: it never settles.
struct ScaleRunaway: PickerRenderSwiftUI.View {
    @State private var scale = Scale()
    var body: some PickerRenderSwiftUI.View {
        PickerRenderSwiftUI.Text("\(scale.reading)").onChange(of: scale.reading, initial: true) { scale.reading += 1 }
    }
}

/// A root with no state of its own, as an app's wrapper view.
struct SteppingRoot: PickerRenderSwiftUI.View {
    var body: some PickerRenderSwiftUI.View { SteppingParent() }
}

@MainActor @Suite struct ViewGraphTests {
    static func text(of picture: Picture) -> String? {
        func find(_ t: ViewTree) -> String? {
            switch t {
            case .text(let x): return x.string
            case .modified(_, let c): return find(c)
            case .vstack(let s): return s.children.lazy.compactMap(find).first
            default: return nil
            }
        }
        return find(picture.content)
    }

    @Test func onAppearThenOnChangeWithOldAndNewValues() throws {
        let p = try Picture(canvas: .fit, content: Counter())
        // Pass 1: onAppear sets 3; pass 2: onChange(0 -> 3) appends 3; pass 3 shows it.
        #expect(Self.text(of: p) == "3 3")
    }

    @Test func aKeptBodyIsMadeAgainWhenItsStateChanges() throws {
        func texts(_ t: ViewTree) -> [String] {
            switch t {
            case .text(let x): return [x.string]
            case .modified(_, let c): return texts(c)
            case .vstack(let s): return s.children.flatMap(texts)
            default: return []
            }
        }
        let p = try Picture(canvas: .fit, content: SteppingRoot())
        // Passes 2 to 4 change only the child's state (the parent's body is kept); pass 4's
        // action writes the parent's, so pass 5 makes the parent's body, and the child, again.
        #expect(texts(p.content) == ["parent 10", "child 3 10"])
    }

    @Test func anObservableModelWrittenByAnActionIsSeen() throws {
        #expect(Self.text(of: try Picture(canvas: .fit, content: ScaleReading())) == "68 kg")
        #expect(throws: PickerError.neverSettles(view: "ScaleRunaway", state: "an @Observable property its body reads", passes: 32)) {
            _ = try Picture(canvas: .fit, content: ScaleRunaway())
        }
    }

    @Test func aViewThatNeverSettlesIsATypedError() {
        #expect(throws: PickerError.neverSettles(view: "Runaway", state: "ticks", passes: 32)) {
            _ = try Picture(canvas: .fit, content: Runaway())
        }
    }
}
