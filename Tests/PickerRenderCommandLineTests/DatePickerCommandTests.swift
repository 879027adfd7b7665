// `picker-render date-picker` end to end: the same date in five time zones draws the same bytes,
// the machine's TZ and LANG change nothing (the CLI run with other ones), a selection outside the
// range is drawn with one `warning:` line, and bad input (a day that does not exist, an empty
// range, an unknown calendar or time zone, a minute interval that does not divide 60) is one
// `error:` line naming the value, exit 2, no file written.

import Foundation
import Testing

@Suite struct DatePickerCommandTests {
    static let time = ["date-picker", "--displayed-components", "dateAndHourAndMinute", "--title", "Start"]

    func png(_ args: [String], environment: [String: String] = [:]) throws -> Data {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(args + ["--output", "p.png"], in: dir, environment: environment)
            #expect(r.status == 0 && r.stderr == "", "\(r)")
            return try Data(contentsOf: dir.appendingPathComponent("p.png"))
        }
    }

    @Test func theSameWallTimeInFiveTimeZonesDrawsTheSameBytes() throws {
        let zones = ["UTC", "Asia/Tokyo", "America/Los_Angeles", "Europe/Berlin", "Australia/Adelaide"]
        let images = try zones.map { try png(Self.time + ["--selection", "2026-12-02T09:41", "--time-zone", $0]) }
        #expect(Set(images).count == 1)
        // The same instant written with its offset, shown in Tokyo: 09:41 there too.
        let instant = try png(Self.time + ["--selection", "2026-12-02T00:41:00Z", "--time-zone", "Asia/Tokyo"])
        #expect(instant == images[0])
        // And a different instant is a different picture (the comparison can fail).
        #expect(try png(Self.time + ["--selection", "2026-12-02T09:42"]) != images[0])
    }

    @Test func theMachinesTimeZoneAndLanguageChangeNothing() throws {
        let args = Self.time + ["--selection", "2026-12-02T09:41", "--locale", "de_DE"]
        let plain = try png(args, environment: ["TZ": "UTC", "LANG": "C", "LC_ALL": "C"])
        for env in [["TZ": "Asia/Tokyo", "LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8"],
                    ["TZ": "America/New_York", "LANG": "ar_EG.UTF-8", "LC_ALL": "ar_EG.UTF-8"]] {
            #expect(try png(args, environment: env) == plain, "\(env)")
        }
    }

    @Test func aSelectionOutsideTheRangeWarnsOnce() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["date-picker", "--selection", "2026-12-02", "--range", "2026-01-01...2026-06-30", "--output", "p.png"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stderr == "warning: selection: '2026-12-02T00:00:00+00:00' is outside the range 2026-01-01T00:00:00+00:00...2026-06-30T00:00:00+00:00; drawn at '2026-06-30T00:00:00+00:00', as iOS clamps it\n")
        }
    }

    @Test(arguments: [
        (["--selection", "2026-02-30"], "error: --selection: '2026-02-30' is not an ISO 8601 date"),
        (["--selection", "2026-12-02T24:00"], "error: --selection: '2026-12-02T24:00' is not an ISO 8601 date"),
        (["--range", "2026-12-31...2026-01-01"], "error: --range: '2026-12-31...2026-01-01' is empty: its start is after its end"),
        (["--range", "2026-01-01"], "error: --range: '2026-01-01' is not START...END"),
        (["--calendar", "martian"], "error: --calendar: 'martian' is not one of"),
        (["--time-zone", "Mars/Olympus_Mons"], "error: --time-zone: 'Mars/Olympus_Mons' is not a time zone Foundation knows"),
        (["--minute-interval", "7"], "error: --minute-interval: 7 does not divide 60"),
    ])
    func badInputIsOneErrorLine(args: [String], prefix: String) throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["date-picker"] + args + ["--output", "p.png"], in: dir)
            #expect(r.status == 2, "\(r)")
            #expect(r.stderr.hasPrefix(prefix) && r.stderr.filter { $0 == "\n" }.count == 1, "\(r.stderr)")
            #expect(listing(dir) == [])
        }
    }

    @Test func specErrorsNameTheirJSONPath() throws {
        try withTemporaryDirectory { dir in
            let spec = #"{"content": {"type": "vstack", "children": [{"type": "date-picker", "selection": "2026-13-01"}]}}"#
            try Data(spec.utf8).write(to: dir.appendingPathComponent("s.json"))
            let r = try CLI.run(["render", "s.json", "--output", "p.png"], in: dir)
            #expect(r.status == 2)
            #expect(r.stderr.hasPrefix("error: s.json: content.children[0].selection: '2026-13-01' is not an ISO 8601 date"), "\(r.stderr)")
        }
    }

    /// `batch` takes the type: a time-zone axis over a zoneless selection draws five equal files,
    /// a locale axis different ones.
    @Test func batchDrawsDatePickersAcrossAxes() throws {
        try withTemporaryDirectory { dir in
            let spec = #"""
            {"output": "{name}-{timeZone}-{locale}.png",
             "axes": {"content.timeZone": ["UTC", "Asia/Tokyo", "America/Los_Angeles", "Europe/Berlin", "Australia/Adelaide"],
                      "locale": ["en_US"]},
             "pictures": [
               {"name": "start", "picture": {"content": {"type": "date-picker", "displayedComponents": "dateAndHourAndMinute", "selection": "2026-12-02T09:41"}}},
               {"name": "de", "axes": {"content.timeZone": ["UTC"], "locale": ["de_DE"]},
                "picture": {"content": {"type": "date-picker", "displayedComponents": "dateAndHourAndMinute", "selection": "2026-12-02T09:41"}}}
             ]}
            """#
            try Data(spec.utf8).write(to: dir.appendingPathComponent("b.json"))
            let r = try CLI.run(["batch", "b.json", "--out", "out", "--jobs", "1"], in: dir)
            #expect(r.status == 0, "\(r)")
            let out = dir.appendingPathComponent("out")
            // "Asia/Tokyo" in a name makes a folder "start-Asia": every PNG below the output folder.
            let names = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".png") && !$0.hasPrefix("sheet") }.sorted()
            #expect(names.count == 6, "\(names)")
            let start = try names.filter { $0.hasPrefix("start-") }.map { try Data(contentsOf: out.appendingPathComponent($0)) }
            #expect(start.count == 5 && Set(start).count == 1)
            let de = try names.filter { $0.hasPrefix("de-") }.map { try Data(contentsOf: out.appendingPathComponent($0)) }
            #expect(de.count == 1 && de.first != start.first)
        }
    }

    @Test func batchWarnsOfAClampedSelectionByFile() throws {
        try withTemporaryDirectory { dir in
            let spec = #"""
            {"output": "{name}.png", "pictures": [
              {"name": "late", "picture": {"content": {"type": "date-picker", "selection": "2026-12-02", "range": "2026-01-01...2026-06-30"}}},
              {"name": "fine", "picture": {"content": {"type": "date-picker", "selection": "2026-03-02", "range": "2026-01-01...2026-06-30"}}}
            ]}
            """#
            try Data(spec.utf8).write(to: dir.appendingPathComponent("b.json"))
            let r = try CLI.run(["batch", "b.json", "--out", "out", "--jobs", "1"], in: dir)
            #expect(r.status == 0, "\(r)")
            let warnings = r.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") }
            #expect(warnings == ["warning: late.png: selection: '2026-12-02T00:00:00+00:00' is outside the range 2026-01-01T00:00:00+00:00...2026-06-30T00:00:00+00:00; drawn at '2026-06-30T00:00:00+00:00', as iOS clamps it"], "\(r.stderr)")
        }
    }
}
