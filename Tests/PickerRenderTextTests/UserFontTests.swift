// A user's own font: DejaVu Sans (fonts-dejavu-core, installed by `make deps`) has an OS/2 table
// of version 1 with no cap height and no wght axis; it loads, and its cap height is measured on "H".

import Testing
import PickerRenderText
#if canImport(Glibc)
import Glibc
#endif

private let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

@Test func dejaVuLoadsWithCapHeightFromOutlines() throws {
    let engine = try makeEngine()
    let id = try engine.loadFont(path: dejaVu)
    #expect(!id.isVariable)
    let m = engine.metrics(id)
    #expect(m.capHeightFromOutlines)
    #expect(m.unitsPerEm == 2048 && m.capHeight == 1493)   // DejaVu's "H" is 1493 units tall
    #expect(m.familyName == "DejaVu Sans")
    #expect(try engine.loadFont(path: dejaVu) == id)
    let font = Font(pointSize: 17, weight: .semibold, face: id)
    #expect(engine.faceInstance(for: font) == FaceInstance(id: id, wght: 0))
    let line = engine.layoutLine("Apple", font: font, displayScale: 3)
    #expect(line.run.face.id == id && line.run.emSize == 17)
    #expect(line.missingCodePoints.isEmpty)
    // The built-ins still read OS/2.
    #expect(!engine.metrics(.text).capHeightFromOutlines)
}

@Test func collectionFaceByIndexAndBadIndex() throws {
    let engine = try makeEngine()
    let kr = try engine.loadFont(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 1)
    #expect(engine.metrics(kr).familyName == "Noto Sans CJK KR")
    #expect(throws: TextError.self) {
        _ = try engine.loadFont(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 99)
    }
}

@Test func variableUserFontTakesTheWeight() throws {
    let engine = try makeEngine()
    let id = try engine.loadFont(path: TextEngine.defaultFontsDirectory + "/Inter/Inter-roman.var.ttf")
    #expect(id.isVariable)
    let regular = engine.layoutLine("Apple", font: Font(pointSize: 17, face: id), displayScale: 3)
    let bold = engine.layoutLine("Apple", font: Font(pointSize: 17, weight: .bold, face: id), displayScale: 3)
    #expect(bold.run.face.wght == 700 && bold.width > regular.width)
}

@Test func sfProIsRecognisedByFamilyName() throws {
    #expect(SFProRole.roles(familyName: "SF Pro Text") == [.text])
    #expect(SFProRole.roles(familyName: "sf pro display") == [.display])
    #expect(SFProRole.roles(familyName: "SF Pro Rounded") == [.rounded])
    #expect(SFProRole.roles(familyName: "SF Pro") == [.text, .display])
    #expect(SFProRole.roles(familyName: "SF Mono").isEmpty && SFProRole.roles(familyName: "Inter").isEmpty)
    #expect(SFProFile.weight(styleName: "Semibold") == .semibold && SFProFile.weight(styleName: "Light") == nil)
    // Neither Inter, Quicksand nor DejaVu is taken for SF Pro, whatever their file names.
    let engine = try makeEngine()
    #expect(engine.findSFPro(in: TextEngine.defaultFontsDirectory).isEmpty)
    #expect(engine.findSFPro(in: "/usr/share/fonts/truetype/dejavu").isEmpty)
}

@Test func registeredSFProFaceIsUsedForItsRoleAndWeight() throws {
    let engine = try makeEngine()
    // Stand-in: Quicksand Bold registered as a static "SF Pro Display" Bold.
    let path = TextEngine.defaultFontsDirectory + "/Quicksand/Quicksand-Bold.ttf"
    try engine.useSFPro([SFProFile(path: path, index: 0, familyName: "SF Pro Display", styleName: "Bold",
                                   roles: [.display], weight: .bold, isVariable: false)])
    let display = engine.faceInstance(for: Font(pointSize: 22, weight: .bold))
    #expect(display.id.rawValue == "sfpro:\(path)#0")
    // A static face serves the weights it lacks too (the nearest), so its role needs no substitute.
    #expect(engine.faceInstance(for: Font(pointSize: 22, weight: .regular)).id == display.id)
    #expect(engine.faceInstance(for: Font(pointSize: 17, weight: .bold)).id == .text)
    // Drawn as a substitute: cap height matched to SF's 0.705 em (Quicksand: 0.700 em).
    #expect(abs(engine.capHeightCorrection(display.id) - 0.705 / 0.7) < 1e-9)
}

