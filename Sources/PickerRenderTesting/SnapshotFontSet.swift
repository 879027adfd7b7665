// SnapshotFontSet: the font set a test process draws with, named in each snapshot entry so the
// report says which fonts made a picture: "font set 5ccf2c4da90a1c03" for a fonts directory,
// "font pack 5ccf2c4da90a1c03" for a font pack (PICKER_RENDER_FONTS). The identity is
// FontInventory's (the faces' names and digests), so a pack and the directory it was made from
// have the same one; worked out once per process.

import PickerRenderText

enum SnapshotFontSet {
    static let name: String? = {
        guard let inventory = try? FontInventory.take(fontsDirectory: TextEngine.defaultFontsDirectory, checkingFallbacks: false) else {
            return nil
        }
        return (inventory.isPack ? "font pack " : "font set ") + inventory.identity
    }()
}
