// Text and colour modifiers: what the views inside read from the environment (font, weight,
// design, digits, foreground style, line limit, shrinking).

import PickerRender

extension View {
    public func font(_ font: Font?) -> some View { changingEnvironment(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> some View { changingEnvironment(.fontWeight(weight)) }
    public func fontDesign(_ design: Font.Design?) -> some View { changingEnvironment(.fontDesign(design)) }
    public func monospacedDigit() -> some View { changingEnvironment(.monospacedDigit) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { changingEnvironment(.foreground(style.colorSpec)) }
    public func foregroundColor(_ color: Color?) -> some View { changingEnvironment(.foreground(color?.spec)) }
    public func lineLimit(_ number: Int?) -> some View { changingEnvironment(.lineLimit(number)) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { changingEnvironment(.minimumScaleFactor(Double(factor))) }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }
}
