// swift-tools-version:6.0
// Fuzz targets for PickerRender, in a package of their own: a libFuzzer target only
// links with `-sanitize=fuzzer`, so it cannot live in the main package that users depend on
// (docs/architecture.md §16). Build and run with `make fuzz` from the package root; by hand:
//   swift build --package-path Fuzz --product PNGDecodeFuzzer \
//       -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//   SWIFT_BACKTRACE=enable=no Fuzz/.build/debug/PNGDecodeFuzzer WORKDIR Fuzz/Corpus/PNGDecodeFuzzer
// The dependency's identity is the root folder's name (a path dependency's identity is its last
// path component), read from this file's path so any checkout name works.
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "PickerRenderFuzz",
    products: [
        .executable(name: "PNGDecodeFuzzer", targets: ["PNGDecodeFuzzer"]),
        .executable(name: "PickerInputFuzzer", targets: ["PickerInputFuzzer"]),
        .executable(name: "PictureSpecFuzzer", targets: ["PictureSpecFuzzer"]),
        .executable(name: "CommandLineFuzzer", targets: ["CommandLineFuzzer"]),
        .executable(name: "ManifestMergeFuzzer", targets: ["ManifestMergeFuzzer"]),
        .executable(name: "SnapshotApprovalFuzzer", targets: ["SnapshotApprovalFuzzer"]),
        .executable(name: "FontFuzzer", targets: ["FontFuzzer"]),
        .executable(name: "ExpressionFuzzer", targets: ["ExpressionFuzzer"]),
        .executable(name: "PreviewRequestFuzzer", targets: ["PreviewRequestFuzzer"]),
        .executable(name: "GIFWriterFuzzer", targets: ["GIFWriterFuzzer"]),
        .executable(name: "WebPWriterFuzzer", targets: ["WebPWriterFuzzer"]),
        .executable(name: "LayerEffectsFuzzer", targets: ["LayerEffectsFuzzer"]),
    ],
    dependencies: [.package(path: "..")],
    targets: [
        // libFuzzer's driver, declared once for every target.
        .target(name: "FuzzDriver"),
        // The folders the untrusted-folder targets build from an input, and the tree check.
        .target(name: "FuzzFolders"),
        .executableTarget(name: "PNGDecodeFuzzer",
                          dependencies: ["FuzzDriver", .product(name: "PickerRenderPNG", package: root.lastPathComponent)]),
        .executableTarget(name: "PickerInputFuzzer",
                          dependencies: ["FuzzDriver", .product(name: "PickerRender", package: root.lastPathComponent)]),
        .executableTarget(name: "PictureSpecFuzzer",
                          dependencies: ["FuzzDriver", .product(name: "PickerRender", package: root.lastPathComponent),
                                         .product(name: "PickerRenderCommandLine", package: root.lastPathComponent)]),
        .executableTarget(name: "CommandLineFuzzer",
                          dependencies: ["FuzzDriver", .product(name: "PickerRender", package: root.lastPathComponent),
                                         .product(name: "PickerRenderCommandLine", package: root.lastPathComponent)]),
        .executableTarget(name: "ManifestMergeFuzzer",
                          dependencies: ["FuzzDriver", "FuzzFolders",
                                         .product(name: "PickerRenderCommandLine", package: root.lastPathComponent)]),
        .executableTarget(name: "SnapshotApprovalFuzzer",
                          dependencies: ["FuzzDriver", "FuzzFolders",
                                         .product(name: "PickerRenderCommandLine", package: root.lastPathComponent)]),
        .executableTarget(name: "FontFuzzer",
                          dependencies: ["FuzzDriver", .product(name: "PickerRender", package: root.lastPathComponent),
                                         .product(name: "PickerRenderCommandLine", package: root.lastPathComponent)]),
        .executableTarget(name: "ExpressionFuzzer",
                          dependencies: ["FuzzDriver", .product(name: "PickerRender", package: root.lastPathComponent)]),
        // An input's bytes read in order, and an animation's frames made of them.
        .target(name: "FuzzFrames",
                dependencies: [.product(name: "PickerRenderAnimatedImage", package: root.lastPathComponent),
                               .product(name: "PickerRenderPNG", package: root.lastPathComponent)]),
        .executableTarget(name: "PreviewRequestFuzzer",
                          dependencies: ["FuzzDriver", .product(name: "PickerRenderCommandLine", package: root.lastPathComponent)]),
        .executableTarget(name: "GIFWriterFuzzer",
                          dependencies: ["FuzzDriver", "FuzzFrames", .product(name: "PickerRenderAnimatedImage", package: root.lastPathComponent),
                                         .product(name: "PickerRenderPNG", package: root.lastPathComponent)]),
        .executableTarget(name: "WebPWriterFuzzer",
                          dependencies: ["FuzzDriver", "FuzzFrames", .product(name: "PickerRenderAnimatedImage", package: root.lastPathComponent),
                                         .product(name: "PickerRenderPNG", package: root.lastPathComponent)]),
        .executableTarget(name: "LayerEffectsFuzzer",
                          dependencies: ["FuzzDriver", "FuzzFrames", .product(name: "PickerRender", package: root.lastPathComponent),
                                         .product(name: "PickerRenderCommandLine", package: root.lastPathComponent)]),
    ],
    swiftLanguageModes: [.v6]
)
