// PreviewProvider: SwiftUI's older way to declare previews, a type whose static `previews` is a
// view. It compiles here as in SwiftUI, so such a type needs no guard, and PickerRender's
// PreviewSnapshots plugin draws each one as a snapshot test. (`#Preview` is a macro, which a
// package cannot bring without the swift-syntax package: keep it guarded; the plugin reads it
// from the file's text.)

public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Previews { get }
}
