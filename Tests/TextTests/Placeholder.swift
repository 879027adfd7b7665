import Testing

@Test func placeholder_TextTests() {}
