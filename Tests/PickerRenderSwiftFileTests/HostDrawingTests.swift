// The preview's exchange with a view host: each line the host prints reads back as what it
// drew, a message's line breaks and tabs cannot split it, and anything else is ignored.

import Testing
import PickerRenderSwiftFile

struct HostDrawingTests {
    @Test func linesReadBackAsDrawn() {
        let drawn = [HostDrawing(index: 0, appearance: "light", outcome: .drawn(scale: 3)),
                     HostDrawing(index: 12, appearance: "dark", outcome: .failed("WheelPickerDemo never settles: selection"))]
        let output = "noise\n" + drawn.map(\.line).joined(separator: "\n") + "\n1\tsepia\tok\t3\n-1\tlight\tok\t3\n2\tlight\tok\tthree\n"
        #expect(HostDrawing.parse(output) == drawn)
    }

    @Test func aMessageStaysOneLine() {
        let d = HostDrawing(index: 1, appearance: "light", outcome: .failed("a\tb\nc\rd"))
        #expect(!d.line.contains("\n"))
        #expect(HostDrawing.parse(d.line) == [HostDrawing(index: 1, appearance: "light", outcome: .failed("a b c d"))])
        #expect(HostDrawing.fileName(index: 3, appearance: "dark") == "3-dark.png")
    }
}
