import Testing

@Test func placeholder_CLITests() {}
