import Testing

@Test func placeholder_GeometryTests() {}
