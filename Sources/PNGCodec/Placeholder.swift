// PNGCodec module (placeholder)
