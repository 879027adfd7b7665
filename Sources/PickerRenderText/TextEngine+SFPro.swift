// SF Pro in a fonts directory (`--fonts DIR`): every .ttf/.otf/.ttc/.otc regular file in DIR and
// its subdirectories (up to `sfProSearchDepth` levels, symbolic links to directories not
// followed, so a loop cannot trap the walk) is read as FontFile reads a font (non-blocking,
// regular files only) and kept if its family is SF Pro's (SFProFile). `useSFPro` then loads them
// as the faces for the roles they match, drawn as the substitutes are (cap height matched,
// Apple's tracking), so the output is what iOS would draw. A role with SF Pro needs no bundled
// substitute (TextEngine.init skips it); fallback faces and their fonts.lock pins are unaffected.
// Invariant: a role registered at all is registered for every FontWeight (a variable face at the
// asked wght, else the static face of the nearest weight), so faceInstance never falls through
// to a substitute the engine may not have loaded.

import CPickerRenderFreeType
import CPickerRenderHarfBuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TextEngine {
    /// How deep below the fonts directory SF Pro is looked for (Apple's installers nest two levels).
    static let sfProSearchDepth = 4

    /// SF Pro files in `directory` and its subdirectories, by family name (sorted by path, index).
    package func findSFPro(in directory: String) -> [SFProFile] {
        var found: [SFProFile] = []
        for path in Self.fontFiles(in: directory, depth: Self.sfProSearchDepth) {
            // A file that cannot be read as a font is simply not SF Pro; the substitutes decide.
            guard let file = try? FontFile.load(path: path) else { continue }
            defer { file.free() }
            let base = file.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self)
            let size = FT_Long(file.bytes.count)
            var probe: FT_Face?
            guard FT_New_Memory_Face(library, base, size, 0, &probe) == 0, let first = probe else { continue }
            let count = Int(first.pointee.num_faces)
            FT_Done_Face(first)
            for index in 0..<max(count, 1) {
                var face: FT_Face?
                guard FT_New_Memory_Face(library, base, size, FT_Long(index), &face) == 0, let ft = face else { continue }
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
    /// docs/architecture.md §6 picks the substitute; weight by style, a variable file serving every
    /// weight and otherwise the static face nearest the weight asked (see the header's invariant).
    package func useSFPro(_ files: [SFProFile]) throws(TextError) {
        var statics: [SFProRole: [(weight: Int, id: FaceID)]] = [:]
        var variables: [SFProRole: FaceID] = [:]
        for file in files {
            let key = "sfpro:\(file.path)#\(file.index)"
            let probe = try loadFace(FaceID(rawValue: key, isVariable: false), path: file.path,
                                     index: file.index, role: .substitute)
            let id = FaceID(rawValue: key, isVariable: probe.variableAxes != nil)
            if faces[id] != nil {
                // Registered before: keep the face in use, free the probe.
                hb_face_destroy(probe.hbFace); FT_Done_Face(probe.ftFace); probe.file.free()
            } else {
                faces[id] = LoadedFace(id: id, file: probe.file, sharesFile: false, ftFace: probe.ftFace,
                                       hbFace: probe.hbFace, upem: probe.upem, glyphCount: probe.glyphCount,
                                       capHeight: probe.capHeight, capHeightFromOutlines: probe.capHeightFromOutlines,
                                       capHeightCorrection: probe.capHeightCorrection,
                                       variableAxes: probe.variableAxes, colorStrikePpem: nil)
            }
            for role in file.roles {
                if id.isVariable {
                    if variables[role] == nil { variables[role] = id }
                } else if let w = file.weightClass {
                    statics[role, default: []].append((w, id))
                }
            }
        }
        for role in SFProRole.allCases {
            let candidates = statics[role] ?? []
            for w in FontWeight.allCases where sfPro[SFProKey(role: role, weight: w)] == nil {
                // An exact static face beats a variable one (it is the designer's own instance).
                if let exact = candidates.first(where: { $0.weight == w.rawValue }) {
                    sfPro[SFProKey(role: role, weight: w)] = exact.id
                } else if let v = variables[role] {
                    sfPro[SFProKey(role: role, weight: w)] = v
                } else if let near = candidates.min(by: { abs($0.weight - w.rawValue) < abs($1.weight - w.rawValue) }) {
                    sfPro[SFProKey(role: role, weight: w)] = near.id
                }
            }
        }
    }

    /// Whether SF Pro serves a role (then its bundled substitute need not be loaded).
    func sfProCovers(_ role: SFProRole) -> Bool {
        FontWeight.allCases.allSatisfy { sfPro[SFProKey(role: role, weight: $0)] != nil }
    }

    /// The SF Pro faces in use, sorted (empty unless a user has SF Pro); for reports.
    package var sfProFaces: [FaceID] {
        Array(Set(sfPro.values)).sorted { $0.rawValue < $1.rawValue }
    }

    /// The SF Pro face for a font, if `useSFPro` registered one.
    func sfProInstance(for font: Font) -> FaceInstance? {
        let role: SFProRole = font.design == .rounded ? .rounded : (font.pointSize < 20 ? .text : .display)
        guard let id = sfPro[SFProKey(role: role, weight: font.weight)] else { return nil }
        return FaceInstance(id: id, wght: id.isVariable ? font.weight.rawValue : 0)
    }

    /// Font files (by extension) that are regular files, or symbolic links to them, in `directory`
    /// and up to `depth` levels of real subdirectories below it; sorted, hidden names skipped.
    static func fontFiles(in directory: String, depth: Int) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var paths: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(".") { continue }
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if depth > 0 { paths += fontFiles(in: path, depth: depth - 1) }
                continue
            }
            guard ["ttf", "otf", "ttc", "otc"].contains(name.split(separator: ".").last?.lowercased() ?? "") else { continue }
            if (info.st_mode & S_IFMT) == S_IFLNK { guard stat(path, &info) == 0 else { continue } }
            if (info.st_mode & S_IFMT) == S_IFREG { paths.append(path) }
        }
        return paths.sorted()
    }
}

struct SFProKey: Hashable {
    var role: SFProRole
    var weight: FontWeight
}
