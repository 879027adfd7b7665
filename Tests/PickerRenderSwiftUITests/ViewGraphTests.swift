// The graph runs views as SwiftUI does: state kept by identity across passes, onAppear once,
// onChange with the old and new values, and a view that never settles stopped with its name.

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
        let p = try Picture(canvas: .fit, swiftUI: Counter())
        // Pass 1: onAppear sets 3; pass 2: onChange(0 -> 3) appends 3; pass 3 shows it.
        #expect(Self.text(of: p) == "3 3")
    }

    @Test func aViewThatNeverSettlesIsATypedError() {
        #expect(throws: PickerError.neverSettles(view: "Runaway", state: "ticks", passes: 32)) {
            _ = try Picture(canvas: .fit, swiftUI: Runaway())
        }
    }
}
