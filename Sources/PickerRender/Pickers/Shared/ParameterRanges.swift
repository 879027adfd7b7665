// ParameterRanges: a control's numbers checked against the ranges its spec fields declare, so a
// control built in Swift is held to the same ranges as one read from a spec or a command line,
// and the ranges are written once (in `specFields`). Checked before anything is derived from
// the numbers; a NaN or an infinity is out of every range.

enum ParameterRanges {
    /// Throws `.invalidOption` naming the first number outside its field's range. A name with no
    /// number field is a programmer's mistake.
    static func check(_ values: [(name: String, value: Double)], in fields: [SpecField]) throws(PickerError) {
        for (name, value) in values {
            guard let field = fields.first(where: { $0.name == name }), case .number(let range) = field.kind else {
                preconditionFailure("\(name) is not a number field")
            }
            guard value.isFinite, range.contains(value) else {
                throw .invalidOption(name: name, value: PickerError.format(value), expected: field.expected)
            }
        }
    }
}
