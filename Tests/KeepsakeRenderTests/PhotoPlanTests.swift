import Testing

@testable import KeepsakeBuild
@testable import KeepsakeRender

/// Which files a photo gets, from its header alone.
@Suite("Photo plans")
struct PhotoPlanTests {
    static func plan(_ width: Int, _ height: Int, alpha: Bool = false) -> PhotoPlan {
        PhotoPlan(ImageHeader(size: PixelSize(width: width, height: height), hasAlpha: alpha, hasColorProfile: false))
    }

    static func widths(_ plan: PhotoPlan, _ kind: PhotoPlan.Kind) -> [Int] {
        plan.sizes.filter { $0.kind == kind }.map(\.width)
    }

    @Test func aPhonePhotoGetsEverySize() {
        let plan = Self.plan(4032, 3024)
        #expect(Self.widths(plan, .full) == [480, 960, 1600])
        #expect(Self.widths(plan, .square) == [480, 960])
        #expect(plan.formats == [.webp, .jpeg])
        // Decoded once, 1600 wide: enough for the widest picture and for a 960 square (1200 high).
        #expect(plan.base.width == 1600)
    }

    @Test func nothingIsUpscaled() {
        let plan = Self.plan(700, 500)
        #expect(Self.widths(plan, .full) == [480, 700])
        #expect(Self.widths(plan, .square) == [480, 500])
        #expect(plan.base.width == 700)
    }

    @Test func aSquarePhotoNeedsNoCrops() {
        let plan = Self.plan(900, 900)
        #expect(Self.widths(plan, .full) == [480, 900])
        #expect(Self.widths(plan, .square) == [])
    }

    @Test func aPanoramaIsDecodedWideEnoughForItsSquares() {
        let plan = Self.plan(12_000, 1_500)
        #expect(Self.widths(plan, .square) == [480, 960])
        #expect(plan.base.width == 7_680)  // 960 high
    }

    @Test func transparencyGetsAPNGFallback() {
        #expect(Self.plan(40, 30, alpha: true).formats == [.webp, .png])
    }

    @Test func settingsChangeTheCacheKey() {
        #expect(PhotoPlan.settingsDigest(keepMetadata: false) != PhotoPlan.settingsDigest(keepMetadata: true))
        #expect(PhotoPlan.settingsDigest(keepMetadata: false) == PhotoPlan.settingsDigest(keepMetadata: false))
    }

    @Test func webPMetadataChunksAreRemoved() throws {
        func chunk(_ name: String, _ payload: [UInt8]) -> [UInt8] {
            let size = payload.count
            return Array(name.utf8) + [UInt8(size), 0, 0, 0] + payload + (size % 2 == 1 ? [0] : [])
        }
        let body =
            chunk("VP8X", [0x0C | 0x10, 0, 0, 0, 1, 0, 0, 1, 0, 0]) + chunk("VP8 ", [1, 2, 3])
            + chunk("EXIF", Array("Exif\0\0GPS".utf8)) + chunk("XMP ", [9, 9])
        let file = Array("RIFF".utf8) + [UInt8(body.count + 4), 0, 0, 0] + Array("WEBP".utf8) + body
        let stripped = try #require(WebPMetadata.strip(file))
        let expectedBody = chunk("VP8X", [0x10, 0, 0, 0, 1, 0, 0, 1, 0, 0]) + chunk("VP8 ", [1, 2, 3])
        #expect(
            stripped == Array("RIFF".utf8) + [UInt8(expectedBody.count + 4), 0, 0, 0] + Array("WEBP".utf8)
                + expectedBody)
        #expect(WebPMetadata.strip(Array("not a webp at all".utf8)) == nil)
    }
}
