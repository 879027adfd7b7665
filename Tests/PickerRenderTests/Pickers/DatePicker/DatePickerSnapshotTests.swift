// Pixels of DatePicker against references under Snapshots/DatePickerSnapshots/: the date and
// time wheels light and dark, de_DE's 24-hour time, ja_JP's date, ar_EG right to left, the
// countdown timer, a range's grey rows, a half-row scroll and the gallery's date and time
// screens. Each reference was looked at before it was committed (no iOS rendering of a date
// wheel is in the repository to compare).

import Foundation
import Testing
import PickerRender
import PickerRenderTesting

@Suite struct DatePickerSnapshots {
    static let morning = Date(timeIntervalSince1970: 1_796_204_460)

    func check(_ p: DatePicker, _ name: String, offset: Double? = nil, options: RenderOptions = RenderOptions()) throws {
        Snapshot.verify(try p.render(offset: offset, options: options), named: name, suite: "DatePickerSnapshots")
    }

    @Test(arguments: [Appearance.light, .dark])
    func date(_ appearance: Appearance) throws {
        try check(DatePicker("Date", selection: Self.morning), "date-\(appearance.rawValue)", options: RenderOptions(appearance: appearance))
    }

    @Test(arguments: [Appearance.light, .dark])
    func dateAndTime(_ appearance: Appearance) throws {
        try check(DatePicker("Start", selection: Self.morning, displayedComponents: .dateAndHourAndMinute),
                  "date-and-time-\(appearance.rawValue)", options: RenderOptions(appearance: appearance))
    }

    @Test(arguments: [Appearance.light, .dark])
    func timer(_ appearance: Appearance) throws {
        try check(DatePicker("Timer", countDownDuration: 5_400), "timer-\(appearance.rawValue)", options: RenderOptions(appearance: appearance))
    }

    @Test func germanTime() throws {
        try check(DatePicker("Zeit", selection: Self.morning, displayedComponents: .hourAndMinute), "time-de_DE",
                  options: RenderOptions(locale: "de_DE"))
    }

    @Test func japaneseDate() throws {
        try check(DatePicker("日付", selection: Self.morning), "date-ja_JP", options: RenderOptions(locale: "ja_JP"))
    }

    @Test func arabicTimeRightToLeft() throws {
        try check(DatePicker("الوقت", selection: Self.morning, displayedComponents: .hourAndMinute), "time-ar_EG-rtl",
                  options: RenderOptions(locale: "ar_EG", layoutDirection: .rightToLeft))
    }

    @Test func rangeGreysTheDaysOutside() throws {
        try check(DatePicker("Date", selection: Self.morning, in: Self.morning.addingTimeInterval(-2 * 86_400)...Self.morning),
                  "date-range")
    }

    @Test func halfRowScroll() throws {
        try check(DatePicker("Time", selection: Self.morning.addingTimeInterval(14 * 3600), displayedComponents: .hourAndMinute)
                    .hourCycle(.h23), "time-half-row", offset: 0.5)
    }

    /// The gallery's date and time screens (the iPhone 16 Pro canvas).
    @Test(arguments: ["date", "time"], [Appearance.light, .dark])
    func demo(_ name: String, _ appearance: Appearance) throws {
        let renderer = try PickerRenderer(options: RenderOptions(appearance: appearance))
        Snapshot.verify(renderer.render(try Gallery.scene(demo: name, using: renderer)), named: "\(name)-demo-\(appearance.rawValue)",
                            suite: "DatePickerSnapshots")
    }
}
