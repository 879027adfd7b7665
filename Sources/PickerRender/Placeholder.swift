// PickerRender module (placeholder)
