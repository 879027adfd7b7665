// DatePicker's columns pinned through the scene dump: which columns each locale gets and their
// order (en_US, de_DE, ja_JP, ar_EG, he_IL; 12- and 24-hour), the centre row's text, the rows
// above and below (looping columns wrap, the others stop), a mid-scroll offset, the column
// frames (content-sized, centred, mirrored right to left), the disabled rows, the calendars,
// and the accessibility element.

import Foundation
import Testing
import PickerRender

@Suite struct DatePickerSceneTests {
    /// 2026-12-02 09:41:00 UTC (a Wednesday).
    static let morning = Date(timeIntervalSince1970: 1_796_204_460)
    /// 2026-12-02 23:41:00 UTC.
    static let night = morning.addingTimeInterval(14 * 3600)

    struct Row { var text: String; var distance: Double; var opacity: Double; var color: String }
    struct Column { var minX: Double; var width: Double; var rows: [Row]
        /// The text whose row sits in the band's centre.
        var centre: String? { rows.min { abs($0.distance) < abs($1.distance) }?.text }
        /// Texts from top to bottom.
        var texts: [String] { rows.sorted { $0.distance < $1.distance }.map(\.text) }
    }

    static func children(_ node: [String: Any]) -> [[String: Any]] { node["children"] as? [[String: Any]] ?? [] }

    /// The picker's columns, in the order of its components, read from the scene dump.
    static func columns(_ picker: DatePicker, offset: Double = 0, options: RenderOptions = RenderOptions(locale: "en_US")) throws -> [Column] {
        let dump = try SceneJSON.parse(picker.sceneJSON(width: 402, offset: offset, options: options))
        let component = try #require(children(dump).first)
        return children(component).filter { ($0["name"] as? String)?.hasPrefix("column ") == true }.map { c in
            let quad = c["quad"] as? [[Double]] ?? []
            let rows = children(c).filter { ($0["name"] as? String)?.hasPrefix("row ") == true }.map { r -> Row in
                let q = r["quad"] as? [[Double]] ?? []
                let mid = q.isEmpty ? 0 : (q[0][1] + q[3][1]) / 2 - 108
                let text = children(r).first
                return Row(text: text?["string"] as? String ?? "", distance: mid, opacity: r["opacity"] as? Double ?? -1,
                           color: text?["color"] as? String ?? "")
            }
            return Column(minX: quad.first?[0] ?? -1, width: (quad.count > 1 ? quad[1][0] - quad[0][0] : -1), rows: rows)
        }
    }

    static func centres(_ p: DatePicker, locale: String, offset: Double = 0) throws -> [String] {
        try columns(p, offset: offset, options: RenderOptions(locale: locale)).map { $0.centre ?? "" }
    }

    @Test(arguments: [
        ("en_US", ["9", "41", "AM"], ["9", "41", "AM"], ["09", "41"]),
        ("de_DE", ["09", "41"], ["9", "41", "AM"], ["09", "41"]),
        ("ja_JP", ["9", "41"], ["午前", "9", "41"], ["9", "41"]),
        ("ar_EG", ["٩", "٤١", "ص"], ["٩", "٤١", "ص"], ["٠٩", "٤١"]),
        ("he_IL", ["9", "41"], ["9", "41", "לפ׳"], ["9", "41"]),
    ])
    func timeColumnsFollowTheLocale(locale: String, byLocale: [String], twelve: [String], twentyFour: [String]) throws {
        let p = DatePicker("Time", selection: Self.morning, displayedComponents: .hourAndMinute)
        #expect(try Self.centres(p, locale: locale) == byLocale)
        #expect(try Self.centres(p.hourCycle(.h12), locale: locale) == twelve)
        #expect(try Self.centres(p.hourCycle(.h23), locale: locale) == twentyFour)
    }

