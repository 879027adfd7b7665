import Testing

@Test func placeholder_RasterTests() {}
