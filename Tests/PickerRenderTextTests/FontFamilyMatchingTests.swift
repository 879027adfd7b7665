// A family's face for a weight it lacks is its nearest, as CSS matches weights: above 500 the
// next heavier first, from 400 to 500 up to 500 first and then lighter, below 400 lighter first.

import Testing
import PickerRenderText

@Test func aMissingWeightTakesTheNearestAsCSSDoes() {
    let regular = FaceID(rawValue: "r", isVariable: false), bold = FaceID(rawValue: "b", isVariable: false)
    let medium = FaceID(rawValue: "m", isVariable: false)
    let twoFaces = CustomFaces(weights: [.regular: regular, .bold: bold])
    #expect(twoFaces.familyFace(for: .regular) == regular)
    #expect(twoFaces.familyFace(for: .medium) == regular, "500: lighter before heavier")
    #expect(twoFaces.familyFace(for: .semibold) == bold, "600: heavier first")
    #expect(twoFaces.familyFace(for: .bold) == bold)
    let lightAndMedium = CustomFaces(weights: [.medium: medium])
    #expect(lightAndMedium.familyFace(for: .regular) == medium, "400: up to 500 first")
    #expect(lightAndMedium.familyFace(for: .bold) == medium, "only lighter is left")
    #expect(CustomFaces().familyFace(for: .bold) == nil)
    // A style's face wins over the family's, the family's over the face for every style.
    let all = FaceID(rawValue: "all", isVariable: false), title = FaceID(rawValue: "t", isVariable: false)
    let faces = CustomFaces(all: all, styles: [.title3: title], weights: [.bold: bold])
    var font = Font(pointSize: 17, weight: .semibold)
    #expect(faces.applied(to: font).face == bold)
    font.textStyle = .title3
    #expect(faces.applied(to: font).face == title)
    #expect(CustomFaces(all: all).applied(to: Font(pointSize: 17, weight: .bold)).face == all)
}
