// Raster module (placeholder)
