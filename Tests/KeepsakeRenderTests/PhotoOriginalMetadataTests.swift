import Foundation
@testable import KeepsakeBuild
import Testing

/// Our own removal of metadata, for originals published without libvips: EXIF (and its GPS
/// block), XMP, IPTC, comments and text go; the image data stays byte for byte.
@Suite("Photo originals: metadata removed without libvips")
struct PhotoOriginalMetadataTests {
    static let jpeg = TestImages.jpeg(width: 64, height: 48)
    static let png = TestImages.png(width: 4, height: 3) { x, y in (UInt8(x * 60), UInt8(y * 80), 7, 255) }
    /// GPS's IFD pointer tag (0x8825) as a little-endian entry starts.
    static let gpsTag: [UInt8] = [0x25, 0x88, 0x04, 0x00]

    @Test func aJPEGLosesItsEXIFAndGPSAndKeepsItsImageData() throws {
        let located = TestImages.withExif(Self.jpeg, orientation: 1, latitude: 37)
        #expect(TestImages.contains(located, "Exif\u{0}\u{0}"))
        let stripped = try #require(JPEGMetadata.strip(located))
        #expect(stripped == Self.jpeg, "the JPEG as it was before its EXIF was added")
        #expect(!TestImages.contains(stripped, "Exif\u{0}\u{0}"))
        #expect(containsBytes(located, Self.gpsTag) && !containsBytes(stripped, Self.gpsTag))
    }

    @Test func aTurnedJPEGKeepsOnlyItsOrientation() throws {
        let located = TestImages.withExif(Self.jpeg, orientation: 6, latitude: 37)
        let stripped = try #require(JPEGMetadata.strip(located))
        #expect(stripped.count < located.count)
        #expect(!containsBytes(stripped, Self.gpsTag) && !containsBytes(stripped, [0x88, 0x25]))
        let app1 = try #require(firstSegment(0xE1, in: stripped))
        #expect(app1.starts(with: Array("Exif\u{0}\u{0}".utf8)))
        #expect(ExifOrientation.read(tiff: app1.dropFirst(6)) == 6)
        #expect(Array(stripped[stripped.count - Self.jpeg.count + 2..<stripped.count]) == Array(Self.jpeg[2...]))
    }

