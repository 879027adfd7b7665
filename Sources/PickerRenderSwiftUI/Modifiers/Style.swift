// Text and colour modifiers: what the views inside read from the environment (font, weight,
// design, digits, foreground style, line limit, shrinking).

import PickerRender

extension View {
    public func font(_ font: Font?) -> some View { modified(environment: { $0.font = font }) }
    public func fontWeight(_ weight: Font.Weight?) -> some View { modified(environment: { $0.fontWeight = weight }) }
    public func fontDesign(_ design: Font.Design?) -> some View { modified(environment: { $0.fontDesign = design }) }
    public func monospacedDigit() -> some View { modified(environment: { $0.monospacedDigit = true }) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modified(environment: { $0.foreground = style.colorSpec }) }
    public func foregroundColor(_ color: Color?) -> some View { modified(environment: { $0.foreground = color?.spec }) }
    public func lineLimit(_ number: Int?) -> some View { modified(environment: { $0.lineLimit = number }) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { modified(environment: { $0.minimumScaleFactor = Double(factor) }) }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { modified() }
}
