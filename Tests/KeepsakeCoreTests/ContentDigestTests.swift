import Testing

@testable import KeepsakeCore

@Suite("ContentDigest")
struct ContentDigestTests {
    @Test func sameInputSameDigestInEveryProcess() {
        // Pinned: the digest must not depend on the process (unlike Swift's Hasher).
        #expect(ContentDigest.of("") == ContentDigest.of(""))
        #expect(ContentDigest.of("일기 diary") == ContentDigest.of("일기 diary"))
        var digest = ContentDigest()
        digest.add("abc")
        digest.add(7)
        #expect(digest.value == 9_814_431_664_837_318_874)
    }

    @Test func boundariesAndOrderMatter() {
        var ab = ContentDigest()
        ab.add("ab")
        ab.add("c")
        var abc = ContentDigest()
        abc.add("a")
        abc.add("bc")
        #expect(ab.value != abc.value)
        #expect(ContentDigest.of("12345678x") != ContentDigest.of("12345678y"))
        #expect(ContentDigest.of("a") != ContentDigest.of("a\u{0}"))
    }
}
