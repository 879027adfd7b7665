// The page's settings as the state request's query gives them: the design profile among them
// (iOS 18 or iOS 26, as every command's --design), applied to the spec's environment and named
// in the command line shown beside each image; a bad value is refused naming it.

import Testing
import PickerRender
import PickerRenderPreview

@Test func theDesignProfileIsASetting() throws {
    let query = ["design": "ios26", "increaseContrast": "1"]
    let settings = try PreviewSettings(query: { query[$0] })
    #expect(settings.design == .ios26)
    var options = RenderOptions()
    settings.apply(to: &options)
    #expect(options.design == .ios26 && options.increaseContrast)
    #expect(settings.flags.suffix(2) == ["--design", "ios26"])
    #expect(throws: PreviewSettings.Invalid.self) { _ = try PreviewSettings(query: { $0 == "design" ? "ios99" : nil }) }
    #expect(try PreviewSettings(query: { _ in nil }).design == nil)
}
