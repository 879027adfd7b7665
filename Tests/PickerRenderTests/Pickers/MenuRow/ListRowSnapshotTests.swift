// Pixels of the list-row menu picker and the custom weight picker demos against references
// under Snapshots/ListRowSnapshots/ and Snapshots/WeightPickerSnapshots/, each looked at beside
// the SwiftUI code it draws before it was committed.

import Testing
import PickerRender
import PickerRenderTesting
import PickerRenderText

@Suite struct ListRowSnapshots {
    func demo(_ options: RenderOptions) throws -> RenderedImage {
        let renderer = try PickerRenderer(options: options)
        return renderer.render(try Gallery.scene(demo: "menu", using: renderer))
    }

    @Test(arguments: [Appearance.light, .dark])
    func menu(_ appearance: Appearance) throws {
        Snapshot.verify(try demo(RenderOptions(appearance: appearance)), named: "menu-\(appearance.rawValue)", suite: "ListRowSnapshots")
    }

    /// At AX3 the rows grow and the value moves under the label; the subtitle wraps.
    @Test func menuAX3() throws {
        Snapshot.verify(try demo(RenderOptions(dynamicType: .accessibility3)), named: "menu-ax3", suite: "ListRowSnapshots")
    }

    /// A menu row alone at AX3 whose long subtitle wraps onto several lines, as
    /// `picker-render menu --dynamic-type AX3 --subtitle ...` draws it.
    @Test func menuRowAX3WrappedSubtitle() throws {
        let row = MenuPickerRow("Flavor", selection: "Chocolate", options: ["Chocolate", "Vanilla", "Strawberry"],
                                subtitle: "Pick the flavor you would like us to scoop first")
        Snapshot.verify(row, as: .picker(options: RenderOptions(dynamicType: .accessibility3)), named: "menu-row-ax3-wrapped",
                            suite: "ListRowSnapshots")
    }
}

@Suite struct WeightPickerSnapshots {
    func demo(_ name: String, _ appearance: Appearance) throws -> RenderedImage {
        let renderer = try PickerRenderer(options: RenderOptions(appearance: appearance))
        return renderer.render(try Gallery.scene(demo: name, using: renderer))
    }

    @Test(arguments: [Appearance.light, .dark])
    func lbs(_ appearance: Appearance) throws {
        Snapshot.verify(try demo("weight-lbs", appearance), named: "lbs-\(appearance.rawValue)", suite: "WeightPickerSnapshots")
    }

    @Test(arguments: [Appearance.light, .dark])
    func kg(_ appearance: Appearance) throws {
        Snapshot.verify(try demo("weight-kg", appearance), named: "kg-\(appearance.rawValue)", suite: "WeightPickerSnapshots")
    }
}
