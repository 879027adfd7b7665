// picker-render: iOS picker controls drawn to PNG (DESIGN §8). The tool lives in the
// PickerRenderCommandLine library (PickerRenderTool); this file only hands it the arguments.

import Foundation
import PickerRenderCommandLine

exit(PickerRenderTool.main(Array(CommandLine.arguments.dropFirst())))
