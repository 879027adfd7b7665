// RenderOptions' locale check: the default locale is accepted without ICU's list of locales
// (a fast path), so the premise of that path, that the default is in the list, is held here;
// any other identifier still goes through the list.

import Testing
@testable import PickerRender

@Suite struct RenderOptionsLocaleTests {
    @Test func theDefaultLocaleIsOneFoundationKnows() {
        #expect(RenderOptions().locale == RenderOptions.defaultLocale)
        // Into a Bool first: a failed expectation on the set would print its 800 identifiers.
        let listed = RenderOptions.knownLocales.contains(RenderOptions.defaultLocale)
        #expect(listed, "\(RenderOptions.defaultLocale) is not in Foundation's list of locales")
    }

    @Test func otherLocalesAreCheckedAgainstTheList() throws {
        #expect(RenderOptions.isKnownLocale("de_DE"))
        #expect(RenderOptions.isKnownLocale("de-DE"))
        #expect(!RenderOptions.isKnownLocale("xx_YY"))
        var options = RenderOptions()
        options.locale = "xx_YY"
        #expect(throws: PickerError.self) { try options.validated() }
        options.locale = RenderOptions.defaultLocale
        #expect(try options.validated() == options)
    }
}
