// SwiftPreview: the preview of a Swift file (or folder): its view host built again when the
// files' stamp changes, then run once per settings asked for (`draw-hosted`, HostDrawing),
// each preview in each appearance read back as PNG bytes. Lives on the worker's thread.
// - While a build runs, its progress (SwiftPM's `[n/m] ...` lines) is the state's `building`,
//   which the page shows; the first build, which compiles the products, is reported that way.
// - A build that fails gives one problem per compiler error, named `file:line:column` as the
//   user's editor names it, and no images: the worker keeps the last good ones on the page.
//   Settings asked for later are not drawn with the old host (it is not the code on disk).
// - The host's images go to a temporary folder that is removed once read; an image larger
//   than `maximumImageBytes` or a host past `hostSeconds` is a problem, never read whole or
//   waited on forever.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderLocking
import PickerRenderSwiftFile

final class SwiftPreview {
    static let hostSeconds = 120.0
    static let maximumImageBytes = 64 << 20

    let host: SwiftFileHost
    /// FILE as the user named it.
    let shown: String
    private var built: (stamp: String, result: SwiftFileHost.Built?, problems: [PreviewProblem])?

    init(host: SwiftFileHost, shown: String) { self.host = host; self.shown = shown }

    struct Drawn {
        var images: [PreviewSnapshot.Image] = []
        var problems: [PreviewProblem] = []
        var fresh: [(String, [UInt8])] = []
    }

    func draw(_ settings: PreviewSettings, stamp: String, state: Locked<PreviewState>) -> Drawn {
        if built?.stamp != stamp { build(stamp: stamp, state: state) }
        var out = Drawn(problems: built?.problems ?? [])
        guard let result = built?.result else { return out }
        let appearances = settings.appearanceList(defaultBoth: true).map { ($0 ?? .light).rawValue }
        let folder: String
        do { folder = try Self.temporaryFolder() } catch {
            out.problems.append(PreviewProblem(file: shown, path: "", message: "\(error)"))
            return out
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var child = ChildProcess(program: result.executable,
                                 arguments: [HostDrawing.command, "--out", folder, "--appearances", appearances.joined(separator: ",")] + settings.flags)
        child.timeout = Self.hostSeconds
        child.output = .captured(limit: 1 << 20)
        let run: ChildProcess.Result
        do { run = try child.run() } catch {
            out.problems.append(PreviewProblem(file: shown, path: "", message: error.description))
            return out
        }
        if run.timedOut || run.status != 0 {
            let last = run.output.split(separator: "\n").last.map(String.init) ?? ""
            let why = run.timedOut ? "drawing took more than \(Int(Self.hostSeconds)) s and was stopped" : "the view host ended with status \(run.status)"
            out.problems.append(PreviewProblem(file: shown, path: "", message: why + (last.isEmpty ? "" : ": " + last)))
        }
        for d in HostDrawing.parse(run.output) where d.index < result.entries.count {
            let entry = result.entries[d.index]
            switch d.outcome {
            case .failed(let message):
                out.problems.append(PreviewProblem(file: "\(entry.file):\(entry.line)", path: "", message: message))
            case .drawn(let scale):
                let file = folder + "/" + HostDrawing.fileName(index: d.index, appearance: d.appearance)
                guard let png = try? FileIO.readRegularFile(file, limit: Self.maximumImageBytes) else {
                    out.problems.append(PreviewProblem(file: "\(entry.file):\(entry.line)", path: "", message: "its image could not be read"))
                    continue
                }
                let digest = FileDigest.sha256(png)
                let flags = ["--view", entry.title, "--appearance", d.appearance] + settings.flags
                let stem = entry.fileStem
                out.images.append(.init(id: "\(d.index)-\(d.appearance)", title: "\(entry.title) \(d.appearance)",
                                        command: PreviewDocument.command(["picker-render", "render", shown] + flags + ["--output", "\(stem)-\(d.appearance).png"]),
                                        digest: digest, animated: false, width: PreviewSnapshot.Image.width(of: png, scale: scale)))
                out.fresh.append((digest, png))
            }
        }
        return out
    }

    private func build(stamp: String, state: Locked<PreviewState>) {
        state.withLock { $0.building = "compiling \(shown)" }
        defer { state.withLock { $0.building = nil } }
        do {
            let result = try host.build { line in
                // SwiftPM's progress: `[12/370] Compiling PickerRender Wheel.swift`.
                guard line.hasPrefix("[") else { return }
                state.withLock { $0.building = line }
            }
            built = (stamp, result, [])
        } catch {
            var problems: [PreviewProblem]
            if case .doesNotCompile(let errors, _) = error, !errors.isEmpty {
                problems = errors.map { PreviewProblem(file: "\($0.file):\($0.line):\($0.column)", path: "", message: $0.message) }
            } else {
                problems = [PreviewProblem(file: shown, path: "", message: error.description)]
            }
            built = (stamp, nil, problems)
        }
    }

    static func temporaryFolder() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/picker-render-preview-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw FileError.writeFailed(path: NSTemporaryDirectory(), reason: String(cString: strerror(errno))) }
        return String(cString: made)
    }
}
