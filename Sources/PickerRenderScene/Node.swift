// The scene: a resolved display list in points, plain data. Everything a picker looks like is
// decided before this point; everything below it (the rasterizer) knows nothing of pickers.
// A node's geometry is in its parent's coordinate space; a layer maps its own local space
// into the parent's with `transform` (a homography, so a 3D-turned row is still plain data).
// Invariants: opacity in 0...1; a layer's `bounds` are in its local space and are what
// `clips` clips to. A layer's effects apply in one order: its content (clipped to `bounds` when
// `clips`), then `mask`, then `shapeMask`, then `colorMatrix`, then `blur`, then `shadow`
// beneath, then `opacity`, then `transform`, meeting what is beneath by `blendMode`; SwiftUI's
// other orders are nested layers.

import PickerRenderGeometry
import PickerRenderText

public indirect enum Node: Sendable {
    case layer(Layer)
    case shape(ShapeItem)
    case text(TextItem)
    /// A bitmap (SwiftUI's Image) stretched over its rect.
    case image(ImageItem)
}

/// A group with its own coordinate space, opacity, clip and mask.
public struct Layer: Sendable {
    public var name: String
    /// Local rectangle: the clip when `clips`, and the extent of the content it promises.
    public var bounds: Rect
    /// Local space -> parent space.
    public var transform: Homography
    public var opacity: Double
    public var clips: Bool
    public var mask: GradientMask?
    /// The content multiplied by this shape's anti-aliased coverage, in local points (SwiftUI's
    /// `.clipShape(shape)` and `.mask { shape }`); with a `gradient`, by its alpha too.
    public var shapeMask: ShapeItem?
    /// Gaussian blur of the content, standard deviation in points (SwiftUI's `.blur(radius:)`).
    public var blur: Double = 0
    /// A drop shadow of the content, beneath it (SwiftUI's `.shadow(color:radius:x:y:)`).
    public var shadow: Shadow?
    /// SwiftUI's colour effects on the content, as one matrix (ColorFilter.swift).
    public var colorMatrix: ColorMatrix?
    /// How the layer's pixels meet what is beneath them (SwiftUI's `.blendMode(_:)`).
    public var blendMode: BlendMode = .normal
    public var children: [Node]
    /// What VoiceOver would announce for this layer's bounds, when it is an element.
    public var accessibility: AccessibilityElement?
    /// The view that made the layer, for errors about it (LayerSource).
    package var source: LayerSource?
    /// The numbers the effects that made the layer were given, in the order they applied
    /// (rotation3DEffect's degrees and perspective, scaleEffect's factors, a scroll item's
    /// position): the visual math a snapshot's scene text names (SceneText). The transform and
    /// opacity above are what they made; drawing reads only those.
    public var parameters: [LayerParameter] = []

    public init(name: String, bounds: Rect, transform: Homography = .identity, opacity: Double = 1,
                clips: Bool = false, mask: GradientMask? = nil, accessibility: AccessibilityElement? = nil,
                shapeMask: ShapeItem? = nil, blur: Double = 0, shadow: Shadow? = nil, children: [Node]) {
        precondition(opacity >= 0 && opacity <= 1, "opacity out of 0...1")
        precondition(blur >= 0 && blur.isFinite, "blur must be finite and not negative")
        self.name = name; self.bounds = bounds; self.transform = transform
        self.opacity = opacity; self.clips = clips; self.mask = mask; self.accessibility = accessibility
        self.shapeMask = shapeMask; self.blur = blur; self.shadow = shadow
        self.children = children
    }

    /// The four corners of `bounds` in the parent's space (top-left, top-right, bottom-right,
    /// bottom-left); nil corners are behind the eye.
    public var quad: [Point?] {
        [Point(bounds.minX, bounds.minY), Point(bounds.maxX, bounds.minY),
         Point(bounds.maxX, bounds.maxY), Point(bounds.minX, bounds.maxY)].map { transform.apply($0) }
    }
}

/// One number (or a few, as a scale's x and y) an effect was given, named as the effect's
/// SwiftUI parameter is: "rotation" in degrees, "perspective", "scale", "offset" in points,
/// "position" (a scroll item's centre in its scroll view, -1 at the leading edge to 1).
public struct LayerParameter: Sendable, Equatable, Hashable {
    public var name: String
    public var values: [Double]
    public init(_ name: String, _ values: [Double]) { self.name = name; self.values = values }
}

/// An accessibility element as the picker declares it (SwiftUI's accessibilityLabel, Value
/// and traits). Its frame is the layer's bounds in scene coordinates. `visibleLabel` is the
/// text that names the control on screen, when there is one, so tools can check that the
/// accessible name matches it (WCAG 2.5.3).
public struct AccessibilityElement: Sendable, Codable, Hashable {
    public var label: String?
    public var value: String?
    public var traits: [String]
    public var visibleLabel: String?
    public var options: [String]?

