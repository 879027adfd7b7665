// The gallery's device screens with chrome, light and dark (Snapshots/GalleryChromeSnapshots/,
// looked at beside a real iOS screenshot with a status bar, docs/architecture.md §22): the
// wheel under an inline "Alarm" bar with Cancel and Save, the ruler and the list under large
// titles, every screen with the status bar and the home indicator; and a spec with "chrome"
// reads back to an equal picture.

import Testing
import PickerRender
import PickerRenderTesting

@Suite struct GalleryChromeSnapshots {
    static let demos = ["wheel", "ruler", "menu"]

    @Test(arguments: demos, [Appearance.light, .dark])
    func demoWithChrome(_ demo: String, _ appearance: Appearance) throws {
        let picture = try Gallery.picture(demo: demo, options: RenderOptions(appearance: appearance), chrome: true)
        Snapshot.verify(picture, named: "\(demo)-\(appearance.rawValue)", suite: "GalleryChromeSnapshots")
    }

    @Test(arguments: Gallery.demos)
    func aPictureWithChromeReadsBackEqual(_ demo: String) throws {
        let picture = try Gallery.picture(demo: demo, chrome: true)
        #expect(picture.chrome.statusBar && picture.chrome.homeIndicator)
        let read = try Picture(json: Array(picture.specText.utf8))
        #expect(read == picture, "\(picture.specText)")
    }
}
