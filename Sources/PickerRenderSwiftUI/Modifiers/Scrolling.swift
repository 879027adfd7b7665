// Scroll modifiers: each tells the scroll view inside it how it rests (ScrollView.swift).

import PickerRender

extension View {
    private func scroll(_ change: @escaping (inout ScrollConfiguration) -> Void) -> ModifiedView {
        changingEnvironment(.scroll(change))
    }
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        transformed { r, _, _ in if isEnabled { r.stack?.isTargetLayout = true } }
    }
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        scroll {
            if behavior is ViewAlignedScrollTargetBehavior { $0.viewAligned = true } else { $0.behavior = behavior }
        }
    }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        // Read as the body is evaluated: the scroll view inside resolves in the same pass.
        let current: AnyHashable? = id.wrappedValue.map { AnyHashable($0) }
        return scroll { $0.positionID = current; $0.positionAnchor = anchor }
    }
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        scroll { $0.position = position }
    }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        scroll {
            var axes: Axis.Set = []
            if edges.contains(.top) || edges.contains(.bottom) { axes.insert(.vertical) }
            if edges.contains(.leading) || edges.contains(.trailing) { axes.insert(.horizontal) }
            $0.margins = (axes, Double(length ?? 16))
        }
    }
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { contentMargins(edges, length) }
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        scroll { if role == .alignment { $0.alignmentAnchor = anchor } }
    }
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View { self }
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
}
