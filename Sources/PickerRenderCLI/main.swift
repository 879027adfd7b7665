// picker-render: iOS picker controls drawn to PNG (docs/architecture.md §8). The tool lives in the
// PickerRenderCommandLine library (PickerRenderTool); this file only sets the process's signal
// and heap policy and hands it the arguments.

import Foundation
import PickerRenderCommandLine

// A reader that leaves (`picker-render schema | head -1`) makes the next write fail with EPIPE,
// reported and exit status 3 like any lost output, instead of killing the process with SIGPIPE;
// a closed stdout or stderr stays closed to writes, whatever the tool opens later
// (docs/reliability.md, "The standard streams").
PickerRenderTool.prepareProcess()
// Before any picture is drawn: freed canvases stay in the heap for the next picture; after a
// batch's last picture they go back to the kernel while its last files are synced.
PictureBufferReuse.enable()
PickerRenderTool.beforeLastWrites.withLock { $0 = { PictureBufferReuse.releaseInBackground() } }
exit(PickerRenderTool.main(Array(CommandLine.arguments.dropFirst())))
