// ViewTreeLayout for a ScrollView over a ForEach: the scroll's geometry worked out in points
// (no text is measured: the item's length along the axis is its fixed frame), the visible
// items found arithmetically (with those within 120 points beyond the ends, whose content may
// overhang into the view), and each laid out with its own variables (`position`, `index`,
// `value`) so its effects are evaluated, and checked, at its path. An item at index i starts
// at  a L + (i - s) step - a H  along the axis (a the anchor's fraction, L the view's length,
// H the item's, s the position's index plus the offset in items), rounded to the pixel grid
// as SwiftUI places a frame: at the centre anchor this is the wheel's own row formula
// (docs/architecture.md §3). A content offset outside the scrollable range is clamped, as a
// ScrollView clamps it.

import Foundation
import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene

extension ViewTreeLayout {
    /// Most items a ForEach may have: an index stays exact in a Double, and an item costs only
    /// when it is laid out.
    static let maximumItems = 1 << 52
    /// Most views a ForEach of made views may have (each is built before layout).
    static let maximumViews = 1_000_000
    /// Most items searched one by one for a scroll position given by value, where the value's
    /// index cannot be worked out (a value a range's format cannot read back).
    static let maximumSearchedItems = 1_000_000
    /// Points beyond each end of a scroll view within which items are laid out when their
    /// content can overhang them: what the ruler gathers for labels overhanging their cells
    /// (docs/architecture.md §4). Only fixed-size content ignores the frame it is offered; other
    /// items (a wheel's rows) are laid out only where their frames reach the view.
    static let overflowReach = 120.0

