// Exports: what a user of the PickerRender product needs to compose, render and inspect
// pictures, re-exported from the modules below it, so `import PickerRender` is the only import
// a user writes. Layout, scene and raster internals stay behind the module boundaries.

@_exported import struct PickerRenderGeometry.Point
@_exported import struct PickerRenderGeometry.Rect
@_exported import struct PickerRenderGeometry.Size
@_exported import struct PickerRenderPNG.RGBAImage
@_exported import struct PickerRenderScene.AccessibilityElement
@_exported import struct PickerRenderScene.Color
@_exported import struct PickerRenderLayout.EdgeInsets
@_exported import enum PickerRenderLayout.HorizontalAlignment
@_exported import struct PickerRenderScene.Scene
@_exported import enum PickerRenderLayout.VerticalAlignment
@_exported import enum PickerRenderText.DynamicTypeSize
@_exported import enum PickerRenderText.FontDesign
@_exported import enum PickerRenderText.FontWeight
@_exported import enum PickerRenderText.TextStyle
@_exported import struct PickerRenderText.CustomFont
@_exported import enum PickerRenderAccessibility.AccessibilityAudit
@_exported import struct PickerRenderAccessibility.AccessibilityReport
@_exported import enum PickerRenderText.LayoutDirection
