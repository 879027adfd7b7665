// The "chrome" key of a picture spec: read into DeviceChrome and written back to the same
// picture; every bad value named by its JSON path (chrome on a fit canvas, an unknown key, a
// wrong type, a display mode with no title, a transparent tint).

import Testing
import PickerRender

@Suite struct ChromeSpecTests {
    static func spec(canvas: String = "iPhone16Pro", chrome: String) -> String {
        #"{"canvas": "\#(canvas)", "chrome": \#(chrome), "content": {"type": "text", "text": "Hi"}}"#
    }

    @Test func chromeReadsAndWritesBack() throws {
        let p = try Picture(json: Array(Self.spec(chrome: #"{"statusBar": true, "homeIndicator": true, "navigationTitle": "Alarm", "navigationBarTitleDisplayMode": "inline", "leadingButton": "Cancel", "trailingButton": "Save", "tint": "orange"}"#).utf8))
        #expect(p.chrome == DeviceChrome(statusBar: true, homeIndicator: true, navigationTitle: "Alarm", titleDisplayMode: .inline,
                                         leadingButton: "Cancel", trailingButton: "Save", tint: .semantic(.orange)))
        #expect(try Picture(json: Array(p.specText.utf8)) == p)
        // No chrome: none written, so specs without it keep their text.
        let bare = try Picture(json: Array(#"{"canvas": "iPhone16Pro", "content": {"type": "text", "text": "Hi"}}"#.utf8))
        #expect(bare.chrome == DeviceChrome())
        #expect(!bare.specText.contains("chrome"))
    }

    @Test(arguments: [
        (spec(canvas: "fit", chrome: #"{"statusBar": true}"#), "chrome"),
        (spec(chrome: #"{"statusbar": true}"#), "chrome.statusbar"),
        (spec(chrome: #"{"statusBar": "yes"}"#), "chrome.statusBar"),
        (spec(chrome: #"{"navigationTitle": 3}"#), "chrome.navigationTitle"),
        (spec(chrome: #"{"navigationBarTitleDisplayMode": "inline"}"#), "chrome.navigationBarTitleDisplayMode"),
        (spec(chrome: #"{"navigationTitle": "A", "navigationBarTitleDisplayMode": "automatic"}"#), "chrome.navigationBarTitleDisplayMode"),
        (spec(chrome: #"{"tint": "transparent"}"#), "chrome.tint"),
        (spec(chrome: #"[]"#), "chrome"),
    ])
    func badChromeIsNamedByItsPath(_ json: String, _ path: String) {
        #expect { try Picture(json: Array(json.utf8)) } throws: { ($0 as? SpecError)?.path == path }
    }
}
