import Testing

@Test func placeholder_PickerRenderTestingTests() {}
