// Layout modifiers: frame, padding, fixedSize, offset-free ones; each is the picture model's
// own node (docs/architecture.md §20).

import PickerRender

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped { t, _ in .modified(PickerRender.Frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.pickerRender), t) }
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped { t, _ in
            .modified(PickerRender.Frame(minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
                                      minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init),
                                      maxHeight: maxHeight.map(Double.init), alignment: alignment.pickerRender), t)
        }
    }

    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = Double(length ?? 16)
        let insets = PickerRender.EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                             bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
        return transformed { r, _, _, _ in
            var out = r
            out.tree = .modified(Padding(insets), r.tree)
            out.fillsBackground = nil
            // Padding along a stack's axis is scroll content's margin.
            if var s = r.stack {
                let along = s.vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
                if along.0 == along.1, (s.vertical ? insets.leading + insets.trailing : insets.top + insets.bottom) == 0 {
                    s.margin += along.0; out.stack = s
                } else { out.stack = nil }
            }
            return out
        }
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// On a Text: set on one line at its ideal width. Other views keep their layout.
    public func fixedSize() -> some View {
        wrapped { t, _ in
            if case .text(var text) = t { text.isFixedSize = true; return .text(text) }
            return t
        }
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { fixedSize() }
}
