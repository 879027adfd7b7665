// PickerRenderTesting module (placeholder)
