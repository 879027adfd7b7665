// GalleryDemos: the demo screens written with the public API only, as a user would write them
// from SwiftUI code: the same stacks, spacings, text styles and controls. Their pixels are the
// references under Snapshots/ (the wheel, ruler, segmented, system wheel, list-row and weight
// picker suites), so these definitions are tested by every gallery snapshot.

import PickerRenderScene

import Foundation

struct GalleryDemo: Sendable {
    let name: String
    let background: SemanticColor
    /// The navigation bar the demo shows when drawn with chrome (status bar and home indicator too).
    var chrome = DeviceChrome(statusBar: true, homeIndicator: true)
    /// The demo's view for an environment (only the ruler demo's "62.0" reads it: the locale).
    let content: @Sendable (RenderOptions) -> AnyView
}

enum GalleryDemos {
    static let all: [GalleryDemo] = [
        GalleryDemo(name: "wheel", background: .systemGroupedBackground,
                    chrome: bar("Alarm", .inline, leading: "Cancel", trailing: "Save")) { _ in AnyView(wakeUp) },
        GalleryDemo(name: "ruler", background: .systemBackground, chrome: bar("Weight", .large)) { AnyView(yourWeight(locale: $0.locale)) },
        GalleryDemo(name: "segmented", background: .systemBackground) { _ in AnyView(segmented) },
        GalleryDemo(name: "system-wheel", background: .systemBackground) { _ in AnyView(fruit) },
        GalleryDemo(name: "duration", background: .systemBackground) { _ in AnyView(duration) },
        GalleryDemo(name: "date", background: .systemBackground) { _ in AnyView(dateDemo) },
        GalleryDemo(name: "time", background: .systemBackground) { _ in AnyView(timeDemo) },
        GalleryDemo(name: "menu", background: .systemGroupedBackground, chrome: bar("Settings", .large)) { _ in AnyView(menu) },
        GalleryDemo(name: "weight-lbs", background: .systemBackground) { _ in AnyView(WeightPickerView(unit: .lbs, weight: 150)) },
        GalleryDemo(name: "weight-kg", background: .systemBackground) { _ in AnyView(WeightPickerView(unit: .kg, weight: 68)) },
    ]

    /// Status bar, home indicator and a navigation bar.
    static func bar(_ title: String, _ mode: TitleDisplayMode, leading: String? = nil, trailing: String? = nil) -> DeviceChrome {
        DeviceChrome(statusBar: true, homeIndicator: true, navigationTitle: title, titleDisplayMode: mode,
                     leadingButton: leading, trailingButton: trailing)
    }

    /// WheelPickerDemo: "Wake Up" over "07:30" over two wheels (Hour, Minute).
    static var wakeUp: some View {
        VStack(spacing: 28) {
            VStack(spacing: 4) {
                Text("Wake Up").font(.headline).foregroundStyle(.secondary)
                Text("07:30").font(.largeTitle).fontWeight(.bold).fontDesign(.rounded).monospacedDigit()
            }
            HStack(spacing: 12) {
                WheelPicker(title: "Hour", range: 0...23, format: "%02d", selection: 7)
                WheelPicker(title: "Minute", range: 0...55, step: 5, format: "%02d", selection: 30)
            }
            .padding(.horizontal, 24)
        }
    }

    /// RulerScrollPickerDemo: "Your weight", "62.0 kg" on a shared baseline, the ruler.
    static func yourWeight(locale: String) -> some View {
        let weight = 62.0
        return VStack(spacing: 36) {
            Text("Your weight").font(.title).fontWeight(.semibold).fontDesign(.rounded).foregroundStyle(.secondary)
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Text(weight.formatted(.number.precision(.fractionLength(1)).locale(Locale(identifier: locale))))
                    .font(.largeTitle).fontWeight(.bold).fontDesign(.rounded).monospacedDigit()
                Text("kg").font(.title3).foregroundStyle(.secondary)
            }
            RulerScrollPicker(title: "Weight in kilograms", value: weight, range: 40...120, step: 0.5)
        }
        .padding(.vertical, 24)
    }

    /// The Picker documentation's two segmented pickers, Flavor and Topping.
    static var segmented: some View {
        VStack(spacing: 16) {
            SegmentedPicker(title: "Flavor", options: ["Chocolate", "Vanilla", "Strawberry"], selection: "Chocolate")
            SegmentedPicker(title: "Topping", options: ["Nuts", "Cookies", "Blueberries"], selection: "Nuts")
        }
        .padding(.horizontal, 16)
    }

    /// The Select (Wheel) guideline's pattern: `Picker("Fruit", ...)` with
    /// `.accessibilityLabel("Fruit")`, below a visible `Text("Fruit").font(.headline)`.
    static var fruit: some View {
        VStack(spacing: 8) {
            Text("Fruit").font(.headline).foregroundStyle(.label)
            SystemWheelPicker(title: "Fruit", options: ["Apple", "Banana", "Cherry", "Grape"], selection: "Apple")
                .accessibilityLabel("Fruit")
                .visibleLabel("Fruit")
        }
    }

    /// The Timer's duration wheel: hours | min | sec at 1 h 30 min 0 s, one band, each column
    /// its own element.
    static var duration: SystemWheelPicker {
        SystemWheelPicker(title: "Duration", columns: [
            .init(title: "Hours", range: 0...23, selection: 1, unit: "hours"),
            .init(title: "Minutes", range: 0...59, selection: 30, unit: "min"),
            .init(title: "Seconds", range: 0...59, selection: 0, unit: "sec"),
        ])
    }

    /// 2026-12-02 09:41 UTC: the date and time demos' selection (iOS's 9:41).
    static let demoDate = Date(timeIntervalSince1970: 1_796_204_460)

    /// `DatePicker("Date", selection: $date, displayedComponents: .date).datePickerStyle(.wheel)`.
    static var dateDemo: DatePicker { DatePicker("Date", selection: demoDate, displayedComponents: .date) }

    /// A date and a time on one wheel ("Wed Dec 2 | 9 | 41 | AM").
    static var timeDemo: DatePicker {
        DatePicker("Start", selection: demoDate, displayedComponents: .dateAndHourAndMinute)
    }

    static let flavors = ["Chocolate", "Vanilla", "Strawberry"]

    /// The documentation's three List examples, one section each, from the top of the screen
    /// (a list is not centred: it starts 35 pt below the safe area, as a scroll view's content).
    static var menu: some View {
        InsetGroupedList([
            ListSection([.picker(MenuPickerRow("Flavor", selection: "Chocolate", options: flavors))]),
            ListSection([.picker(MenuPickerRow("Flavor", selection: "Chocolate", options: flavors,
                                               subtitle: "Choose your favorite flavor"))]),
            ListSection([.picker(MenuPickerRow("Flavor", selection: "Chocolate", options: flavors)),
                         .value(title: "Suggested Topping", value: "Nuts")]),
        ])
        .padding(.top, InsetGroupedList.sectionSpacing)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}
