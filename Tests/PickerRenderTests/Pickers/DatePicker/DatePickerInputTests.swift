// DatePicker's input: ISO 8601 selections read strictly (no rolled-over days, zoneless text read
// in the picker's zone), spec errors at their JSON paths (a bad date, an empty range, an unknown
// calendar or time zone, a minute interval that does not divide 60), the same errors from the
// Swift API when laid out, and a spec that reads back to an equal picker.

import Foundation
import Testing
import PickerRender

@Suite struct DatePickerInputTests {
    static func picture(_ picker: String) throws -> Picture {
        try Picture(json: Array(#"{"content": {"type": "vstack", "children": [\#(picker)]}}"#.utf8))
    }

    static func specError(_ picker: String) -> String {
        do { _ = try picture(picker); return "" } catch { return String(describing: error) }
    }

    @Test(arguments: [
        (#"{"type": "date-picker", "selection": "2026-02-29"}"#, "content.children[0].selection: '2026-02-29' is not an ISO 8601 date"),
        (#"{"type": "date-picker", "selection": "2026-12-02T09:60"}"#, "content.children[0].selection: '2026-12-02T09:60' is not an ISO 8601 date"),
        (#"{"type": "date-picker", "selection": "2026-12-02 09:41"}"#, "content.children[0].selection: '2026-12-02 09:41' is not an ISO 8601 date"),
        (#"{"type": "date-picker", "selection": "0000-01-01"}"#, "content.children[0].selection: '0000-01-01' is not an ISO 8601 date"),
        (#"{"type": "date-picker", "range": "2026-12-02...2026-12-01"}"#, "content.children[0].range: '2026-12-02...2026-12-01' is empty: its start is after its end"),
        (#"{"type": "date-picker", "range": "2026-12-02..<2026-12-03"}"#, "content.children[0].range: '2026-12-02..<2026-12-03' is not START...END"),
        (#"{"type": "date-picker", "calendar": "martian"}"#, "content.children[0].calendar: "),
        (#"{"type": "date-picker", "timeZone": "Mars/Olympus_Mons"}"#, "content.children[0].timeZone: 'Mars/Olympus_Mons' is not a time zone Foundation knows"),
        (#"{"type": "date-picker", "minuteInterval": 7}"#, "content.children[0].minuteInterval: 7 does not divide 60"),
        (#"{"type": "date-picker", "countDownDuration": 86400}"#, "content.children[0].countDownDuration: "),
    ])
    func specErrorsNameThePath(spec: String, prefix: String) {
        let message = Self.specError(spec)
        #expect(message.hasPrefix(prefix) && !message.contains("\n"), "\(message)")
    }

    @Test func zonelessTimesAreReadInThePickersZone() throws {
        let a = try Self.picture(#"{"type": "date-picker", "selection": "2026-12-02T09:41", "timeZone": "Asia/Tokyo"}"#)
        let b = try Self.picture(#"{"type": "date-picker", "selection": "2026-12-02T00:41:00Z", "timeZone": "Asia/Tokyo"}"#)
        #expect(a == b)
        let text = "2026-12-02T09:41:00+09:00"
        #expect(a.specText.contains(text))
        #expect(try Picture(json: Array(a.specText.utf8)) == a)
    }

    @Test func theSwiftAPIRefusesWhatTheSpecRefuses() {
        let p = DatePicker("Date", selection: Date(timeIntervalSince1970: 0))
        func message(_ d: DatePicker) -> String {
            do { _ = try d.scene(); return "" } catch { return String(describing: error) }
        }
        #expect(message(p.calendar("martian")).hasPrefix("calendar: 'martian' is not a calendar Foundation knows (gregorian, buddhist"))
        #expect(message(p.timeZone("Mars/Olympus_Mons")).hasPrefix("timeZone: 'Mars/Olympus_Mons' is not a time zone Foundation knows"))
        #expect(message(p.minuteInterval(7)) == "minuteInterval: '7' is not a whole number of minutes from 1 to 30 that divides 60")
        // A range of one instant is not empty (Swift's ClosedRange cannot be): the selection is clamped to it.
        let onePoint = DatePicker("Date", selection: Date(timeIntervalSince1970: 0),
                                  in: Date(timeIntervalSince1970: 86_400)...Date(timeIntervalSince1970: 86_400))
        #expect(message(onePoint) == "" && onePoint.warnings.count == 1)
        #expect(message(DatePicker("Timer", countDownDuration: -1)).hasPrefix("countDownDuration: '-1' is not a number of seconds"))
        #expect(message(p) == "")
        #expect(message(p.scrolledColumn(3)) == "scrolledColumn: '3' is not a column of this picker, 0 to 2")
        #expect(message(p.scrolledColumn(2)) == "")
    }

    @Test func aSpecReadsBackEqual() throws {
        let spec = #"{"type": "date-picker", "title": "Start", "displayedComponents": "dateAndHourAndMinute", "selection": "2026-12-02T09:41", "range": "2026-01-01...2026-12-31T23:59", "minuteInterval": 5, "calendar": "japanese", "timeZone": "Europe/Berlin", "hourCycle": "h23", "accessibilityLabel": "Start time"}"#
        let p = try Self.picture(spec)
        #expect(try Picture(json: Array(p.specText.utf8)) == p)
        let timer = try Self.picture(#"{"type": "date-picker", "displayedComponents": "countDownTimer", "countDownDuration": 5400}"#)
        #expect(try Picture(json: Array(timer.specText.utf8)) == timer)
    }
}
