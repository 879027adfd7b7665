// ViewTree: the picture model's tree of views, one case per kind of view. It is the single
// description that the Swift API builds, the JSON spec reads and writes (PictureSpec), the
// layout draws (ViewTreeLayout) and tests compare. Values are not checked here: layout checks
// every number once, naming its path in the tree, so a spec and a Swift call fail the same way.

import PickerRenderLayout
import PickerRenderScene

package indirect enum ViewTree: Sendable, Equatable {
    case vstack(VStack)
    case hstack(HStack)
    case text(Text)
    case spacer(Spacer)
    case picker(PickerNode)
    case zstack(ZStack)
    case shape(ShapeView)
    case divider
    case scroll(ScrollView)
    case image(Image)
    case conditional(ConditionalContent)
    /// Made for the size it is placed in (GeometryReader; LateViews.swift).
    case sized(SizedView)
    /// A view with a modifier applied: padding, a frame, a background or overlay, a drawing
    /// effect (Modifiers/: one file each).
    case modified(AnyModifier, ViewTree)
    /// Subviews a layout measures and places (a system control's own geometry; CustomLayout.swift).
    case layout(AnyLayout, [ViewTree])
}

extension ViewTree {
    /// The view's spec type, for error lines ("text", "vstack", a control's kind, ...).
    var typeName: String { PictureSpec.typeName(of: self) }

    /// The control's type when this tree is a control.
    var pickerType: (any PickerControl.Type)? {
        if case .picker(let p) = self { return type(of: p.picker.base) }
        return nil
    }
}

/// A control in the tree, with the scroll offset it is drawn at (in its ScrollUnit; nil = at rest).
public struct PickerNode: Sendable, Equatable {
    public var picker: AnyPicker
    public var offset: Double?
    public init(_ picker: some PickerControl, offset: Double? = nil) {
        self.picker = AnyPicker(picker); self.offset = offset
    }
    init(picker: AnyPicker, offset: Double?) { self.picker = picker; self.offset = offset }
}

/// Where a child sits in a frame, as SwiftUI's Alignment.
public struct Alignment: Sendable, Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
