// Exports: the comparison a SnapshotFailure carries (DiffResult) is part of this library's
// surface, so a user can read it without importing the comparator's module.

@_exported import struct PickerRenderImageDiff.DiffResult
