// Exports: what a user of the PickerRender product needs to compose, render and inspect
// pictures, re-exported from the modules below it, so `import PickerRender` is the only import
// a user writes. Layout, scene and raster internals stay behind the module boundaries.

@_exported import struct Geometry.Point
@_exported import struct Geometry.Rect
@_exported import struct Geometry.Size
@_exported import struct PNGCodec.RGBAImage
@_exported import struct Scene.AccessibilityElement
@_exported import struct Scene.Color
@_exported import struct Scene.EdgeInsets
@_exported import enum Scene.HorizontalAlignment
@_exported import struct Scene.Scene
@_exported import enum Scene.VerticalAlignment
@_exported import enum Text.DynamicTypeSize
@_exported import enum Text.FontDesign
@_exported import enum Text.FontWeight
@_exported import enum Text.TextStyle
@_exported import struct Text.CustomFont
@_exported import enum Accessibility.AccessibilityAudit
@_exported import struct Accessibility.AccessibilityReport
@_exported import enum Text.LayoutDirection