/// The stand-ins of Tests/Fixtures/sfpro (Inter renamed "SF Pro", Quicksand Medium renamed "SF
/// Pro Rounded" Medium) in a fonts directory with no substitutes: found by family name, they serve
/// every role and weight (the variable file at the asked wght, the static one as the nearest).
@Test func sfProFixturesAloneMakeAnEngine() throws {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    let dir = parts.joined(separator: "/") + "/Tests/Fixtures/sfpro"
    let engine = try TextEngine(fontsDirectory: dir)
    let found = engine.findSFPro(in: dir)
    #expect(found.map(\.familyName) == ["SF Pro Rounded", "SF Pro"])
    #expect(found.map(\.isVariable) == [false, true] && found[0].weightClass == 500)
    let text = engine.faceInstance(for: Font(pointSize: 17, weight: .bold))
    #expect(text == FaceInstance(id: FaceID(rawValue: "sfpro:\(dir)/SF-Pro-fixture.ttf#0", isVariable: true), wght: 700))
    #expect(engine.faceInstance(for: Font(pointSize: 28, weight: .regular)).id == text.id)
    let rounded = engine.faceInstance(for: Font(pointSize: 17, weight: .bold, design: .rounded))
    #expect(rounded == FaceInstance(id: FaceID(rawValue: "sfpro:\(dir)/SF-Pro-Rounded-Medium-fixture.ttf#0", isVariable: false), wght: 0))
    #expect(engine.sfProFaces.count == 2)
    #expect(engine.layoutLine("07", font: Font(pointSize: 17), displayScale: 3).missingCodePoints.isEmpty)
}

/// An engine drawing with SF Pro found in its fonts directory goes back to the pool (SF Pro is
/// part of its font set), and the set's key changes when a font file below the directory does.
@Test func sfProEnginesArePooledByTheirFiles() throws {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    let fixture = parts.joined(separator: "/") + "/Tests/Fixtures/sfpro/SF-Pro-fixture.ttf"
    let dir = "/tmp/sfpro-pool-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    #expect(mkdir(dir, 0o700) == 0 && mkdir(dir + "/Quicksand", 0o700) == 0)
    defer { for f in ["/SF-Pro.ttf", "/Quicksand/Quicksand-Medium.ttf", "/Quicksand/Quicksand-Bold.ttf"] { unlink(dir + f) }
            rmdir(dir + "/Quicksand"); rmdir(dir) }
    #expect(link(fixture, dir + "/SF-Pro.ttf") == 0 || symlink(fixture, dir + "/SF-Pro.ttf") == 0)
    for q in ["Quicksand-Medium.ttf", "Quicksand-Bold.ttf"] {
        #expect(symlink(TextEngine.defaultFontsDirectory + "/Quicksand/" + q, dir + "/Quicksand/" + q) == 0)
    }
    let engine = try EnginePool.take(fontsDirectory: dir)
    #expect(engine.faceInstance(for: Font(pointSize: 17)).id.rawValue == "sfpro:\(dir)/SF-Pro.ttf#0")
    #expect(engine.faceInstance(for: Font(pointSize: 17, design: .rounded)).id == .roundedMedium)
    EnginePool.giveBack(engine)
    #expect(EnginePool.idleCount(fontsDirectory: dir) == 1)
    // Another font file below the directory: another set, with no idle engine yet.
    #expect(symlink(TextEngine.defaultFontsDirectory + "/Quicksand/Quicksand-Bold.ttf", dir + "/Extra.ttf") == 0)
    defer { unlink(dir + "/Extra.ttf") }
    #expect(EnginePool.idleCount(fontsDirectory: dir) == 0)
}
