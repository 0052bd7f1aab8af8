import Testing

@testable import KeepsakeRender

/// The buffers pages are rendered into: handed back once a page is written, out again for the next.
@Suite("Page buffers")
struct PageBuffersTests {
    private static func address(of bytes: [UInt8]) -> UInt {
        bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    @Test func aBufferGivenBackComesOutAgainEmptyWithItsRoom() {
        let buffers = PageBuffers()
        var page = buffers.take()
        #expect(page.isEmpty)
        page.append(contentsOf: repeatElement(UInt8(ascii: "x"), count: 40_000))
        let (room, address) = (page.capacity, Self.address(of: page))
        buffers.give(consume page)
        let next = buffers.take()
        #expect(next.isEmpty)
        #expect(next.capacity == room)
        #expect(Self.address(of: next) == address)
        // Only one was given back.
        #expect(buffers.take().capacity == 0)
    }

    @Test func aBufferTooBigToKeepIsLetGo() {
        let buffers = PageBuffers()
        var cover = [UInt8]()
        cover.reserveCapacity(PageBuffers.keptCapacity + 1)
        buffers.give(consume cover)
        #expect(buffers.take().capacity == 0)
    }
}
