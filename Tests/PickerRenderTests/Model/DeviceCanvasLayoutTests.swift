// A device canvas lays its content out as SwiftUI lays out a root view: offered the safe area,
// the content is centred at its own size, so a VStack holding a Spacer (as tall as it is
// offered) starts at the top of the safe area, and one whose Spacer comes first ends at its
// bottom; a VStack with no flexible child stays centred. Inside a VStack a flexible child
// (a nested stack with a Spacer, a shape) shares the height the others leave.

import Testing
import PickerRender

@Suite struct DeviceCanvasLayoutTests {
    static let device = Device.iPhone16Pro

    static func frames(_ picture: Picture) throws -> [String: [String: Double]] {
        try CompositionLayoutTests.textFrames(picture)
    }

    static func screen(@ViewBuilder _ content: () -> ViewList) -> Picture {
        Picture(canvas: .device(device), options: RenderOptions(scale: 3), content: content)
    }

    @Test func aRootSpacerPushesTheContentToTheTopOfTheSafeArea() throws {
        let f = try Self.frames(Self.screen {
            VStack(spacing: 0) { Text("Top"); Spacer() }
        })
        let top = try #require(f["Top"])
        #expect(top["y"] == Self.device.safeTop, "\(top)")
    }

    @Test func aLeadingSpacerPushesTheContentToTheBottomOfTheSafeArea() throws {
        let f = try Self.frames(Self.screen {
            VStack(spacing: 0) { Spacer(); Text("Bottom") }
        })
        let bottom = try #require(f["Bottom"])
        #expect(abs(bottom["y"]! + bottom["height"]! - (Self.device.size.height - Self.device.safeBottom)) < 0.5, "\(bottom)")
    }

    @Test func aStackWithoutASpacerStaysCentred() throws {
        let f = try Self.frames(Self.screen {
            VStack(spacing: 0) { Text("Middle") }
        })
        let m = try #require(f["Middle"])
        let centre = Self.device.safeTop + (Self.device.size.height - Self.device.safeTop - Self.device.safeBottom) / 2
        #expect(abs(m["y"]! + m["height"]! / 2 - centre) < 0.5, "\(m)")
    }

    @Test func aNestedStackWithASpacerSharesTheHeightTheOthersLeave() throws {
        // 300 pt offered: A and C keep their heights, the nested stack takes the rest, so C
        // ends at the bottom and B sits right under A.
        let p = Picture(options: RenderOptions(scale: 1)) {
            VStack(spacing: 0) {
                Text("A")
                VStack(spacing: 0) { Text("B"); Spacer() }
                Text("C")
            }
            .frame(height: 300)
        }
        let f = try Self.frames(p)
        let a = try #require(f["A"]), b = try #require(f["B"]), c = try #require(f["C"])
        #expect(a["y"] == 0, "\(a)")
        #expect(b["y"] == a["height"], "\(b)")
        #expect(abs(c["y"]! + c["height"]! - 300) < 0.5, "\(c)")
    }
}
