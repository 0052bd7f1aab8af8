import Foundation

/// How a build processes photos: with which image library, how many at once, up to what size.
/// Part of `BuildOptions`; nothing here comes from the environment.
public struct PhotoProcessing: Sendable {
    /// libvips by default; with one that is unavailable, a photo not in the photo cache is an error
    /// (unless diary.yaml publishes originals).
    public var library: any ImageLibrary
    /// Photos processed at once, one per core by default.
    public var workers: Int
    /// A photo with more pixels than this is refused with an error (a decompression bomb, or a
    /// scan far larger than any page needs).
    public var maxPixels: Int
    /// A photo or picture file larger than this is refused before it is read.
    /// A page never needs so much, and some pictures are published as they are (GIFs, drawings).
    public var maxBytes: Int

    public init(
        library: any ImageLibrary = VipsImageLibrary(),
        workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        maxPixels: Int = 250_000_000,
        maxBytes: Int = 128 << 20
    ) {
        (self.library, self.workers, self.maxPixels, self.maxBytes) = (library, workers, maxPixels, maxBytes)
    }
}