    public init(label: String?, value: String?, traits: [String] = [], visibleLabel: String? = nil, options: [String]? = nil) {
        self.label = label; self.value = value; self.traits = traits; self.visibleLabel = visibleLabel; self.options = options
    }
}

/// A filled or stroked shape. Shapes keep their fractional extent; the rasterizer anti-aliases
/// the edges, or, with `blur`, spreads them by a Gaussian (a shadow).
/// A `strokedPolyline` is the one shape not described by `rect`: its `stroke` holds the
/// centreline and width, and `rect` is the stroke's bounding box (so bounds and culling work
/// unchanged). Every other kind fills `rect`, or with `strokeWidth` > 0 strokes its outline,
/// centred on it as SwiftUI's `.stroke(_:lineWidth:)` (half outside `rect`).
public struct ShapeItem: Sendable, Codable {
    public enum Kind: String, Sendable, Codable {
        case rect, continuousRoundedRect, capsule
        /// Circular-arc corners (SwiftUI's `RoundedRectangle(style: .circular)`).
        case roundedRect
        /// Inscribed in `rect` (a Circle is an ellipse in a square).
        case ellipse
        /// A polyline stroked with round caps and joins (SF Symbols' strokes, e.g. chevrons).
        case strokedPolyline
    }
    /// Centreline points (parent space) and line width of a stroked polyline.
    public struct Stroke: Sendable, Codable, Hashable {
        public var points: [Point]
        public var lineWidth: Double
        public init(points: [Point], lineWidth: Double) { self.points = points; self.lineWidth = lineWidth }
    }
    public var kind: Kind
    public var rect: Rect
    public var cornerRadius: Double
    public var color: Color
    /// Only for `.strokedPolyline`.
    public var stroke: Stroke?
    /// Standard deviation in points of a Gaussian blur of the filled shape (0: sharp edges).
    /// A soft shadow is a blurred shape: offset, translucent, drawn before what casts it.
    public var blur: Double = 0
    /// When > 0 (points), the outline is stroked this wide instead of filled; a stroke at least
    /// as wide as the shape fills it, grown by half the width. Not for `.strokedPolyline`.
    public var strokeWidth: Double = 0
    /// When set, replaces `color`: a linear gradient in the parent's points.
    public var gradient: LinearGradientPaint?

    public init(_ kind: Kind, rect: Rect, cornerRadius: Double = 0, color: Color) {
        self.kind = kind; self.rect = rect; self.cornerRadius = cornerRadius; self.color = color
    }

    /// A polyline stroked `lineWidth` wide with round caps and joins; `rect` becomes the
    /// centreline's bounds grown by half the width on every side.
    public init(stroking points: [Point], lineWidth: Double, color: Color) {
        precondition(!points.isEmpty && lineWidth.isFinite && lineWidth > 0, "a stroke needs points and a positive width")
        let xs = points.map(\.x), ys = points.map(\.y), h = lineWidth / 2
        let x0 = xs.min()! - h, y0 = ys.min()! - h
        self.init(.strokedPolyline, rect: Rect(x: x0, y: y0, width: xs.max()! + h - x0, height: ys.max()! + h - y0), color: color)
        stroke = Stroke(points: points, lineWidth: lineWidth)
    }

    /// Where the shape can put ink, in its parent's points: `rect`, grown by half a stroke's
    /// width (a polyline's `rect` already holds its stroke) and by 3 standard deviations of blur.
    package var inkBounds: Rect {
        let grow = (kind == .strokedPolyline ? 0 : strokeWidth / 2) + 3 * blur
        return grow > 0 ? rect.insetBy(dx: -grow, dy: -grow) : rect
    }
}

/// A shaped single line of text. `origin` is the left end of its baseline; `frame` the line
/// box SwiftUI would report (pixel-aligned origin, ceil-to-pixel size).
public struct TextItem: Sendable {
    public var string: String
    public var origin: Point
    public var frame: Rect
    public var line: TextLine
    public var color: Color

    public init(string: String, origin: Point, frame: Rect, line: TextLine, color: Color) {
        self.string = string; self.origin = origin; self.frame = frame; self.line = line; self.color = color
    }
}

/// The root: a canvas in points drawn at a display scale over an optional background.
public struct Scene: Sendable {
    public var size: Size
    public var scale: Double
    public var background: Color
    public var children: [Node]

    public init(size: Size, scale: Double, background: Color, children: [Node]) {
        precondition(scale > 0, "display scale must be positive")
        self.size = size; self.scale = scale; self.background = background; self.children = children
    }

    /// Pixel size of the rendered image.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }
}
