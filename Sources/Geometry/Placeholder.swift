// Geometry module (placeholder)
