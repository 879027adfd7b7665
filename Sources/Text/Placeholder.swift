// Text module (placeholder)
