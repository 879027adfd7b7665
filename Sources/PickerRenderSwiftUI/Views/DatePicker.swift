// DatePicker, as SwiftUI's wraps UIDatePicker: its selection, range and displayed components
// are PickerRender's DatePicker drawn in the wheel style (the system wheel's columns for the
// date and the time, in the picture's locale, UTC). The compact and graphical styles are not
// drawn: a DatePicker in them draws as the wheel, and docs/swiftui.md says so.

import Foundation
import PickerRender

/// SwiftUI's DatePickerComponents.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

public protocol DatePickerStyle: Sendable {}
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }

extension View {
    /// The style of the DatePickers inside: every one draws as the wheel here.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { modified() }
}

nonisolated public struct DatePicker<Label: View>: View, PrimitiveView {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let title: String

    public typealias Body = Never

    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        let shown: PickerRender.DatePicker.Components
        switch (components.contains(.date), components.contains(.hourAndMinute)) {
        case (true, true), (false, false): shown = .dateAndHourAndMinute
        case (true, false): shown = .date
        case (false, true): shown = .hourAndMinute
        }
        return [Resolved(PickerRender.DatePicker(title, selection: selection.wrappedValue, in: range, displayedComponents: shown).tree)]
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.selection = selection; range = nil; components = displayedComponents; title = titleKey.text
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.selection = selection; self.range = range; components = displayedComponents; title = titleKey.text
    }
}
