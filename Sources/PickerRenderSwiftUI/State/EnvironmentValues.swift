// EnvironmentValues: what a view reads with @Environment, from the picture's RenderOptions,
// plus what modifiers hand down to the views inside them (a font, a foreground style, a picker
// style, a scroll view's margins and position), as SwiftUI's environment carries them.

import PickerRender
import PickerRenderText

public enum ColorScheme: Sendable, Hashable, CaseIterable { case light, dark }

public enum LayoutDirection: Sendable, Hashable, CaseIterable { case leftToRight, rightToLeft }

public enum DynamicTypeSize: Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

public struct EnvironmentValues {
    /// The picture's environment, one object every copy shares: the environment is copied at
    /// each modifier that changes it, and copying RenderOptions retained each of its strings.
    private final class Options {
        let value: RenderOptions
        init(_ value: RenderOptions) { self.value = value }
    }
    private var shared = Options(RenderOptions())
    var options: RenderOptions {
        get { shared.value }
        set { shared = Options(newValue) }
    }
    var font: Font?
    var fontWeight: Font.Weight?
    var fontDesign: Font.Design?
    var monospacedDigit = false
    var foreground: ColorSpec?
    var lineLimit: Int?
    var minimumScaleFactor = 1.0
    var pickerStyle: PickerStyleKind = .automatic
    /// What scroll modifiers set, in a box (nil: nothing set) replaced when it changes: it is
    /// most of the environment's size, and the environment is copied at each modifier that
    /// changes it, while only the few scroll modifiers write it.
    private final class Scroll {
        let value: ScrollConfiguration
        init(_ value: ScrollConfiguration) { self.value = value }
    }
    private var scrollBox: Scroll?
    var scroll: ScrollConfiguration {
        get { scrollBox?.value ?? ScrollConfiguration() }
        set { scrollBox = Scroll(newValue) }
    }
    /// The environment inside a scroll view: nothing scroll modifiers set applies there.
    mutating func clearScroll() { scrollBox = nil }
    /// Inside an HStack: a Divider there is a vertical line (SwiftUI orients a Divider by the
    /// stack it is in, through any modifiers on it).
    var inHorizontalStack = false
    /// How a Text's changed string is drawn inside an animation (`.contentTransition`).
    var contentTransition = ContentTransition.opacity
    /// The animation the changes of the views here take (SwiftUI's transaction): the one the
    /// state of a view above was written with (withAnimation), or `.animation(_:value:)`'s.
    var transactionAnimation: Animation?

    public init() {}

    public var accessibilityReduceMotion: Bool { options.reduceMotion }
    public var colorScheme: ColorScheme { options.appearance == .dark ? .dark : .light }
    public var layoutDirection: LayoutDirection { options.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight }
    public var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[PickerRenderText.DynamicTypeSize.allCases.firstIndex(of: options.dynamicType) ?? 3]
    }
    public var locale: Locale { Locale(identifier: options.locale) }
    public var displayScale: CGFloat { CGFloat(options.scale) }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var colorSchemeContrast: ColorSchemeContrast { options.increaseContrast ? .increased : .standard }
}

public enum ColorSchemeContrast: Sendable, Hashable { case standard, increased }

/// What scroll modifiers tell the scroll view inside them.
struct ScrollConfiguration {
    var margins: (axes: Axis.Set, length: Double)?
    var positionID: AnyHashable?
    var positionAnchor: UnitPoint?
    var position: Binding<ScrollPosition>?
    var viewAligned = false
    var behavior: (any ScrollTargetBehavior)?
    var alignmentAnchor: UnitPoint?
}

/// Which style `.pickerStyle(_:)` set for the pickers inside.
enum PickerStyleKind: Hashable { case automatic, wheel, segmented, menu, inline }
