// The keepsake executable runs on mimalloc (Debian libmimalloc-dev) rather than glibc's malloc.
// Importing the module is what links the library; loaded before libc, its malloc and free serve
// the whole process: the Swift runtime, Foundation, cmark and libyaml. A build makes millions of
// small allocations on both cores, and with glibc's allocator the same builds took 3–6 % longer
// (BENCHMARKS.md, the results of 2026-11-22 from 15:50). Elsewhere (macOS) the system's allocator
// is used.
#if canImport(CMimalloc)
    import CMimalloc
#endif
