/// One decoded frame at the working resolution: its time and its pixels as 8-bit RGB.
public struct VideoFrame: Sendable, Hashable {
    /// The frame's presentation time in seconds, from the container's timestamps (a folder's
    /// frames: index / frame rate), relative to the file's start.
    public var time: Double
    /// The width in working pixels.
    public var width: Int
    /// The height in working pixels.
    public var height: Int
    /// Row-major RGB triples, `width × height × 3` bytes.
    public var pixels: [UInt8]

    /// A frame.
    public init(time: Double, width: Int, height: Int, pixels: [UInt8]) {
        self.time = time
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// What a recording is: its size, codec and container, and how its pixels map to the working
/// frames.
public struct VideoInfo: Sendable, Hashable {
    /// The path read.
    public var path: String
    /// The container format as FFmpeg names it (`mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`, `gif`, `image2`).
    public var container: String
    /// The video codec (`h264`, `vp9`, `gif`, `png`).
    public var codec: String
    /// The frame's width in the recording's pixels.
    public var width: Int
    /// The frame's height in the recording's pixels.
    public var height: Int
    /// The recording's pixels per working pixel along each axis (1 unless the frame is larger
    /// than ``VideoLimits/workingLongSide``).
    public var reduction: Int
    /// The duration the container states, in seconds, when it states one.
    public var statedDuration: Double?
    /// The container's time base in seconds: its timestamps are whole multiples of it (WebM:
    /// 0.001, GIF: 0.01; a folder of frames: one frame period).
    public var timeBase: Double

    /// The working frame's width.
    public var workingWidth: Int { max(1, width / reduction) }
    /// The working frame's height.
    public var workingHeight: Int { max(1, height / reduction) }
    /// The recording's pixels per working pixel, along x and y (``reduction`` when it divides
    /// the frame's size).
    public var pixelScale: (x: Double, y: Double) {
        (Double(width) / Double(workingWidth), Double(height) / Double(workingHeight))
    }

    /// Describes a recording.
    public init(path: String, container: String, codec: String, width: Int, height: Int, reduction: Int, statedDuration: Double?,
                timeBase: Double) {
        self.path = path
        self.container = container
        self.codec = codec
        self.width = width
        self.height = height
        self.reduction = reduction
        self.statedDuration = statedDuration
        self.timeBase = timeBase
    }
}
