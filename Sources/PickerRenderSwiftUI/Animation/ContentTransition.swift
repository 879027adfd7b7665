// ContentTransition: how a view's content (a Text's string) changes inside an animation, set
// for the views inside `.contentTransition(_:)` as SwiftUI's environment carries it. Outside an
// animation the new content shows at once, as SwiftUI's does. Drawn (AnimationTimeline):
// `.identity` switches at once; `.opacity` (what a Text does when none is set: SwiftUI does not
// document its default, and a changed Text crossfades there) fades the old out over the new;
// `.interpolate` is drawn as `.opacity`; `.numericText` rolls each changed character
// (NumericTextRoll): up, or down with `countsDown`, or by the sign of the change of `value`.

import PickerRender

public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case identity, opacity, numericText(countsDown: Bool), numericValue(Double) }
    let kind: Kind
    public static let identity = ContentTransition(kind: .identity)
    public static let opacity = ContentTransition(kind: .opacity)
    public static let interpolate = ContentTransition(kind: .opacity)
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: .numericText(countsDown: countsDown)) }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numericValue(value)) }
}

extension View {
    public func contentTransition(_ transition: ContentTransition) -> some View { changingEnvironment(.contentTransition(transition)) }
}
