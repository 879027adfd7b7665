// `picker-render date-picker`: one DatePicker in the wheel style (UIDatePicker's look), or
// UIDatePicker's countdown timer. Its flags are the picker's spec fields; the locale is the
// shared --locale. A selection outside --range is drawn clamped, with a `warning:` line.

import PickerRender

enum DatePickerCommand {
    static let flags = SpecFlags(control: DatePicker.self)

    static let command = RenderCommand(
        name: "date-picker", summary: "a DatePicker with the wheel style, or UIDatePicker's countdown timer",
        help: """
        Draws SwiftUI's DatePicker with .datePickerStyle(.wheel) on the system wheel: the columns
        and their order, the month names, the day periods and the digits are the --locale's
        (Foundation's), in --calendar and --time-zone (default gregorian and UTC, never the
        machine's). Hours, minutes, months and days loop; years and AM/PM stop at their ends.
        --selection is ISO 8601 (2026-12-02T09:41; a time without a zone is read in --time-zone);
        --range START...END draws the dates outside it in grey. --displayed-components
        countDownTimer draws the timer's hours and min from --count-down-duration seconds.
        --offset scrolls every column by that many rows.

        """,
        flags: flags)
}
