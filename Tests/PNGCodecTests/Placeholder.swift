import Testing

@Test func placeholder_PNGCodecTests() {}
