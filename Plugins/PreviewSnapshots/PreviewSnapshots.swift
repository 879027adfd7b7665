// PreviewSnapshots: a build tool plugin for a test target. Every `#Preview` and PreviewProvider in
// the targets the test target depends on becomes a snapshot test, with no test code: at each
// build PreviewSnapshotGenerator writes the suite (PreviewTestWriter) into the plugin's work
// folder, and SwiftPM compiles it into the test target. Apply it to a test target that depends
// on your module and on the PickerRenderSwiftUI and PickerRenderTesting products:
//   .testTarget(name: "AppPreviewTests", dependencies: ["App", ...],
//               plugins: [.plugin(name: "PreviewSnapshots", package: "picker-render")])

import Foundation
import PackagePlugin

@main
struct PreviewSnapshots: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        var arguments: [String] = []
        var inputs: [URL] = []
        var modules: [String] = []
        for dependency in target.dependencies {
            guard case .target(let t) = dependency, let source = t as? SourceModuleTarget else { continue }
            let files = source.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
            guard !files.isEmpty else { continue }
            modules.append(source.moduleName)
            arguments += ["--module", source.moduleName] + files.map(\.path)
            inputs += files
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("PreviewSnapshots.swift")
        return [.buildCommand(displayName: "Previews of \(modules.joined(separator: ", ")) as snapshot tests",
                              executable: try context.tool(named: "PreviewSnapshotGenerator").url,
                              arguments: ["--output", output.path] + arguments,
                              inputFiles: inputs, outputFiles: [output])]
    }
}
