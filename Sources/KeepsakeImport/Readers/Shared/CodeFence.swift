/// A fenced code block written for code a tool kept in a tag of its own (Hugo's `{{< highlight >}}`,
/// Jekyll's `{% highlight %}`): the code as it is, in a fence no line of it can close early.
enum CodeFence {
    /// The block that stands where the opening tag stood.
    /// - Parameters:
    ///   - lines: the code's lines, each with its line end (empty for no code).
    ///   - indent: what stands before the block on its first line (spaces, `>` marks), written again
    ///     before the closing fence.
    static func block(_ lines: String, language: String, indent: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: lines) + 1))
        return fence + language + "\n" + lines + indent + fence
    }

    private static func longestBacktickRun(in text: String) -> Int {
        var (longest, current) = (0, 0)
        for byte in text.utf8 {
            current = byte == UInt8(ascii: "`") ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
