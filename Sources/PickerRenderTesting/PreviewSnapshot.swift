// PreviewSnapshot: what each test the PreviewSnapshots plugin writes calls. A preview is drawn on
// an iPhone 16 Pro screen (as Xcode's canvas shows a preview by default) and verified as any
// picture, at the preview's own file and line, as `Snapshots/Previews/<File>-<name>.png` of the
// package holding it. A preview that cannot be drawn (its state never settles, a value out of
// range) is one failure naming it.

import PickerRender
import PickerRenderSwiftUI

public enum PreviewSnapshot {
    /// Draws `view` and verifies it; `preview` names it in a failure ("AlarmView.swift:12 \"Dark\"").
    @MainActor
    public static func verify(_ view: some PickerRenderSwiftUI.View, named name: String, preview: String,
                              fileID: String, filePath: StaticString, line: UInt) {
        let site = TestHost.CallSite(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: 1, function: name)
        let picture: Picture
        do { picture = try Picture(content: view) } catch {
            if Snapshot.reportsToTestFramework {
                TestHost.current.fail("preview \(preview) cannot be drawn: \(error)", at: site, filePath: filePath, images: [])
            }
            return
        }
        // Laid out and drawn as `.picture` does, with an error that names the preview.
        let strategy = SnapshotStrategy<Picture>(shots: { picture in
            do { return [try .init(picture: picture)] } catch {
                throw SnapshotFailure(message: "preview \(preview) cannot be drawn: \(error)")
            }
        })
        Snapshot.verify(picture, as: strategy, named: name, suite: "Previews", function: name, filePath: filePath, line: line, fileID: fileID, column: 1)
    }
}