    @Test func xmpIPTCCommentsMakersSegmentsAndTrailingImagesGoTheProfileStays() throws {
        let jfif = segment(0xE0, Array("JFIF\u{0}".utf8) + [1, 2, 0, 0, 1, 0, 1, 0, 0])
        let icc = segment(0xE2, Array("ICC_PROFILE\u{0}".utf8) + [1, 1] + [UInt8](repeating: 9, count: 20))
        let adobe = segment(0xEE, Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 1])
        let metadata =
            segment(0xE1, Array("http://ns.adobe.com/xap/1.0/\u{0}<x:xmpmeta>GPSLatitude</x:xmpmeta>".utf8))
            + segment(0xE2, Array("MPF\u{0}".utf8) + [0, 0, 0, 0])
            + segment(0xED, Array("Photoshop 3.0\u{0}8BIM".utf8) + [4, 4, 0, 0])
            + segment(0xEC, Array("Ducky".utf8) + [0, 1])
            + segment(0xFE, Array("taken at home".utf8))
        let trailing = TestImages.withExif(Self.jpeg, orientation: 1, latitude: 37)  // a phone's second image
        let file = [0xFF, 0xD8] + jfif + metadata + icc + adobe + Array(Self.jpeg[2...]) + trailing
        let stripped = try #require(JPEGMetadata.strip(file))
        #expect(stripped == [0xFF, 0xD8] + jfif + icc + adobe + Array(Self.jpeg[2...]))
    }

    /// Markers inside a scan are stuffed (`FF 00`) or restarts (`FF D0`): data, not segments;
    /// a comment between two scans (a progressive JPEG) still goes.
    @Test func scansAreCopiedAsTheyAreAndSegmentsBetweenThemAreChecked() throws {
        let header = Array(Self.jpeg[0..<Self.jpeg.count - 2])  // up to its end-of-image marker
        let scanData: [UInt8] = [0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56, 0xFF, 0xFF, 0xD1, 0x78]
        let secondScan = segment(0xDA, [1, 1, 0x00, 1, 63, 0]) + [0x9A, 0xFF, 0x00]
        let file = header + scanData + segment(0xFE, Array("between".utf8)) + secondScan + [0xFF, 0xD9]
        let stripped = try #require(JPEGMetadata.strip(file))
        #expect(stripped == header + scanData + secondScan + [0xFF, 0xD9])
    }

    @Test func aDamagedJPEGIsNotGuessedAt() {
        let cut = [0xFF, 0xD8, 0xFF, 0xE1, 0x40, 0x00] + Array("Exif\u{0}\u{0}".utf8)
        #expect(JPEGMetadata.strip(cut) == nil)
        #expect(OriginalMetadata.strip(cut) == .cannot(format: "JPEG", damaged: true))
    }

    @Test func aPNGLosesItsTextEXIFAndTime() throws {
        let exif = tiff(of: TestImages.withExif(Self.jpeg, orientation: 1, latitude: 37))
        let metadata =
            PNGChunk.make("tEXt", Array("Comment\u{0}taken at home".utf8))
            + PNGChunk.make("iTXt", Array("XML:com.adobe.xmp\u{0}\u{0}\u{0}\u{0}\u{0}<x:xmpmeta/>".utf8))
            + PNGChunk.make("zTXt", Array("Author\u{0}\u{0}".utf8) + [0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
            + PNGChunk.make("eXIf", exif) + PNGChunk.make("tIME", [0x07, 0xEA, 4, 1, 12, 0, 0])
        let file = Array(Self.png[0..<33]) + metadata + Array(Self.png[33...]) + Array("after the end".utf8)
        let stripped = try #require(PNGMetadata.strip(file))
        #expect(stripped == Self.png)
        #expect(OriginalMetadata.strip(file) == .stripped(Self.png, .png))
    }

    @Test func aTurnedPNGKeepsOnlyItsOrientation() throws {
        let exif = tiff(of: TestImages.withExif(Self.jpeg, orientation: 8, latitude: 37))
        let file = Array(Self.png[0..<33]) + PNGChunk.make("eXIf", exif) + Array(Self.png[33...])
        let stripped = try #require(PNGMetadata.strip(file))
        let kept = PNGChunk.make("eXIf", ExifOrientation.tiff(orientation: 8))
        #expect(stripped == Array(Self.png[0..<33]) + kept + Array(Self.png[33...]))
        #expect(ExifOrientation.read(tiff: ArraySlice(ExifOrientation.tiff(orientation: 8))) == 8)
    }

    @Test(arguments: [
        (Array("\u{0}\u{0}\u{0}\u{18}ftypheic\u{0}\u{0}\u{0}\u{0}mif1heic".utf8), "HEIC"),
        (Array("\u{0}\u{0}\u{0}\u{1C}ftypavif\u{0}\u{0}\u{0}\u{0}avifmif1miaf".utf8), "AVIF"),
        (Array("II*\u{0}\u{8}\u{0}\u{0}\u{0}".utf8), "TIFF"),
        ([0xFF, 0x0A, 0xFA, 0x7F], "JPEG XL"),
    ])
    func formatsOnlyLibvipsCanStripAreNamed(bytes: [UInt8], format: String) {
        #expect(OriginalMetadata.strip(bytes) == .cannot(format: format, damaged: false))
    }

    @Test func gifsAndDrawingsStayAsTheyAre() {
        #expect(OriginalMetadata.strip(Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B]) == .asItIs)
        #expect(OriginalMetadata.strip(Array(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8)) == .asItIs)
    }

    // MARK: - Making files

    private func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
    }

    /// The payload of the first segment with `marker` (before the first scan).
    private func firstSegment(_ marker: UInt8, in bytes: [UInt8]) -> ArraySlice<UInt8>? {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF, bytes[offset + 1] != 0xDA {
            let end = offset + 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
            if bytes[offset + 1] == marker { return bytes[(offset + 4)..<end] }
            offset = end
        }
        return nil
    }

    /// The TIFF block of `withExif`'s EXIF segment (right after the start of image).
    private func tiff(of jpeg: [UInt8]) -> [UInt8] {
        Array(jpeg[12..<(4 + (Int(jpeg[4]) << 8 | Int(jpeg[5])))])
    }

    private func containsBytes(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        bytes.count >= needle.count
            && (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
