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
        // Every #Preview and PreviewProvider of a test target's dependencies as a snapshot test.
        .plugin(name: "PreviewSnapshots", targets: ["PreviewSnapshots"]),
        // SwiftUI's names for picker code written for Apple's platforms (`import PickerRenderSwiftUI`).
        .library(name: "PickerRenderSwiftUI", targets: ["PickerRenderSwiftUI"]),
        // For Fuzz/Package.swift (the PNG decoder's fuzz target), and users who decode PNGs.
        .library(name: "PickerRenderPNG", targets: ["PickerRenderPNG"]),
        // For Fuzz/Package.swift (the GIF and WebP writers' fuzz targets), and users who write
        // animated GIFs and WebPs of their own frames.
        .library(name: "PickerRenderAnimatedImage", targets: ["PickerRenderAnimatedImage"]),
        // The command line as a library: for the fuzz package (Fuzz/) and tools that wrap picker-render.
        .library(name: "PickerRenderCommandLine", targets: ["PickerRenderCommandLine"]),
        .executable(name: "picker-render", targets: ["PickerRenderCLI"]),
        .executable(name: "picker-render-bench", targets: ["PickerRenderBench"]),
    ],
    targets: [
        // C libraries from Debian or Ubuntu (apt) or Homebrew (brew), found by pkg-config.
        .systemLibrary(name: "CPickerRenderFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CPickerRenderHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CPickerRenderFriBidi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        .systemLibrary(name: "CPickerRenderUnibreak", pkgConfig: "libunibreak",
                       providers: [.apt(["libunibreak-dev"]), .brew(["libunibreak"])]),
        .systemLibrary(name: "CPickerRenderNettle", pkgConfig: "nettle",
                       providers: [.apt(["nettle-dev"]), .brew(["nettle"])]),
        .systemLibrary(name: "CPickerRenderLibPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // zlib, driven directly for the encoder's IDAT stream (libpng writes the other chunks).
        .systemLibrary(name: "CPickerRenderZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // GNU libmicrohttpd (libmicrohttpd-dev): `preview`'s HTTP server.
        .systemLibrary(name: "CPickerRenderLibMicroHTTPD", pkgConfig: "libmicrohttpd",
                       providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]),
        // MHD_start_daemon is variadic, which Swift cannot call: a non-variadic start, loopback only.
        .target(name: "CPickerRenderHTTP", dependencies: ["CPickerRenderLibMicroHTTPD"]),
        // giflib and libwebp (with its animation muxer and demuxer) for animated GIF and WebP.
        .systemLibrary(name: "CPickerRenderGIF", pkgConfig: "libgif",
                       providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        .systemLibrary(name: "CPickerRenderWebP", pkgConfig: "libwebpmux",
                       providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        // The only code that calls libpng: owns every setjmp, so a libpng error never
        // longjmps across a Swift frame.
        .target(name: "CPickerRenderPNG", dependencies: ["CPickerRenderLibPNG", "CPickerRenderZlib"]),

        .target(name: "PickerRenderLocking"),
        .target(name: "PickerRenderGeometry"),
        // Files: atomic replacement (temporary + rename), reading regular files only, folders that
        // confine names from data (ConfinedFolder), SHA-256 (Nettle); FileError.
        .target(name: "PickerRenderFiles", dependencies: ["CPickerRenderNettle"]),
        .target(name: "PickerRenderText", dependencies: ["CPickerRenderFreeType", "CPickerRenderHarfBuzz", "CPickerRenderFriBidi", "CPickerRenderUnibreak", "PickerRenderFiles", "PickerRenderGeometry", "PickerRenderLocking"]),
        .target(name: "PickerRenderScene", dependencies: ["PickerRenderGeometry", "PickerRenderText"]),
        // Layout: measure and place (stacks, frames, paragraphs, components) into scene nodes.
        .target(name: "PickerRenderLayout", dependencies: ["PickerRenderGeometry", "PickerRenderText", "PickerRenderScene"]),
        .target(name: "PickerRenderRaster", dependencies: ["PickerRenderGeometry", "PickerRenderText", "PickerRenderScene"]),
        .target(name: "PickerRenderPNG", dependencies: ["CPickerRenderPNG", "PickerRenderFiles", "PickerRenderLocking"]),
        // Animated GIF and WebP from RGBA frames (giflib and libwebp return codes, no longjmp).
        .target(name: "PickerRenderAnimatedImage", dependencies: ["CPickerRenderGIF", "CPickerRenderWebP", "PickerRenderPNG"]),
        .target(name: "PickerRenderImageDiff", dependencies: ["PickerRenderPNG"]),
        // Elements, the sidecar and contrast measured on pixels: knows layers, not pickers.
        .target(name: "PickerRenderAccessibility", dependencies: ["PickerRenderFiles", "PickerRenderGeometry", "PickerRenderText", "PickerRenderScene", "PickerRenderRaster", "PickerRenderPNG"]),
        .target(name: "PickerRender",
                dependencies: ["PickerRenderFiles", "PickerRenderGeometry", "PickerRenderLocking", "PickerRenderText", "PickerRenderScene", "PickerRenderLayout", "PickerRenderRaster", "PickerRenderPNG", "PickerRenderAnimatedImage", "PickerRenderAccessibility"]),
        // SwiftUI-compatible views evaluated with their state, resolved into PickerRender's tree.
        .target(name: "PickerRenderSwiftUI",
                dependencies: ["PickerRender", "PickerRenderGeometry", "PickerRenderLayout", "PickerRenderLocking", "PickerRenderScene", "PickerRenderText"]),
        // The documentation pipeline (`batch`, `gallery`): a spec's pictures across axes, drawn by
        // workers, written with their manifest, index, contact sheets and animations; shards merged.
        .target(name: "PickerRenderBatch",
                dependencies: ["PickerRender", "PickerRenderFiles", "PickerRenderLocking", "PickerRenderPNG", "PickerRenderText"]),
        // A test run's snapshot results (entries, HTML report, summary.md, approve): shared by the
        // testing library that writes them and the CLI that reviews and approves them.
        .target(name: "PickerRenderSnapshotReport", dependencies: ["PickerRenderFiles", "PickerRenderPNG", "PickerRenderLocking"]),
        // PickerRenderTesting's exit hook (a load-time constructor): the end-of-run summary.
        .target(name: "CPickerRenderTestingExit"),
        .target(name: "PickerRenderTesting",
                dependencies: ["CPickerRenderTestingExit", "PickerRenderFiles", "PickerRender", "PickerRenderLocking", "PickerRenderPNG", "PickerRenderImageDiff", "PickerRenderGeometry", "PickerRenderText", "PickerRenderRaster", "PickerRenderScene", "PickerRenderSnapshotReport", "PickerRenderSwiftUI"]),
        // `picker-render preview`: a local page of a spec's variants, redrawn as its files change
        // (inotify), served by libmicrohttpd; a Swift file's previews through its view host.
        // Only the command line depends on it.
        .target(name: "PickerRenderPreview",
                dependencies: ["CPickerRenderHTTP", "CPickerRenderLibMicroHTTPD", "PickerRender", "PickerRenderBatch", "PickerRenderFiles", "PickerRenderLocking", "PickerRenderSwiftFile"]),
        .target(name: "PickerRenderCommandLine", dependencies: ["PickerRenderPreview", "PickerRenderBatch", "PickerRenderFiles", "PickerRender", "PickerRenderPNG", "PickerRenderImageDiff", "PickerRenderSnapshotReport", "PickerRenderLocking", "PickerRenderScene", "PickerRenderText", "PickerRenderSwiftUI", "PickerRenderSwiftFile"]),
        // A Swift file's views drawn: the view host's sources written, built against the products
        // in a cache folder, its compiler errors pointed back at the user's lines.
        .target(name: "PickerRenderSwiftFile", dependencies: ["PickerRenderFiles", "PickerRenderPreviewScan"]),
        .executableTarget(name: "PickerRenderCLI", dependencies: ["PickerRenderCommandLine"]),
        // The previews of a module, found in its files' text, and the tests that draw them.
        .target(name: "PickerRenderPreviewScan"),
        .executableTarget(name: "PreviewSnapshotGenerator", dependencies: ["PickerRenderFiles", "PickerRenderPreviewScan"]),
        .plugin(name: "PreviewSnapshots", capability: .buildTool(), dependencies: ["PreviewSnapshotGenerator"]),
        .executableTarget(name: "PickerRenderBench", dependencies: ["PickerRender", "PickerRenderFiles", "PickerRenderPNG", "PickerRenderLocking", "PickerRenderSnapshotReport"]),

        .testTarget(name: "PickerRenderGeometryTests", dependencies: ["PickerRenderGeometry"]),
        .testTarget(name: "PickerRenderFilesTests", dependencies: ["PickerRenderFiles"]),
        .testTarget(name: "PickerRenderLockingTests", dependencies: ["PickerRenderLocking"]),
        .testTarget(name: "PickerRenderTextTests", dependencies: ["PickerRenderText", "PickerRenderGeometry", "PickerRenderLocking"]),
        .testTarget(name: "PickerRenderRasterTests", dependencies: ["PickerRenderRaster", "PickerRenderScene", "PickerRenderGeometry", "PickerRenderText"]),
        .testTarget(name: "PickerRenderPNGTests", dependencies: ["PickerRenderFiles", "PickerRenderPNG", "CPickerRenderPNG", "CPickerRenderZlib", "PickerRenderLocking"]),
        .testTarget(name: "PickerRenderImageDiffTests", dependencies: ["PickerRenderImageDiff", "PickerRenderPNG"]),
        .testTarget(name: "PickerRenderTestingTests", dependencies: ["PickerRenderTesting", "PickerRender", "PickerRenderPNG", "PickerRenderImageDiff", "PickerRenderText", "PickerRenderScene", "PickerRenderSnapshotReport", "PickerRenderSwiftUI"]),
        .testTarget(name: "PickerRenderSnapshotReportTests", dependencies: ["PickerRenderSnapshotReport"]),
        .testTarget(name: "PickerRenderPreviewScanTests", dependencies: ["PickerRenderPreviewScan"]),
        .testTarget(name: "PickerRenderBatchTests", dependencies: ["PickerRenderBatch", "PickerRender", "PickerRenderPNG"]),
        .testTarget(name: "PickerRenderTests",
                    dependencies: ["PickerRenderBatch", "PickerRender", "PickerRenderTesting", "PickerRenderGeometry", "PickerRenderScene", "PickerRenderLayout", "PickerRenderText", "PickerRenderPNG", "PickerRenderImageDiff",
                                   "PickerRenderRaster", "PickerRenderAccessibility", "PickerRenderAnimatedImage"]),
        .testTarget(name: "PickerRenderSwiftUITests", dependencies: ["PickerRenderSwiftUI", "PickerRender", "PickerRenderScene", "PickerRenderGeometry"]),
        .testTarget(name: "PickerRenderSwiftFileTests", dependencies: ["PickerRenderSwiftFile"]),
        .testTarget(name: "PickerRenderPreviewTests", dependencies: ["PickerRenderPreview", "PickerRender", "PickerRenderLocking", "PickerRenderPNG"]),
        .testTarget(name: "PickerRenderCommandLineTests", dependencies: ["PickerRenderFiles", "PickerRenderPNG", "PickerRender", "PickerRenderCommandLine", "PickerRenderText"]),
    ],
    swiftLanguageModes: [.v6]
)
