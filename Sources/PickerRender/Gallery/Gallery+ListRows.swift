// Gallery demos of the list-row picker and the custom weight picker: the Picker
// documentation's List examples ("menu") and custom-weight-picker.txt's WeightPickerView in
// both units ("weight-lbs", "weight-kg"), on the iPhone 16 Pro canvas.

import Scene

extension Gallery {
    static let flavors = ["Chocolate", "Vanilla", "Strawberry"]

    /// The documentation's three List examples, one section each: the plain Flavor picker, the
    /// one with a subtitle, and the Flavor picker with the Suggested Topping row under it.
    static var menuDemoList: InsetGroupedList {
        InsetGroupedList([
            ListSection([.picker(MenuPickerRow("Flavor", selection: "Chocolate", options: flavors))]),
            ListSection([.picker(MenuPickerRow("Flavor", selection: "Chocolate", options: flavors,
                                               subtitle: "Choose your favorite flavor"))]),
            ListSection([.picker(MenuPickerRow("Flavor", selection: "Chocolate", options: flavors)),
                         .value(title: "Suggested Topping", value: "Nuts")]),
        ])
    }

    static func menuDemoScene(_ r: PickerRenderer) throws(PickerError) -> Scene {
        try menuDemoList.screenScene(using: r)
    }

    /// WeightPickerView with its unit: lbs shows 150 of 300, kg 68 of 150.
    static func weightDemoScene(_ r: PickerRenderer, unit: WeightPickerView.Unit) throws(PickerError) -> Scene {
        let view = WeightPickerView(unit: unit, weight: unit == .lbs ? 150 : 68)
        return try view.screenScene(using: r)
    }
}
