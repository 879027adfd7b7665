// Layout modifiers: frame, padding, fixedSize, offset-free ones; each is the picture model's
// own node (docs/architecture.md §20).

import PickerRender

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let w = width.map(Double.init), h = height.map(Double.init)
        return framed(PickerRender.Frame(width: w, height: h, alignment: alignment.pickerRender), width: w, height: h)
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        framed(PickerRender.Frame(minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
                                  minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init),
                                  maxHeight: maxHeight.map(Double.init), alignment: alignment.pickerRender),
               width: nil, height: nil)
    }

    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = Double(length ?? 16)
        let insets = PickerRender.EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                             bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
        let padding = AnyModifier(Padding(insets))
        return transformed { r, _, _ in
            let stack = r.stack
            r.wrap(padding)
            // Padding along a stack's axis is scroll content's margin.
            if var s = stack {
                let along = s.vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
                if along.0 == along.1, (s.vertical ? insets.leading + insets.trailing : insets.top + insets.bottom) == 0 {
                    s.margin += along.0; r.stack = s
                }
            }
        }
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// On a Text: set on one line at its ideal width. Other views keep their layout.
    public func fixedSize() -> some View {
        wrapped { t in
            if case .text(var text) = t { text.isFixedSize = true; return .text(text) }
            return t
        }
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { fixedSize() }
}
