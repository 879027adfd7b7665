// `picker-render system-wheel`: one SystemWheelPicker (UIPickerView's look). Its flags are the
// picker's spec fields: one column from `--options a,b,c [--selection V]`, or several from
// repeated `--column RANGE|OPTIONS[:SELECTION[:UNIT]]`, the shorthand of one object of the
// spec's `columns` (a range 0...23 is right-aligned with tabular digits; a list is centred).

import PickerRender

enum SystemWheelCommand {
    static let flags = SpecFlags(control: SystemWheelPicker.self)

    static let command = RenderCommand(
        name: "system-wheel", summary: "a Picker with the wheel style, as UIPickerView draws it (one or more columns)",
        help: """
        Draws SwiftUI's Picker with .pickerStyle(.wheel) as iOS 18's UIPickerView: rows on a
        cylinder, the centre row larger, one grey selection band behind every column. Give
        --options (one column) or one --column for each column, e.g. the Timer's
        --column 0...23:1:hours --column 0...59:30:min --column 0...59:0:sec; a fourth part steps a
        range (--column 0...50:30:min:10 lists 0, 10, ... 50); a column's values cannot hold ':'.
        The wheel style neither draws nor speaks --title: name the wheel for VoiceOver with
        --accessibility-label.

        Dynamic Type and --reduce-motion are accepted but change nothing: UIPickerView's rows keep
        their 21-pt text and 32-pt height, and its cylinder is not a motion effect.

        """,
        flags: flags)
}
