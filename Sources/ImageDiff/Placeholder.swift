// ImageDiff (placeholder)
