// Scene module (placeholder)