    @Test(arguments: [
        ("en_US", ["December", "2", "2026"]),
        ("de_DE", ["2.", "Dezember", "2026"]),
        ("ja_JP", ["2026年", "12月", "2日"]),
        ("ar_EG", ["٢", "ديسمبر", "٢٠٢٦"]),
        ("he_IL", ["2", "דצמבר", "2026"]),
    ])
    func dateColumnsFollowTheLocale(locale: String, expected: [String]) throws {
        let p = DatePicker("Date", selection: Self.morning, displayedComponents: .date)
        #expect(try Self.centres(p, locale: locale) == expected)
    }

    @Test func dateAndTimeHasOneDateColumn() throws {
        let p = DatePicker("Start", selection: Self.morning, displayedComponents: .dateAndHourAndMinute)
        let c = try Self.columns(p)
        #expect(c.map { $0.centre ?? "" } == ["Wed Dec 2", "9", "41", "AM"])
        // 9 rows at rest (4 either side: iOS draws a sliver of the fourth).
        #expect(c[0].texts == ["Sat Nov 28", "Sun Nov 29", "Mon Nov 30", "Tue Dec 1", "Wed Dec 2", "Thu Dec 3", "Fri Dec 4",
                               "Sat Dec 5", "Sun Dec 6"])
        #expect(try Self.centres(p, locale: "de_DE") == ["Mi. 2. Dez.", "09", "41"])
    }

    @Test func hoursAndMinutesLoopAmPmStops() throws {
        let p = DatePicker("Time", selection: Self.night, displayedComponents: .hourAndMinute)
        let c = try Self.columns(p)
        // 11:41 PM: 12 follows 11 and 1 follows 12 (a 12-hour wheel loops 12, 1, ..., 11).
        #expect(c[0].texts == ["7", "8", "9", "10", "11", "12", "1", "2", "3"])
        #expect(c[1].texts == ["37", "38", "39", "40", "41", "42", "43", "44", "45"])
        // AM/PM has two rows and no more: PM in the centre, AM above it, nothing below.
        #expect(c[2].texts == ["AM", "PM"])
        #expect(c[2].rows.allSatisfy { $0.distance <= 0.5 })
        let de = try Self.columns(p, options: RenderOptions(locale: "de_DE"))
        #expect(de[0].texts == ["19", "20", "21", "22", "23", "00", "01", "02", "03"])
    }

    @Test func minuteIntervalStepsTheMinutes() throws {
        let p = DatePicker("Time", selection: Self.morning, displayedComponents: .hourAndMinute).minuteInterval(15)
        let c = try Self.columns(p)
        // 41 is shown as 30, the slot it falls in; four slots loop.
        #expect(c[1].texts == ["30", "45", "00", "15", "30", "45", "00", "15", "30"])
    }

    /// Half a row scrolled: 23 and 00 (and 41 and 42) share the band, equally far from its
    /// centre, equally faded; the minutes wrap 59 -> 00 further down.
    @Test func loopingColumnsMidScroll() throws {
        let p = DatePicker("Time", selection: Self.night, displayedComponents: .hourAndMinute).hourCycle(.h23)
        let c = try Self.columns(p, offset: 0.5)
        let hours = c[0].rows.sorted { $0.distance < $1.distance }
        let above = try #require(hours.last { $0.distance < 0 }), below = try #require(hours.first { $0.distance > 0 })
        #expect(above.text == "23" && below.text == "00")
        #expect(abs(above.distance + below.distance) < 1e-9 && abs(above.distance) > 14 && abs(above.distance) < 17)
        #expect(abs(above.opacity - below.opacity) < 1e-9)
        // 8 rows half-way (3.5 rows either side are in reach), every one a real value.
        #expect(c[0].texts == ["20", "21", "22", "23", "00", "01", "02", "03"])
        let far = try Self.columns(DatePicker("Time", selection: Self.night.addingTimeInterval(17 * 60),
                                               displayedComponents: .hourAndMinute).hourCycle(.h23), offset: 1.5)
        #expect(far[1].texts == ["56", "57", "58", "59", "00", "01", "02", "03"])
    }

    /// A finger on the minutes: only that column turns; the hours stay at rest on 23.
    @Test func theOffsetTurnsOnlyTheScrolledColumn() throws {
        let p = DatePicker("Time", selection: Self.night, displayedComponents: .hourAndMinute).hourCycle(.h23).scrolledColumn(1)
        let c = try Self.columns(p, offset: 0.5)
        #expect(c[0].texts == ["19", "20", "21", "22", "23", "00", "01", "02", "03"])
        #expect(c[0].rows.contains { $0.text == "23" && abs($0.distance) < 1e-9 })
        #expect(c[1].texts == ["38", "39", "40", "41", "42", "43", "44", "45"])
        #expect(!c[1].rows.contains { abs($0.distance) < 1 })
    }

    @Test func yearsStopAtYearOne() throws {
        let first = try #require(ISO8601DateFormatter().date(from: "0001-03-01T00:00:00Z"))
        let c = try Self.columns(DatePicker("Date", selection: first))
        #expect(c[2].texts == ["1", "2", "3", "4", "5"])
    }

    @Test func columnsAreSizedToTheirContentsAndCentred() throws {
        let c = try Self.columns(DatePicker("Time", selection: Self.morning, displayedComponents: .hourAndMinute))
        // Each column: its widest value + 16 of insets + 12 of gap; the group centred in 402.
        let left = c[0].minX, right = c[2].minX + c[2].width
        #expect(abs((left - 0) - (402 - right)) <= 1.0 / 3)
        #expect(c[0].width > 40 && c[0].width < 60 && c[1].width > 50 && c[1].width < 70)
        for (a, b) in zip(c, c.dropFirst()) { #expect(abs(a.minX + a.width - b.minX) < 1e-9) }
        // Right to left the first component is the rightmost.
        let rtl = try Self.columns(DatePicker("Time", selection: Self.morning, displayedComponents: .hourAndMinute),
                                   options: RenderOptions(locale: "ar_EG", layoutDirection: .rightToLeft))
        #expect(rtl[0].minX > rtl[1].minX && rtl[1].minX > rtl[2].minX)
    }

    /// The time columns' frames (x, width in points, 402 wide, @3x grid) per locale and hour
    /// cycle: each its widest value + 16 + 12, the group centred; the day period's column is as
    /// wide as the locale's longest symbol (ja_JP's 午前/午後 first, he_IL's לפ׳/אח׳ last).
    static let timeFrames: [String: [[Double]]] = [
        "en_US h12": [[118.333, 48.667], [167, 55], [222, 61.667]],
        "en_US h23": [[146.333, 54.333], [200.667, 55]],
        "de_DE h12": [[118.333, 48.667], [167, 55], [222, 61.667]],
        "de_DE h23": [[146.333, 54.333], [200.667, 55]],
        "ja_JP h12": [[111.667, 75], [186.667, 48.667], [235.333, 55]],
        "ja_JP h23": [[146.667, 53.667], [200.333, 55]],
        "ar_EG h12": [[121, 46], [167, 55.333], [222.333, 58.667]],
        "ar_EG h23": [[146.667, 53.333], [200, 55.333]],
        "he_IL h12": [[117.667, 48.667], [166.333, 55.333], [221.667, 62.667]],
        "he_IL h23": [[146.667, 53.667], [200.333, 55]],
    ]

    @Test(arguments: timeFrames.keys.sorted())
    func timeColumnFramesPerLocale(key: String) throws {
        let parts = key.split(separator: " ").map(String.init)
        let locale = parts[0], cycle = try #require(DatePicker.HourCycle(rawValue: parts[1]))
        let frames = try #require(Self.timeFrames[key])
        let p = DatePicker("Time", selection: Self.morning, displayedComponents: .hourAndMinute).hourCycle(cycle)
        // Left to right, so the frames read in the pattern's order (ar_EG and he_IL would
        // otherwise lay the wheel out right to left, as their own direction).
        let c = try Self.columns(p, options: RenderOptions(locale: locale, layoutDirection: .leftToRight))
        #expect(c.count == frames.count)
        for (got, want) in zip(c, frames) {
            #expect(abs(got.minX - want[0]) < 0.01 && abs(got.width - want[1]) < 0.01, "\(locale) \(cycle): \(got.minX), \(got.width)")
        }
        let left = c[0].minX, right = c[c.count - 1].minX + c[c.count - 1].width
        #expect(abs(left - (402 - right)) <= 1.0 / 3 + 1e-9)
    }

    @Test func rowsOutsideTheRangeAreGrey() throws {
        let lo = Self.morning.addingTimeInterval(-86_400 * 3), hi = Self.morning
        let p = DatePicker("Date", selection: Self.morning, in: lo...hi)
        let days = try Self.columns(p)[1].rows
        let black = try #require(days.first { $0.text == "2" }?.color)
        for row in days {
            // The column is December's: 30 and 31 come after the range, 3 and on too.
            let inRange = ["1", "2"].contains(row.text)
            #expect((row.color == black) == inRange, "\(row.text)")
        }
        // February 2026 has 28 days: 29, 30 and 31 are shown, in grey.
        let feb = try #require(ISO8601DateFormatter().date(from: "2026-02-27T12:00:00Z"))
        let febDays = try Self.columns(DatePicker("Date", selection: feb))[1].rows
        for row in febDays { #expect((row.color == black) == !["29", "30", "31"].contains(row.text), "\(row.text)") }
    }

    @Test func aSelectionOutsideTheRangeIsClampedWithAWarning() throws {
        let lo = Self.morning.addingTimeInterval(-86_400 * 40), hi = Self.morning.addingTimeInterval(-86_400 * 10)
        let p = DatePicker("Date", selection: Self.morning, in: lo...hi)
        #expect(try Self.centres(p, locale: "en_US") == ["November", "22", "2026"])
        #expect(p.warnings == ["selection: '2026-12-02T09:41:00+00:00' is outside the range 2026-10-23T09:41:00+00:00...2026-11-22T09:41:00+00:00; drawn at '2026-11-22T09:41:00+00:00', as iOS clamps it"])
        #expect(DatePicker("Date", selection: Self.morning, in: lo...Self.morning).warnings.isEmpty)
    }

    @Test(arguments: [("japanese", "Reiwa 8"), ("buddhist", "2569 BE"), ("islamic", "1448 AH"), ("hebrew", "5787")])
    func calendarsNameTheirYears(calendar: String, year: String) throws {
        let c = try Self.centres(DatePicker("Date", selection: Self.morning).calendar(calendar), locale: "en_US")
        #expect(c.last == year || c.first == year, "\(c)")
    }

    @Test func timerHasHoursAndMinutesThatLoop() throws {
        let c = try Self.columns(DatePicker("Timer", countDownDuration: 5_400))
        #expect(c.count == 2)
        #expect(c[0].texts == ["21", "22", "23", "0", "1", "2", "3", "4", "5"])
        #expect(c[1].texts == ["26", "27", "28", "29", "30", "31", "32", "33", "34"])
    }

    /// The hour label follows the selected hour: "1 hour", "0 hours", "2 hours"; "min" always.
    @Test(arguments: [(5_400.0, "hour"), (1_800, "hours"), (7_200, "hours"), (0, "hours")])
    func timerHourLabelFollowsTheSelection(seconds: Double, unit: String) throws {
        let dump = try SceneJSON.parse(DatePicker("Timer", countDownDuration: seconds).sceneJSON(width: 402))
        let labels = SceneJSON.allNodes(dump).filter { $0["kind"] as? String == "text" }.compactMap { $0["string"] as? String }
            .filter { ["hour", "hours", "min"].contains($0) }
        #expect(labels == [unit, "min"], "\(labels)")
    }

    @Test func accessibilityElementSpeaksTheFormattedValue() throws {
        let p = DatePicker("Start", selection: Self.morning, displayedComponents: .dateAndHourAndMinute)
        let e = try #require(try p.accessibilityReport().elements.first)
        #expect(e.label == "Start" && e.value == "December 2, 2026, 9:41\u{202F}AM" && e.traits == ["adjustable"])
        let t = try #require(try DatePicker("Timer", countDownDuration: 5_400).accessibilityReport().elements.first)
        #expect(t.value == "1 hour, 30 minutes")
    }
}
