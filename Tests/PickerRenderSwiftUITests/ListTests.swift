// Lists as SwiftUI builds them: each Section a card of its own under its header, rows outside a
// Section sharing one; a NavigationLink a row ending in the disclosure chevron; an inline-style
// Picker its options under its label with the selection checked; a DatePicker the wheel. Each
// compared with the control PickerRender draws for it, pixel for pixel, and each comparison can
// fail (a different header is another picture).

import Foundation
import Testing
import PickerRender
import PickerRenderSwiftUI

struct TwoSections: PickerRenderSwiftUI.View {
    var header = "Flavors"
    var body: some PickerRenderSwiftUI.View {
        List {
            Section(header) {
                PickerRenderSwiftUI.HStack { PickerRenderSwiftUI.Text("Chocolate"); PickerRenderSwiftUI.Spacer(); PickerRenderSwiftUI.Text("Yes") }
            }
            Section("Toppings") {
                NavigationLink { PickerRenderSwiftUI.Text("Nuts") } label: { LabeledContent("Nuts", value: "Some") }
                NavigationLink { PickerRenderSwiftUI.Text("Sprinkles") } label: { LabeledContent("Sprinkles", value: "None") }
            }
        }
    }
}

struct InlineFlavor: PickerRenderSwiftUI.View {
    @State private var flavor = "Vanilla"
    var body: some PickerRenderSwiftUI.View {
        List {
            Picker("Flavor", selection: $flavor) {
                ForEach(["Chocolate", "Vanilla", "Strawberry"], id: \.self) { PickerRenderSwiftUI.Text($0) }
            }
            .pickerStyle(.inline)
        }
    }
}

struct Alarm: PickerRenderSwiftUI.View {
    @State private var date = Date(timeIntervalSince1970: 1_700_000_000)
    var body: some PickerRenderSwiftUI.View {
        DatePicker("Alarm", selection: $date, displayedComponents: .hourAndMinute).datePickerStyle(.wheel)
    }
}

@MainActor @Suite struct ListTests {
    static func screen(_ content: some PickerRender.View) throws -> RenderedImage {
        var o = RenderOptions()
        o.background = .color(.systemGroupedBackground)
        return try Picture(canvas: .device(.iPhone16Pro), options: o,
                           content: AnyView(content).padding(.top, InsetGroupedList.sectionSpacing)
                               .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)).render()
    }

    @Test func eachSectionIsACardUnderItsHeader() throws {
        let ours = try Picture(swiftUI: TwoSections()).render()
        let list = InsetGroupedList([
            ListSection([.value(title: "Chocolate", value: "Yes")], header: "Flavors"),
            ListSection([.navigationLink(title: "Nuts", value: "Some"), .navigationLink(title: "Sprinkles", value: "None")], header: "Toppings"),
        ])
        #expect(ours == (try Self.screen(list)))
        // The comparison can fail: another header is another picture.
        #expect(try Picture(swiftUI: TwoSections(header: "Flavours")).render() != ours)
    }

    @Test func anInlinePickerIsItsOptionsUnderItsLabel() throws {
        let ours = try Picture(swiftUI: InlineFlavor()).render()
        #expect(ours == (try Self.screen(InlinePicker("Flavor", selection: "Vanilla", options: ["Chocolate", "Vanilla", "Strawberry"]))))
        #expect(ours != (try Self.screen(InlinePicker("Flavor", selection: "Chocolate", options: ["Chocolate", "Vanilla", "Strawberry"]))))
    }

    @Test func aDatePickerIsTheWheel() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let ours = try Picture(canvas: .fit, width: 402, swiftUI: Alarm()).render()
        let builtIn = try Picture(width: 402, content: PickerRender.DatePicker("Alarm", selection: date, displayedComponents: .hourAndMinute)).render()
        #expect(ours == builtIn)
        let other = try Picture(width: 402, content: PickerRender.DatePicker("Alarm", selection: date.addingTimeInterval(60),
                                                                             displayedComponents: .hourAndMinute)).render()
        #expect(ours != other)
    }
}
