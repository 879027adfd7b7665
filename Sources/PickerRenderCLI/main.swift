// picker-render: iOS picker controls drawn to PNG (DESIGN §8). The tool lives in the
// PickerRenderCommandLine library (PickerRenderTool); this file only sets the process's heap
// policy and hands it the arguments.

import Foundation
import PickerRenderCommandLine

// Before any picture is drawn: freed canvases stay in the heap for the next picture.
PictureBufferReuse.enable()
exit(PickerRenderTool.main(Array(CommandLine.arguments.dropFirst())))
