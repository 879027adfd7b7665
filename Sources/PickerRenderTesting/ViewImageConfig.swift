// ViewImageConfig and the UIKit values it is made of, as swift-snapshot-testing spells them, so
// `.image(layout: .device(config: .iPhone13))` compiles and draws that screen: its size in
// points, the top and bottom of its safe area, and its scale. Landscape swaps the size and
// keeps the home indicator's 21 points at the bottom; the side insets of a landscape screen
// are not applied (a picture's safe area has a top and a bottom only).
// The devices' figures are Apple's published screen sizes and safe areas.

import Foundation
import PickerRender

public struct UIEdgeInsets: Sendable, Equatable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public enum UIUserInterfaceStyle: Int, Sendable, Equatable {
    case unspecified, light, dark
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Equatable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// The traits a snapshot is drawn with: appearance, scale and layout direction.
public struct UITraitCollection: Sendable, Equatable {
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Pixels per point; 0 is unspecified (3, as on an iPhone).
    public var displayScale: CGFloat = 0
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified

    public init() {}
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    /// Each trait from the last collection that specifies it.
    public init(traitsFrom collections: [UITraitCollection]) {
        for c in collections {
            if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
            if c.displayScale != 0 { displayScale = c.displayScale }
            if c.layoutDirection != .unspecified { layoutDirection = c.layoutDirection }
        }
    }

    /// The render options these traits ask for (a scale of 1, 2 or 3; others are 3).
    func options(scale: Int?) -> RenderOptions {
        let s = Int(displayScale)
        return RenderOptions(scale: scale ?? ((1...3).contains(s) && CGFloat(s) == displayScale ? s : 3),
                             appearance: userInterfaceStyle == .dark ? .dark : .light,
                             layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : layoutDirection == .leftToRight ? .leftToRight : nil)
    }
}

public struct ViewImageConfig: Sendable, Equatable {
    public enum Orientation: Sendable, Equatable { case landscape, portrait }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea; self.size = size; self.traits = traits
    }

    /// A phone `width` x `height` points in portrait with these safe-area insets, at `scale`.
    static func phone(_ orientation: Orientation, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat, scale: CGFloat) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0), size: CGSize(width: width, height: height),
                            traits: UITraitCollection(displayScale: scale))
        case .landscape:
            ViewImageConfig(safeArea: UIEdgeInsets(top: 0, left: 0, bottom: bottom > 0 ? 21 : 0, right: 0), size: CGSize(width: height, height: width),
                            traits: UITraitCollection(displayScale: scale))
        }
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ o: Orientation) -> ViewImageConfig { phone(o, 320, 568, top: 20, bottom: 0, scale: 2) }
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ o: Orientation) -> ViewImageConfig { phone(o, 375, 667, top: 20, bottom: 0, scale: 2) }
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ o: Orientation) -> ViewImageConfig { phone(o, 414, 736, top: 20, bottom: 0, scale: 3) }
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ o: Orientation) -> ViewImageConfig { phone(o, 375, 812, top: 44, bottom: 34, scale: 3) }
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ o: Orientation) -> ViewImageConfig { phone(o, 414, 896, top: 44, bottom: 34, scale: 3) }
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ o: Orientation) -> ViewImageConfig { phone(o, 414, 896, top: 44, bottom: 34, scale: 2) }
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ o: Orientation) -> ViewImageConfig { phone(o, 390, 844, top: 47, bottom: 34, scale: 3) }
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ o: Orientation) -> ViewImageConfig { phone(o, 390, 844, top: 47, bottom: 34, scale: 3) }
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ o: Orientation) -> ViewImageConfig { phone(o, 428, 926, top: 47, bottom: 34, scale: 3) }
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ o: Orientation) -> ViewImageConfig { phone(o, 390, 844, top: 47, bottom: 34, scale: 3) }
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ o: Orientation) -> ViewImageConfig { phone(o, 375, 812, top: 50, bottom: 34, scale: 3) }
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ o: Orientation) -> ViewImageConfig { phone(o, 390, 844, top: 47, bottom: 34, scale: 3) }
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ o: Orientation) -> ViewImageConfig { phone(o, 428, 926, top: 47, bottom: 34, scale: 3) }
}
