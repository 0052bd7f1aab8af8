// libFuzzer entry point for script/fuzz-libfuzzer: compiled with swiftc (not SwiftPM) together
// with the few sources that stand alone. A failed precondition or a memory error is a finding.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    func hasDotDot(_ path: String) -> Bool {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .contains { $0.elementsEqual([46]) || $0.elementsEqual([46, 46]) }
    }
    // The sidecar parser: a value or a located error, the place inside the text.
    do {
        _ = try JSONNode.parse(text)
    } catch {
        let lines = text.utf8.split(separator: 10, omittingEmptySubsequences: false)
        precondition(error.line >= 1 && error.line <= lines.count, "JSON error line \(error.line) of \(lines.count)")
        precondition(error.column >= 1, "JSON error column \(error.column)")
    }
    // Request paths and relative paths never leave their root; slugs are single safe segments.
    if case .success(let path) = RequestPath.resolve(text) { precondition(!hasDotDot(path), "request path \(path)") }
    if let resolved = RelativePath.resolve(text, in: "Content/entries") {
        // (It may be the folder itself or above it: callers check for `Content/`.)
        precondition(!hasDotDot(resolved) && !resolved.hasPrefix("/"), "relative path \(resolved)")
    }
    let slug = Slug.make(from: text)
    precondition(slug.isEmpty || Slug.isValid(slug), "slug \(slug)")
    if Slug.isValid(text) { precondition(!text.utf8.contains(UInt8(ascii: "/")), "written slug \(text)") }
    return 0
}
