// Arguments: a small, strict parser for `--name value` options and `--flag` switches.
// Every option a command does not declare is an error naming it; every value is parsed by
// the command, which names the option and the value when it is bad. An option's value that is
// itself one of the command's options is an error too (`--name=value` passes any value).

import Foundation
import PickerRender

struct UsageError: Error, Sendable, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

struct Arguments: Sendable {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// Every value of a repeatable option, in order.
    private(set) var lists: [String: [String]] = [:]

    /// - Parameters:
    ///   - options: names (without dashes) that take a value.
    ///   - switches: names that take none.
    ///   - repeatable: options that may be given more than once (read them with `all`).
    init(_ args: [String], options: Set<String>, switches: Set<String>, repeatable: Set<String> = []) throws(UsageError) {
        var i = 0
        while i < args.count {
            let a = args[i]
            if a.hasPrefix("--") {
                var name = String(a.dropFirst(2))
                var inline: String?
                if let eq = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                if switches.contains(name) {
                    guard inline == nil else { throw UsageError("--\(name) takes no value") }
                    flags.insert(name)
                } else if options.contains(name) || repeatable.contains(name) {
                    let value: String
                    if let inline {
                        value = inline
                    } else {
                        guard i + 1 < args.count else { throw UsageError("--\(name) needs a value") }
                        i += 1
                        value = args[i]
                        // `--output --print-spec` (the file name forgotten) wrote a file named
                        // `--print-spec`: a value that is one of this command's own options is
                        // taken for the option it names. A value that must begin with such a
                        // name is written `--output=--print-spec`.
                        if value.hasPrefix("--") {
                            let next = String(value.dropFirst(2).prefix { $0 != "=" })
                            if switches.contains(next) || options.contains(next) || repeatable.contains(next) {
                                throw UsageError("--\(name) needs a value, not the option '--\(next)' (a value that begins with it is written --\(name)=\(value))")
                            }
                        }
                    }
                    values[name] = value
                    if repeatable.contains(name) { lists[name, default: []].append(value) }
                } else {
                    throw UsageError("unknown option '\(a)'")
                }
            } else if a == "-h" {
                flags.insert("help")
            } else {
                positionals.append(a)
            }
            i += 1
        }
    }

    subscript(_ name: String) -> String? { values[name] }
    func all(_ name: String) -> [String] { lists[name] ?? [] }
    mutating func removeValue(_ name: String) { values[name] = nil }
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func double(_ name: String) throws(UsageError) -> Double? {
        guard let s = values[name] else { return nil }
        guard let v = Double(s.trimmingCharacters(in: .whitespaces)), s.lowercased() != "nan", v.isFinite else {
            throw UsageError("--\(name): '\(s)' is not a finite number")
        }
        return v
    }

    /// `--width`, in points, between `minimum` and `Limits.maximumLength` (4096): a width under
    /// a pixel would make an empty image and a huge one exhausts memory, so both are bad input,
    /// not a crash.
    func width(default d: Double, minimum: Double = 1) throws(UsageError) -> Double {
        let w = try double("width") ?? d
        guard w >= minimum, w <= Limits.maximumLength else {
            throw UsageError("--width: '\(values["width"] ?? "")' is not \(Limits.points(from: String(Int(minimum))))")
        }
        return w
    }

    func int(_ name: String) throws(UsageError) -> Int? {
        guard let s = values[name] else { return nil }
        guard let v = Int(s) else { throw UsageError("--\(name): '\(s)' is not a whole number") }
        return v
    }
}
