// Importing mimalloc (Debian libmimalloc-dev) links it: its malloc then serves the whole process, which
// builds faster than with glibc's (BENCHMARKS.md). Elsewhere (macOS) the system's allocator is used.
#if canImport(CMimalloc)
    import CMimalloc
#endif