    func scrollNode(_ s: ScrollView, path: String) throws(PickerError) -> ViewNode {
        let vertical = s.axis == .vertical
        let L = try Self.length(s.length, name: "length", path: path)
        guard L > 0 else { throw Self.at(path, .invalidOption(name: "length", value: "0", expected: Limits.points(from: "above 0"))) }
        let margin = try Self.length(s.contentMargins, name: "contentMargins", path: path)
        guard s.offset.isFinite, abs(s.offset) <= Limits.maximumLength * 1000 else {
            throw Self.at(path, .invalidOption(name: "offset", value: PickerError.format(s.offset), expected: "a finite number of points"))
        }
        let each = Self.join(path, "forEach")
        let spacing = try Self.length(s.content.spacing, name: "spacing", path: each)
        let values = try values(s.content.values, path: each)
        let count = values.count, label = values.label
        // A template whose texts hold no placeholder is every item's tree as it is (a ruler's
        // ticks show their numbers through expressions).
        let substitutes = s.content.item.hasPlaceholders
        let itemPath = Self.join(each, "item")
        let side = vertical ? "height" : "width"
        var views: [ViewTree]?
        if case .views(let v) = s.content.values { views = v }
        guard let H = Self.fixedLength(of: views?.first ?? s.content.item, vertical: vertical) else {
            throw Self.at(itemPath, .invalidOption(name: "frame", value: "no fixed \(side)",
                                                   expected: "a fixed \(side) along the scroll: give the item .frame(\(side):), as a picker's rows have"))
        }
        // At least a point: a thousandth of one would put four million rows in a 4096-point view.
        guard H >= 1, H <= Limits.maximumLength else {
            throw Self.at(itemPath, .invalidOption(name: side, value: PickerError.format(H),
                                                   expected: "an item \(side) from 1 to \(PickerError.format(Limits.maximumLength)) points along the scroll"))
        }
        let step = H + spacing
        let contentLength = 2 * margin + Double(count) * step - spacing
        let maxOffset = max(contentLength - L, 0)
        // The start of item i, before rounding: from the anchor, or from the content offset.
        var start: (Int) -> Double
        switch s.position {
        case .value, .index:
            let k: Int, anchor: UnitPoint
            switch s.position {
            case .value(let v, let a):
                guard let i = values.index(of: v) else {
                    throw Self.at(path, .invalidOption(name: "scrollPosition.value", value: v, expected: "one of the ForEach's values"))
                }
                k = i; anchor = a
            case .index(let i, let a):
                guard (0..<count).contains(i) else {
                    throw Self.at(path, .invalidOption(name: "scrollPosition.index", value: String(i), expected: "an item's index, 0 to \(count - 1)"))
                }
                k = i; anchor = a
            case .contentOffset: preconditionFailure("a position by item")
            }
            try Self.check(anchor, name: "scrollPosition.anchor", path: path)
            let a = vertical ? anchor.y : anchor.x
            let sIndex = Double(k) + (s.snapping == .viewAligned ? (s.offset / step).rounded() : s.offset / step)
            let offset = margin + sIndex * step + a * H - a * L
            if offset >= 0, offset <= maxOffset {
                start = { i in a * L + (Double(i) - sIndex) * step - a * H }
            } else {
                let o = min(max(offset, 0), maxOffset)
                start = { i in margin + Double(i) * step - o }
            }
        case .contentOffset(let o):
            guard o.isFinite else { throw Self.at(path, .invalidOption(name: "contentOffset", value: PickerError.format(o), expected: "a finite number")) }
            var total = o + s.offset
            if s.snapping == .viewAligned { total = (total / step).rounded() * step }
            let clamped = min(max(total, 0), maxOffset)
            start = { i in margin + Double(i) * step - clamped }
        }
        // Items within `overflowReach` of the view: a range from the first start, widened by one
        // each way. A lazy stack materialises items a little beyond what is visible, so an item's
        // content that overhangs its frame (a fixed-size label wider than its tick's cell) shows
        // when the item itself is just off the view; those beyond the view are clipped.
        let first = start(0), reach = (views?.first ?? s.content.item).hasFixedSizeContent ? Self.overflowReach : 0
        let lo = max(Int(((-H - reach - first) / step).rounded(.down)) - 1, 0)
        let hi = min(Int(((L + reach - first) / step).rounded(.up)) + 1, count - 1)
        var items: [ScrollNode.Item] = []
        if lo <= hi {
            for i in lo...hi {
                let top = PixelGrid.round(start(i), scale: options.displayScale)
                guard top + H + reach > 0, top - reach < L else { continue }
                var inner = self
                inner.variables["position"] = .number(WheelPickerMath.position(midY: top + H / 2, height: L))
                inner.variables["index"] = .number(Double(i))
                if let number = values.number(i) { inner.variables["value"] = .number(number) }
                let tree: ViewTree
                if let views {
                    guard Self.fixedLength(of: views[i], vertical: vertical) == H else {
                        throw Self.at(Self.join(each, "views[\(i)]"), .invalidOption(
                            name: side, value: Self.fixedLength(of: views[i], vertical: vertical).map(PickerError.format) ?? "none",
                            expected: "the first item's fixed \(side), \(PickerError.format(H)) points (a scroll's items are one length)"))
                    }
                    tree = views[i]
                } else {
                    tree = substitutes ? s.content.item.substituting(value: label(i), index: String(i)) : s.content.item
                }
                items.append(.init(index: i, start: top, node: try inner.node(tree, path: itemPath)))
            }
        }
        return .scroll(ScrollNode(vertical: vertical, length: L, itemLength: H, items: items))
    }

    /// A ForEach's items as the scroll layout reads them, each only when it is laid out.
    struct Items {
        var count: Int
        /// Item i's text (`{value}` in the template).
        var label: (Int) -> String
        /// Item i's number (`value` in expressions), when its text is one.
        var number: (Int) -> Double?
        /// The index of the item whose text is `text`.
        var index: (String) -> Int?
        func index(of text: String) -> Int? { index(text) }
    }

