/// Where the frames come from: a video file, or a folder of numbered PNG frames with the rate
/// they were taken at (PNG files carry no time), and the stretch of it analysed.
public struct VideoSource: Sendable, Hashable {
    /// The file or folder.
    public var path: String
    /// For a folder of frames: frames per second (required there, refused for a file, whose
    /// container times its frames).
    public var frameRate: Double?
    /// The first time analysed, in seconds from the recording's start (`nil`: its start).
    public var start: Double?
    /// The last time analysed, in seconds (`nil`: its end).
    public var end: Double?

    /// A source.
    public init(path: String, frameRate: Double? = nil, start: Double? = nil, end: Double? = nil) {
        self.path = path
        self.frameRate = frameRate
        self.start = start
        self.end = end
    }
}
