/// What a recording may be, checked before and while it is decoded, so that time and memory
/// stay bounded whatever the file says (docs/fitting.md, "Recordings").
///
/// Frames are streamed: memory is a few frames at the working resolution (at most
/// ``workingLongSide`` pixels on the long side), whatever the recording's length.
public struct VideoLimits: Sendable, Hashable {
    /// A quantity that is limited.
    public enum Quantity: String, Sendable, Hashable {
        /// The frame's width or height in pixels.
        case frameSize = "frame size"
        /// The frame's pixel count.
        case pixelCount = "pixel count"
        /// The length of the part analysed, in seconds.
        case duration
        /// The number of frames analysed.
        case frameCount = "frame count"
        /// The file's size in bytes.
        case fileSize = "file size"
    }

    /// The largest width or height of a frame, in pixels (default 4096).
    public var maximumSide: Int
    /// The most pixels a frame may have (default 4096 × 2304).
    public var maximumPixels: Int
    /// The longest stretch analysed, in seconds (default 120): a spring's recording lasts
    /// seconds; a longer file is analysed between a start and an end within this limit.
    public var maximumDuration: Double
    /// The most frames analysed (default 30,000: 120 s at 250 fps).
    public var maximumFrames: Int
    /// The largest file, in bytes (default 2 GiB). Each frame in a folder is held to it too.
    public var maximumFileSize: Int64
    /// Frames are tracked at most this many pixels on the long side (default 960): larger
    /// frames are averaged down by a whole factor, which keeps each pixel's share of the
    /// image, so image moments (and so sub-pixel positions) are kept.
    public var workingLongSide: Int

    /// The default limits (documented in docs/fitting.md).
    public static let standard = VideoLimits()

    /// Limits; the defaults are ``standard``'s.
    public init(maximumSide: Int = 4096, maximumPixels: Int = 4096 * 2304, maximumDuration: Double = 120,
                maximumFrames: Int = 30_000, maximumFileSize: Int64 = 2 << 30, workingLongSide: Int = 960) {
        self.maximumSide = maximumSide
        self.maximumPixels = maximumPixels
        self.maximumDuration = maximumDuration
        self.maximumFrames = maximumFrames
        self.maximumFileSize = maximumFileSize
        self.workingLongSide = workingLongSide
    }
}