    func values(_ v: ForEach.Values, path: String) throws(PickerError) -> Items {
        switch v {
        case .strings(let texts):
            guard !texts.isEmpty, texts.count <= Self.maximumItems else {
                throw Self.at(path, .invalidOption(name: "values", value: "\(texts.count) values", expected: "1 to \(Self.maximumItems) values"))
            }
            return Items(count: texts.count, label: { texts[$0] }, number: { Double(texts[$0]).flatMap { $0.isFinite ? $0 : nil } },
                         index: { t in texts.firstIndex(of: t) })
        case .range(let from, let through, let by, let pattern):
            let format: IntegerFormat
            do { format = try IntegerFormat(pattern) } catch { throw Self.at(path, error) }
            // Bounds and step within +-2^53, whole numbers a Double keeps exactly (a wheel's range's).
            let limit = 1 << 53
            guard by >= 1, from <= through, from >= -limit, through <= limit, by <= limit else {
                throw Self.at(path, .invalidOption(name: "range", value: "\(from)...\(through) by \(by)",
                                                   expected: "a range from a first to a last value within +-2^53, by a step of at least 1"))
            }
            let count = (through - from) / by + 1
            guard count <= Self.maximumItems else {
                throw Self.at(path, .invalidOption(name: "range", value: "\(count) values", expected: "at most \(Self.maximumItems) values"))
            }
            let locale = options.locale
            let label = { (i: Int) in format(from + i * by, locale: locale) }
            return Items(count: count, label: label, number: { Double(from + $0 * by) }, index: { text in
                // Read back where the format can; otherwise looked for among a bounded number.
                if let n = format.parse(text), n >= from, n <= through, (n - from) % by == 0, label((n - from) / by) == text {
                    return (n - from) / by
                }
                guard count <= Self.maximumSearchedItems else { return nil }
                return (0..<count).first { label($0) == text }
            })
        case .views(let views):
            guard !views.isEmpty, views.count <= Self.maximumViews else {
                throw Self.at(path, .invalidOption(name: "views", value: "\(views.count) views", expected: "1 to \(Self.maximumViews) items"))
            }
            return Items(count: views.count, label: { String($0) }, number: { _ in nil }, index: { Int($0).flatMap { views.indices.contains($0) ? $0 : nil } })
        }
    }

    /// The item's fixed length along the axis: the first fixed frame on that axis found from
    /// the top of the template through modifiers (PictureModifier.fixedLength).
    static func fixedLength(of tree: ViewTree, vertical: Bool) -> Double? {
        switch tree {
        case .modified(let m, let child):
            return m.base.fixedLength(content: fixedLength(of: child, vertical: vertical), vertical: vertical)
        case .conditional(let c):
            // Both branches the same length: the item's length does not depend on the condition.
            let a = fixedLength(of: c.then, vertical: vertical)
            return a != nil && c.otherwise.map { fixedLength(of: $0, vertical: vertical) } == a ? a : nil
        default: return nil
        }
    }
}

extension ViewTree {
    /// Whether any text in the tree is fixed-size (SwiftUI's `.fixedSize()`): drawn at its ideal
    /// width whatever its frame, so it may overhang its scroll item.
    var hasFixedSizeContent: Bool {
        if case .text(let t) = self { return t.isFixedSize }
        if case .scroll = self { return false }
        return children.contains { $0.tree.hasFixedSizeContent }
    }

    /// Whether a text in the tree holds `{value}` or `{index}` (a nested scroll view's own
    /// placeholders are its own).
    var hasPlaceholders: Bool {
        if case .text(let t) = self { return t.string.contains("{value}") || t.string.contains("{index}") }
        if case .scroll = self { return false }
        return children.contains { $0.tree.hasPlaceholders }
    }

    /// The tree with `{value}` and `{index}` in its texts replaced, in one pass (a value that
    /// itself reads "{index}" stays as it is).
    func substituting(value: String, index: String) -> ViewTree {
        if case .text(var t) = self {
            if t.string.contains("{") { t.string = Self.substitute(t.string, value: value, index: index) }
            return .text(t)
        }
        // A nested scroll view's item keeps its own placeholders.
        if case .scroll = self { return self }
        return replacingChildren { _, child in child.substituting(value: value, index: index) }
    }

    static func substitute(_ template: String, value: String, index: String) -> String {
        if template == "{value}" { return value }
        var out = "", rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let tail = rest[open...]
            if tail.hasPrefix("{value}") { out += value; rest = tail.dropFirst(7) }
            else if tail.hasPrefix("{index}") { out += index; rest = tail.dropFirst(7) }
            else { out += "{"; rest = tail.dropFirst() }
        }
        return out + rest
    }
}
