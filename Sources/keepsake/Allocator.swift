// The keepsake executable runs on mimalloc (Debian libmimalloc-dev) rather than glibc's malloc.
// Importing the module is what links the library; loaded before libc, its malloc and free serve
// the whole process: the Swift runtime, Foundation, cmark and libyaml. A build makes millions of
// small allocations on both cores, and with glibc's allocator the same builds took 3–6 % longer
// (BENCHMARKS.md, the results of 2026-11-22 from 15:50). Elsewhere (macOS) the system's allocator
// is used.
#if canImport(CMimalloc)
    import CMimalloc
#endif

/// How `keepsake build` asks the allocator to behave.
enum Allocator {
    /// Entry files read anew from which a build hands freed memory back at once: where a build
    /// already trades a little time for memory (`SiteRenderer.factsHeldUpTo`, facts made month by
    /// month).
    static let manyEntries = 20_000

    /// For `BuildOptions.beforeReadingEveryEntry`: from a load that reads `manyEntries` entry files
    /// or more anew (a big diary's first build, the one that holds the most), freed pages go back
    /// to the system at once. mimalloc by default keeps them 25 ms, and often longer: until its
    /// thread next takes a page from the same segment. They were about 8 MB of the peak at
    /// 50,000 entries (for about 3 % more time) and 3.5 MB at 10,000, where handing them back at
    /// once cost 3–5 % of a full build's time (page faults, and the other core told of each page
    /// handed back) and 10 % of an edit build's: smaller first builds and every edit build keep
    /// mimalloc's default (BENCHMARKS.md, stop 35).
    static func beforeReadingEveryEntry(_ entryFiles: Int) {
        #if canImport(CMimalloc)
            mi_option_set(mi_option_decommit_delay, entryFiles >= manyEntries ? 0 : defaultDelay)
        #endif
    }

    /// Before a build that remembers no entries (no entry store: a first build), freed pages go
    /// back at once from the start, through the scan of `Content/` and the build stamp's
    /// checks, until `beforeReadingEveryEntry` knows how many entries there are: what the scan
    /// made and let go stayed in the process (about 3 MB at 50,000 entries), and the load's
    /// peak came on top of it (BENCHMARKS.md, stop 37).
    static func beforeBuilding(remembersEntries: Bool) {
        #if canImport(CMimalloc)
            // Read first: it is what `beforeReadingEveryEntry` puts back for a small diary.
            _ = defaultDelay
            if !remembersEntries { mi_option_set(mi_option_decommit_delay, 0) }
        #endif
    }

    /// For `BuildOptions.collectFreedMemory`: the calling thread's heap gathers the blocks other
    /// threads freed in its pages and hands back what is empty (with `beforeReadingEveryEntry`'s
    /// setting, at once). mimalloc does this for a thread only as that thread allocates again.
    static func collectFreedMemory() {
        #if canImport(CMimalloc)
            mi_collect(false)
        #endif
    }

    #if canImport(CMimalloc)
        /// mimalloc's own delay, read before any is set.
        private static let defaultDelay = mi_option_get(mi_option_decommit_delay)
    #endif
}
