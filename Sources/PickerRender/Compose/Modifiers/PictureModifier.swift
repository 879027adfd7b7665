// PictureModifier: every SwiftUI modifier of the picture model (padding, frame, background,
// overlay, the drawing effects, the colour effects, accessibility) is one type conforming to
// this protocol, in one file of this folder that holds all of it: its View method (the Swift
// API), its spec form (type and fields, read and written), and its lowering to the layout's
// nodes, down to the scene's one closed form (a drawing effect's LayerEffect sets fields of the
// scene's Layer). The tree holds a modifier as `.modified(AnyModifier, content)`; reading,
// writing, checking and walking trees are written once for every modifier (PictureSpec,
// ViewTreeLayout, ViewTree+Children), so a new modifier is its file and its line in
// `modifierTypes`, plus its SwiftUI spelling in PickerRenderSwiftUI.
// Invariants: a modifier's numbers are checked when it is lowered, at the view's path, before
// its content is; writing a modifier's spec and reading it back gives an equal modifier.

import PickerRenderLayout
import PickerRenderScene

package protocol PictureModifier: Sendable, Equatable {
    /// The spec's "type": the SwiftUI modifier's name.
    static var type: String { get }
    /// The spec's fields, "content" last (its help says what the content is to the modifier).
    static var fields: [SpecField] { get }
    /// From a spec object already checked against `fields`.
    init(spec o: SpecObject) throws(SpecError)
    /// Writes its fields ("type" before them and "content" after are written for it).
    func writeSpec(to w: inout SpecWriter)
    /// How the modifier is written in a spec.
    var specForm: ModifierSpecForm { get }
    /// The views it holds besides its content, each with its key in the spec (a mask's "mask").
    var views: [(key: String, tree: ViewTree)] { get }
    /// The same modifier holding `views`, given in the order `views` lists them.
    func replacingViews(_ views: [ViewTree]) -> Self
    /// Its layout node: its own numbers checked at `path` first, then the content's node made.
    func node(in layout: ViewTreeLayout, path: String, content: () throws(PickerError) -> ViewNode) throws(PickerError) -> ViewNode
    /// A scroll item's fixed length along the scroll's axis through this modifier, given the
    /// content's (nil: none).
    func fixedLength(content: Double?, vertical: Bool) -> Double?
}

/// How a modifier is written in a spec: an object of its type and fields around its content;
/// its content alone (a coordinate space's name changes no pixel); or code a spec cannot hold
/// (a Swift closure), named so `checkedSpecText()` can say which view it is.
package enum ModifierSpecForm { case object, contentOnly, code(String) }

extension PictureModifier {
    package var specForm: ModifierSpecForm { .object }
    package var views: [(key: String, tree: ViewTree)] { [] }
    package func replacingViews(_ views: [ViewTree]) -> Self { self }
    package func fixedLength(content: Double?, vertical: Bool) -> Double? { content }
}

/// A drawing modifier: it never changes layout, and lowers to a LayerEffect on the layer the
/// view is drawn in.
package protocol EffectModifier: PictureModifier {
    func layerEffect(in layout: ViewTreeLayout, path: String) throws(PickerError) -> any LayerEffect
}

extension EffectModifier {
    package func node(in layout: ViewTreeLayout, path: String, content: () throws(PickerError) -> ViewNode) throws(PickerError) -> ViewNode {
        let effect = try layerEffect(in: layout, path: path)
        return .effect(effect, try content())
    }
}

/// Every modifier a spec can name, by `type`.
package let modifierTypes: [any PictureModifier.Type] = [
    Padding.self, Frame.self, BackgroundModifier.self, Overlay.self,
    Opacity.self, Offset.self, ScaleEffect.self, RotationEffect.self, Rotation3DEffect.self, ProjectionEffect.self,
    Mask.self, ClipShape.self, ShadowModifier.self, Blur.self, AccessibilityModifier.self,
] + colorEffects

/// A modifier as the tree holds it: equal when of one type and equal.
public struct AnyModifier: Sendable, Equatable {
    package let base: any PictureModifier
    package init(_ base: some PictureModifier) { self.base = base }

    public static func == (a: AnyModifier, b: AnyModifier) -> Bool {
        func equal<M: PictureModifier>(_ x: M) -> Bool { (b.base as? M) == x }
        return equal(a.base)
    }

    package var type: String { Swift.type(of: base).type }
}

extension ViewTree {
    /// `content` with `modifier` applied.
    package static func modified(_ modifier: some PictureModifier, _ content: ViewTree) -> ViewTree {
        .modified(AnyModifier(modifier), content)
    }
}

extension View {
    /// This view with `modifier` applied.
    func modifier(_ modifier: some PictureModifier) -> AnyView { AnyView(.modified(modifier, tree)) }
}
