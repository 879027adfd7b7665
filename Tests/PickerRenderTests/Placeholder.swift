import Testing

@Test func placeholder_PickerRenderTests() {}
