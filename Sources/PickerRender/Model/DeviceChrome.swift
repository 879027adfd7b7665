// DeviceChrome: what iOS draws around an app's content on a device screen (docs/architecture.md
// §22): the status bar (9:41, cellular bars, Wi-Fi, battery), the home indicator, and a
// navigation bar with an inline or large title and text bar buttons. Each is on or off; all
// are off by default, so a device canvas without chrome is the bare screen it always was.
// The safe area follows them as SwiftUI's does: a navigation bar adds its height under the
// status bar's inset (44 pt inline, 96 pt with a large title at the Large text size, 107 pt in
// the iOS 26 design, growing with the large title's Dynamic Type size); the status bar and the
// home indicator draw inside insets the screen has anyway (62 pt and 34 pt on the iPhone 16 Pro).
// The design profile chooses the bar's drawing (iOS 26's glass buttons: DeviceChrome+Glass).

import PickerRenderGeometry
import PickerRenderText

/// SwiftUI's `.navigationBarTitleDisplayMode`.
public enum TitleDisplayMode: String, Sendable, Equatable, CaseIterable {
    /// A bold title under the bar's row of buttons (a root view's default): 34 pt at the Large
    /// text size, the largeTitle style's size at the others.
    case large
    /// A 17 pt semibold title centred between the bar buttons.
    case inline
}

public struct DeviceChrome: Sendable, Equatable {
    /// The status bar: 9:41, full cellular bars, full Wi-Fi, a full battery.
    public var statusBar: Bool
    /// The home indicator: a 134 x 5 pt capsule at the bottom.
    public var homeIndicator: Bool
    /// `.navigationTitle`: the bar's title (nil and no buttons: no navigation bar).
    public var navigationTitle: String?
    public var titleDisplayMode: TitleDisplayMode
    /// `.toolbar`'s leading text button ("Cancel"), in the tint colour.
    public var leadingButton: String?
    /// `.toolbar`'s trailing text button ("Save"), in the tint colour, semibold as a confirmation action.
    public var trailingButton: String?
    /// The bar buttons' colour (SwiftUI's `.tint`; default the system blue).
    public var tint: ColorSpec

    public init(statusBar: Bool = false, homeIndicator: Bool = false, navigationTitle: String? = nil,
                titleDisplayMode: TitleDisplayMode = .large, leadingButton: String? = nil, trailingButton: String? = nil,
                tint: ColorSpec = .semantic(.blue)) {
        self.statusBar = statusBar; self.homeIndicator = homeIndicator; self.navigationTitle = navigationTitle
        self.titleDisplayMode = titleDisplayMode; self.leadingButton = leadingButton; self.trailingButton = trailingButton
        self.tint = tint
    }

    /// Status bar and home indicator, no navigation bar: a phone screen as an app shows it.
    public static let system = DeviceChrome(statusBar: true, homeIndicator: true)

    /// No chrome: the bare screen.
    public var isEmpty: Bool { self == DeviceChrome() }

    /// Whether a navigation bar is drawn: a title or a button asks for one.
    public var hasNavigationBar: Bool { navigationTitle != nil || leadingButton != nil || trailingButton != nil }

    /// The navigation bar's height under the status bar's inset: 44 pt, or with a large title
    /// UINavigationBar's compact row plus the large-title row (52 pt at the Large text size; 63
    /// in iOS 26, whose title sits 11 pt lower), which grows with the title's line.
    func navigationBarHeight(_ o: RenderOptions) -> Double {
        guard hasNavigationBar else { return 0 }
        guard hasLargeTitle else { return ChromeMetrics.barRow }
        let extra = (Self.largeTitleSize(o) - ChromeMetrics.largeTitleSize) * TextLine.lineHeightEm
        return (o.design == .ios26 ? GlassMetrics.largeBarHeight : ChromeMetrics.largeBarHeight) + extra
    }

    var hasLargeTitle: Bool { titleDisplayMode == .large && navigationTitle != nil }

    /// The large title follows Dynamic Type as UIKit's does (the largeTitle style, 31 pt at
    /// xSmall to 60 pt at AX5); the bar's buttons and inline title stay at their Large sizes
    /// (docs/architecture.md §22).
    static func largeTitleSize(_ o: RenderOptions) -> Double { DynamicType.pointSize(.largeTitle, o.dynamicType) }

    /// Refuses a title or button text longer than a spec's text may be, before it is measured
    /// (a spec's were checked by its reader; one built in Swift is checked here).
    func check() throws(PickerError) {
        for (name, text) in [("navigationTitle", navigationTitle), ("leadingButton", leadingButton), ("trailingButton", trailingButton)] {
            guard let text, text.utf8.count > Limits.maximumTextScalars, text.unicodeScalars.count > Limits.maximumTextScalars else { continue }
            throw .invalidOption(name: "chrome.\(name)", value: "\(text.unicodeScalars.count) Unicode scalars long",
                                 expected: "a text of at most \(Limits.maximumTextText)")
        }
    }
}

extension Device {
    /// The safe area in the screen's space with `chrome`: a navigation bar lowers its top.
    func safeArea(_ chrome: DeviceChrome, _ o: RenderOptions) -> Rect {
        let top = safeTop + chrome.navigationBarHeight(o)
        return Rect(x: 0, y: top, width: size.width, height: max(size.height - top - safeBottom, 0))
    }
}
