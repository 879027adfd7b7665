// picker-render: iOS picker controls drawn to PNG (DESIGN §8).
// Exit status: 0 success; 1 compare found a difference; 2 bad input or usage; 3 I/O failure.
// Every failure is one `error:` line on stderr naming the bad value; no output file is
// created or changed on failure (images are written to a temporary file and renamed).

import Foundation
import PickerRender

let usage = """
usage: picker-render [command] [options]

With no command, renders the demo gallery into ./picker-renders/.

commands:
  gallery       the seed demos on the iPhone 16 Pro canvas, light and dark
  wheel         the 3D WheelPicker
  ruler         the RulerScrollPicker
  segmented     a Picker with the segmented style
  system-wheel  a Picker with the wheel style, as UIPickerView draws it (one or more columns)
  menu          a menu-style Picker in a List row
  weight-picker the custom weight picker (kg/lbs ruler) of custom-weight-picker.txt
  compare       compare two PNGs (pixelmatch-compatible); exit 1 when they differ
  snapshots     list snapshot references no test used (--orphans)
  help          this text

Run `picker-render COMMAND --help` for a command's options.
"""

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
    exit(status)
}

var args = Array(CommandLine.arguments.dropFirst())
let command = args.first ?? "gallery"
if !args.isEmpty { args.removeFirst() }

do {
    let status: Int32
    switch command {
    case "gallery": status = try GalleryCommand.run(args)
    case "wheel": status = try WheelCommand.run(args)
    case "ruler": status = try RulerCommand.run(args)
    case "segmented": status = try SegmentedCommand.run(args)
    case "system-wheel": status = try SystemWheelCommand.run(args)
    case "menu": status = try MenuCommand.run(args)
    case "weight-picker": status = try WeightPickerCommand.run(args)
    case "compare": status = try CompareCommand.run(args)
    case "snapshots": status = try SnapshotsCommand.run(args)
    case "help", "--help", "-h": print(usage); status = 0
    default: throw UsageError("unknown command '\(command)' (try picker-render --help)")
    }
    exit(status)
} catch let e as UsageError {
    fail(e.description, status: 2)
} catch let e as PickerError {
    fail(e.description, status: e.isIO ? 3 : 2)
} catch {
    fail("\(error)", status: 3)
}
