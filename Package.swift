// swift-tools-version:6.0
// PickerRender: iOS picker controls drawn to PNG on Linux.
// Data flow (one-way module dependencies): request -> math -> layout -> scene -> raster -> PNG.
// Native code comes only from Debian's packages through pkg-config; no unsafeFlags, so the
// package can be a dependency of users' test targets.
import PackageDescription

let package = Package(
    name: "PickerRender",
    products: [
        .library(name: "PickerRender", targets: ["PickerRender"]),
        .library(name: "PickerRenderTesting", targets: ["PickerRenderTesting"]),
        // For Fuzz/Package.swift (the PNG decoder's fuzz target), and users who decode PNGs.
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
        // The command line as a library: for the fuzz package (Fuzz/) and tools that wrap picker-render.
        .library(name: "PickerRenderCommandLine", targets: ["PickerRenderCommandLine"]),
        .executable(name: "picker-render", targets: ["PickerRenderCLI"]),
        .executable(name: "picker-render-bench", targets: ["PickerRenderBench"]),
    ],
    targets: [
        // C libraries from Debian (libfreetype-dev, libharfbuzz-dev, libfribidi-dev, libunibreak-dev,
        // nettle-dev, libpng-dev, zlib1g-dev).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak",
                       providers: [.apt(["libunibreak-dev"])]),
        .systemLibrary(name: "CNettle", pkgConfig: "nettle",
                       providers: [.apt(["nettle-dev"])]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        // zlib, driven directly for the encoder's IDAT stream (libpng writes the other chunks).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"])]),
        // The only code that calls libpng: owns every setjmp, so a libpng error never
        // longjmps across a Swift frame.
        .target(name: "CPNG", dependencies: ["CLibPNG", "CZlib"]),

        .target(name: "Locking"),
        .target(name: "Geometry"),
        .target(name: "Text", dependencies: ["CFreeType", "CHarfBuzz", "CFriBidi", "CUnibreak", "CNettle", "Geometry", "Locking"]),
        .target(name: "Scene", dependencies: ["Geometry", "Text"]),
        .target(name: "Raster", dependencies: ["Geometry", "Text", "Scene"]),
        .target(name: "PNGCodec", dependencies: ["CPNG", "Locking"]),
        .target(name: "ImageDiff", dependencies: ["PNGCodec"]),
        // Elements, the sidecar and contrast measured on pixels: knows layers, not pickers.
        .target(name: "Accessibility", dependencies: ["Geometry", "Text", "Scene", "Raster", "PNGCodec"]),
        .target(name: "PickerRender",
                dependencies: ["Geometry", "Text", "Scene", "Raster", "PNGCodec", "Accessibility"]),
        // A test run's snapshot results (entries, HTML report, summary.md, approve): shared by the
        // testing library that writes them and the CLI that reviews and approves them.
        .target(name: "SnapshotReport", dependencies: ["PNGCodec", "Locking"]),
        .target(name: "PickerRenderTesting",
                dependencies: ["PickerRender", "PNGCodec", "ImageDiff", "Text", "Raster", "Scene", "SnapshotReport"]),
        .target(name: "PickerRenderCommandLine", dependencies: ["PickerRender", "PNGCodec", "ImageDiff", "SnapshotReport", "Locking"]),
        .executableTarget(name: "PickerRenderCLI", dependencies: ["PickerRenderCommandLine"]),
        .executableTarget(name: "PickerRenderBench", dependencies: ["PickerRender", "PNGCodec", "Raster", "SnapshotReport"]),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "LockingTests", dependencies: ["Locking"]),
        .testTarget(name: "TextTests", dependencies: ["Text", "Locking"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Scene", "Geometry", "Text"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "CPNG", "CZlib", "Locking"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "PNGCodec"]),
        .testTarget(name: "PickerRenderTestingTests", dependencies: ["PickerRenderTesting", "PickerRender", "PNGCodec", "ImageDiff", "SnapshotReport"]),
        .testTarget(name: "PickerRenderTests",
                    dependencies: ["PickerRender", "PickerRenderTesting", "Scene", "Text"]),
        .testTarget(name: "CLITests", dependencies: ["PNGCodec", "PickerRender", "PickerRenderCommandLine"]),
    ],
    swiftLanguageModes: [.v6]
)
