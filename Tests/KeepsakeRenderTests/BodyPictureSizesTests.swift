import KeepsakeCore
import Testing

@testable import KeepsakeRender

/// A body's pictures get the size the photo stage published them at. Regression: they were `<img src alt>`
/// only, so the page jumped as each loaded, and all loaded at once.
@Suite struct BodyPictureSizesTests {
    static let photos = PhotoSet(
        [],
        pictures: [
            "Content/entries/2024/05/photos/사진 1.jpg": PhotoVariants.Image(
                size: PixelSize(width: 1600, height: 1200), format: .jpeg,
                sitePath: "media/entries/2024/05/photos/사진 1.jpg", cachePath: ".keepsake-cache/photos/a.jpg"),
            "Content/entries/2024/05/photos/a&b.png": PhotoVariants.Image(
                size: PixelSize(width: 10, height: 20), format: .png, sitePath: "media/entries/2024/05/photos/a&b.png",
                cachePath: ".keepsake-cache/photos/b.png"),
        ])
    static let pictures = [
        MediaFile(source: "Content/entries/2024/05/photos/사진 1.jpg"),
        MediaFile(source: "Content/entries/2024/05/photos/a&b.png"),
        MediaFile(source: "Content/entries/2024/05/photos/anim.gif"),
    ]
    static let html = """
        <p><img src="../../../media/entries/2024/05/photos/%EC%82%AC%EC%A7%84%201.jpg" alt="소풍" /></p>
        <p><img src="../../../media/entries/2024/05/photos/a&amp;b.png" alt="" /> <img src="../../../media/entries/2024/05/photos/anim.gif" alt="" /></p>

        """

    @Test func eachPublishedPictureGetsItsSizeAndLoadsLazily() {
        let sized = BodyPictureSizes.annotate(
            Self.html, pictures: Self.pictures, photos: Self.photos, eagerFirst: false)
        #expect(
            sized == """
                <p><img width="1600" height="1200" loading="lazy" decoding="async" src="../../../media/entries/2024/05/photos/%EC%82%AC%EC%A7%84%201.jpg" alt="소풍" /></p>
                <p><img width="10" height="20" loading="lazy" decoding="async" src="../../../media/entries/2024/05/photos/a&amp;b.png" alt="" /> <img src="../../../media/entries/2024/05/photos/anim.gif" alt="" /></p>

                """)
    }

    @Test func theFirstLoadsAtOnceOnAPageWithoutAPolaroidPhoto() {
        let sized = BodyPictureSizes.annotate(Self.html, pictures: Self.pictures, photos: Self.photos, eagerFirst: true)
        #expect(sized.contains("<img width=\"1600\" height=\"1200\" decoding=\"async\" src="))
        #expect(sized.contains("<img width=\"10\" height=\"20\" loading=\"lazy\" decoding=\"async\""))
        #expect(BodyPictureSizes.annotate(Self.html, pictures: [], photos: Self.photos, eagerFirst: false) == Self.html)
    }
}
