// SF Pro in a fonts directory (`--fonts DIR`): every .ttf/.otf/.ttc file directly in DIR or one
// level below is opened and kept if its family is SF Pro's (SFProFile). `useSFPro` then loads
// them as the faces for the fonts they match, drawn as the substitutes are (cap height matched,
// Apple's tracking), so the output is what iOS would draw. Fallback faces are unaffected.

import CFreeType
#if canImport(Glibc)
import Glibc
#endif

extension TextEngine {
    /// SF Pro files in `directory` (and its subdirectories, one level), by family name.
    public func findSFPro(in directory: String) -> [SFProFile] {
        var found: [SFProFile] = []
        for path in Self.fontFiles(in: directory, depth: 1) {
            var probe: FT_Face?
            guard FT_New_Face(library, path, 0, &probe) == 0, let first = probe else { continue }
            let count = Int(first.pointee.num_faces)
            FT_Done_Face(first)
            for index in 0..<max(count, 1) {
                var face: FT_Face?
                guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let ft = face else { continue }
                defer { FT_Done_Face(ft) }
                let family = ft.pointee.family_name.map { String(cString: $0) } ?? ""
                let style = ft.pointee.style_name.map { String(cString: $0) } ?? ""
                let roles = SFProRole.roles(familyName: family)
                guard !roles.isEmpty else { continue }
                let variable = ft.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0
                found.append(SFProFile(path: path, index: index, familyName: family, styleName: style,
                                       roles: roles, weight: SFProFile.weight(styleName: style),
                                       isVariable: variable))
            }
        }
        return found.sorted { ($0.path, $0.index) < ($1.path, $1.index) }
    }

    /// Uses `files` (from findSFPro) for the fonts they match: role by size and design as
    /// DESIGN §6 picks the substitute, weight by style (a variable file serves all weights).
    public func useSFPro(_ files: [SFProFile]) throws(TextError) {
        for file in files {
            let key = "sfpro:\(file.path)#\(file.index)"
            let probe = try loadFace(FaceID(rawValue: key, isVariable: false), path: file.path,
                                     index: file.index, role: .substitute)
            let id = FaceID(rawValue: key, isVariable: probe.variableAxes != nil)
            faces[id] = LoadedFace(id: id, file: probe.file, sharesFile: false, ftFace: probe.ftFace,
                                   hbFace: probe.hbFace, upem: probe.upem, glyphCount: probe.glyphCount,
                                   capHeight: probe.capHeight, capHeightFromOutlines: probe.capHeightFromOutlines,
                                   capHeightCorrection: probe.capHeightCorrection,
                                   variableAxes: probe.variableAxes, colorStrikePpem: nil)
            for role in file.roles {
                if id.isVariable {
                    for w in FontWeight.allCases where sfPro[SFProKey(role: role, weight: w)] == nil {
                        sfPro[SFProKey(role: role, weight: w)] = id
                    }
                } else if let w = file.weight {
                    sfPro[SFProKey(role: role, weight: w)] = id
                }
            }
        }
    }

    /// The SF Pro face for a font, if `useSFPro` registered one.
    func sfProInstance(for font: Font) -> FaceInstance? {
        let role: SFProRole = font.design == .rounded ? .rounded : (font.pointSize < 20 ? .text : .display)
        guard let id = sfPro[SFProKey(role: role, weight: font.weight)] else { return nil }
        return FaceInstance(id: id, wght: id.isVariable ? font.weight.rawValue : 0)
    }

    static func fontFiles(in directory: String, depth: Int) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var paths: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(".") { continue }
            let path = directory + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if depth > 0 { paths += fontFiles(in: path, depth: depth - 1) }
            } else if ["ttf", "otf", "ttc", "otc"].contains(name.split(separator: ".").last?.lowercased() ?? "") {
                paths.append(path)
            }
        }
        return paths
    }
}

struct SFProKey: Hashable {
    var role: SFProRole
    var weight: FontWeight
}
