// Picture+Codable: a Picture is Codable through its spec, so it can sit in a user's own
// Codable configuration. Decoding reads the same strict spec (unknown keys and bad values are
// a DecodingError whose description names the JSON path); encoding writes the spec. Key order
// is kept when decoding from text with `Picture(json:)`; through a Decoder it is the order the
// decoder gives (Foundation's JSONDecoder does not promise one), which does not change the value.

extension JSONValue: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var members: [(String, JSONValue)] = []
            for key in object.allKeys { members.append((key.stringValue, try object.decode(JSONValue.self, forKey: key))) }
            self = .object(members)
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
            self = .array(items)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let b = try? single.decode(Bool.self) { self = .bool(b) }
        else if let x = try? single.decode(Double.self) { self = .number(x) }
        else { self = .string(try single.decode(String.self)) }
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .object(let members):
            var c = encoder.container(keyedBy: Key.self)
            for (k, v) in members { try c.encode(v, forKey: Key(stringValue: k)) }
        case .array(let items):
            var c = encoder.unkeyedContainer()
            for v in items { try c.encode(v) }
        case .null: var c = encoder.singleValueContainer(); try c.encodeNil()
        case .bool(let b): var c = encoder.singleValueContainer(); try c.encode(b)
        case .number(let x): var c = encoder.singleValueContainer(); try c.encode(x)
        case .string(let s): var c = encoder.singleValueContainer(); try c.encode(s)
        }
    }
}

extension Picture: Codable {
    public init(from decoder: Decoder) throws {
        let value = try JSONValue(from: decoder)
        do {
            try self.init(spec: value)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: Encoder) throws { try spec.encode(to: encoder) }
}
