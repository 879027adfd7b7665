// Exports: PNGError.file carries a FileError, so a user of the PNG codec can match it without
// importing the file-output module.

@_exported import enum PickerRenderFiles.FileError
