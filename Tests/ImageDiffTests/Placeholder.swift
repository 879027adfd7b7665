import Testing

@Test func placeholder_ImageDiffTests() {}
