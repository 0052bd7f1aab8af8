// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Keepsake",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "keepsake", targets: ["keepsake"]),
        .library(name: "KeepsakeCore", targets: ["KeepsakeCore"]),
        .library(name: "KeepsakeRender", targets: ["KeepsakeRender"]),
        .library(name: "KeepsakeBuild", targets: ["KeepsakeBuild"]),
        .library(name: "KeepsakePreview", targets: ["KeepsakePreview"]),
        .library(name: "KeepsakeImport", targets: ["KeepsakeImport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Hugo's TOML front matter, for `keepsake import hugo` (../shared/RECIPES.md).
        .package(url: "https://github.com/LebJe/TOMLKit.git", exact: "0.6.0"),
        // Day One's .zip exports, for `keepsake import dayone`.
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", exact: "0.9.20"),
    ],
    targets: [
        // Debian libcmark-dev. The module name avoids clashing with swift-cmark's `cmark_gfm`.
        .systemLibrary(name: "CCommonMark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        // Debian libyaml-dev: the YAML parser whose events YAMLComposer reads into located nodes.
        // Our own module, not Yams': its C target is internal to it, and only libyaml is used.
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // Debian libmimalloc-dev: the keepsake executable's allocator (see Sources/keepsake/Allocator.swift).
        .systemLibrary(name: "CMimalloc", providers: [.apt(["libmimalloc-dev"])]),
        // libvips, dlopen'ed at run time (Debian libvips42): no vips headers or library needed to build,
        // and a machine without it still runs keepsake (photos are then published as they are).
        .target(name: "CVipsLoader", linkerSettings: [.linkedLibrary("dl")]),
        // Content → model: loading, validation with located diagnostics, assembly into a Diary.
        // YAML is read from libyaml's events (YAMLComposer, on the CYAML system library).
        // Scaffold/ (the texts `keepsake init` and `keepsake hooks install` write) is embedded by EmbedFolder.
        .target(name: "KeepsakeCore", dependencies: ["CCommonMark", "CYAML"], plugins: ["EmbedFolder"]),
        // Mustache templates compiled once and rendered from typed view models into bytes.
        .target(name: "KeepsakeTemplates"),
        // Model → site: theme and settings, view models, page kinds, feeds. Pure rendering.
        .target(
            name: "KeepsakeRender",
            dependencies: ["KeepsakeCore", "KeepsakeTemplates"],
            plugins: ["EmbedFolder", "ListPageKinds"]
        ),
        // The build's phases in one place (`Builder`, `BuildSession`), the photo stage, and the state
        // kept between builds: the entry store, git's history cache, the build stamp, the photo cache
        // and memo, the page manifests and the output transaction.
        .target(
            name: "KeepsakeBuild", dependencies: ["KeepsakeCore", "KeepsakeRender", "KeepsakeTemplates", "CVipsLoader"]),
        // The preview server: in-memory site, file watcher, live reload, on SwiftNIO's HTTP/1.1
        // pipeline. Not FlyingFox: its proxy handler links FoundationNetworking, and with it libcurl
        // and thirty libraries every keepsake command loaded at start (2.5 ms of each run, 6 % of an
        // edit build at 10,000 entries; BENCHMARKS.md). Not Hummingbird: what it adds (routing,
        // lifecycle, metrics) the preview does not use, and it would be built and linked all the same.
        .target(
            name: "KeepsakePreview",
            dependencies: [
                "KeepsakeCore", "KeepsakeRender", "KeepsakeBuild", .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        // Other tools' journals (Jekyll, Hugo, Obsidian, Day One, jrnl) read into imported entries,
        // and the plan that writes them into a diary as ordinary entries and pictures.
        .target(
            name: "KeepsakeImport",
            dependencies: [
                "KeepsakeCore", .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .executableTarget(
            name: "keepsake",
            dependencies: [
                "KeepsakeCore", "KeepsakeRender", "KeepsakeBuild", "KeepsakePreview", "KeepsakeImport",
                .target(name: "CMimalloc", condition: .when(platforms: [.linux])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["StampCommit"]
        ),
        // Build-time tool: turns Themes/ and Scaffold/ into Swift source so an installed binary carries them.
        .executableTarget(name: "FolderEmbedder"),
        .plugin(name: "EmbedFolder", capability: .buildTool(), dependencies: ["FolderEmbedder"]),
        // Build-time tool: lists the page kinds of KeepsakeRender/Pages, one per file.
        .executableTarget(name: "PageKindLister"),
        .plugin(name: "ListPageKinds", capability: .buildTool(), dependencies: ["PageKindLister"]),
        // Build-time tool: the commit git's HEAD names (BuildCommit.hash), read from .git, for `keepsake --version`.
        .executableTarget(name: "CommitStamper"),
        .plugin(name: "StampCommit", capability: .buildTool(), dependencies: ["CommitStamper"]),
        // Core's unit tests; YAMLComposer's against PyYAML's C loader (script/yaml-reference).
        // Not against Yams: linked beside Yams' own libyaml, our libyaml calls would bind to its copy.
        // (And git's history cache, which KeepsakeBuild keeps, beside the history tests it shares fixtures with.)
        .testTarget(name: "KeepsakeCoreTests", dependencies: ["KeepsakeCore", "KeepsakeBuild", "KeepsakeTestSupport"]),
        .testTarget(name: "KeepsakeTemplatesTests", dependencies: ["KeepsakeTemplates"]),
        // Each importer against a small export in its tool's real format (Fixtures/), and the plan.
        .testTarget(
            name: "KeepsakeImportTests", dependencies: ["KeepsakeImport", "KeepsakeCore", "KeepsakeTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "KeepsakeRenderTests",
            dependencies: [
                "KeepsakeRender", "KeepsakeBuild", "KeepsakeCore", "KeepsakeTemplates", "KeepsakeTestSupport",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "KeepsakePreviewTests",
            dependencies: ["KeepsakePreview", "KeepsakeBuild", "KeepsakeRender", "KeepsakeCore"]
        ),
        // Runs the built keepsake binary (and git) in temporary folders: concurrency, hooks, exit codes.
        .testTarget(name: "KeepsakeCLITests", dependencies: ["keepsake", "KeepsakeTestSupport"]),
        // Seeded diaries and edit sequences: after every edit, an incremental `keepsake build` and
        // the preview's rebuild make byte for byte the site a fresh build makes. Every call into
        // the build goes through Tests/KeepsakePropertyTests/Builds.swift.
        .testTarget(
            name: "KeepsakePropertyTests",
            dependencies: [
                "KeepsakeCore", "KeepsakeRender", "KeepsakeBuild", "KeepsakePreview", "keepsake", "KeepsakeTestSupport",
            ]
        ),
        // What the test suites share: the built binary's place, small PNG files made in memory,
        // entries as the store writes them.
        .target(name: "KeepsakeTestSupport", dependencies: ["KeepsakeCore"], path: "Tests/KeepsakeTestSupport"),
    ]
)
