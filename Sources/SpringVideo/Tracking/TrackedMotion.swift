/// What the tracker read from a recording: one value of the chosen property per distinct
/// frame, with the values at rest before and after the motion.
public struct TrackedMotion: Sendable, Hashable {
    /// The recording.
    public var info: VideoInfo
    /// The property tracked (never ``TrackedProperty/auto``).
    public var property: TrackedProperty
    /// The region tracked, in the recording's pixels.
    public var region: PixelRegion
    /// Each kept frame's time in seconds: its container timestamp, or the regular clock the
    /// timestamps are the rounding of (``FrameClock``). Frames that repeat the previous frame
    /// during the motion are dropped: they show nothing new.
    public var times: [Double]
    /// The property's value at each time.
    public var values: [Double]
    /// The value at rest in the first frames (the mean of the still frames there); `nil` when
    /// the element is not in view at the start (it enters from off-screen).
    public var from: Double?
    /// The value at rest in the last frames.
    public var to: Double
    /// The standard deviation of the value over the still frames: the tracking noise.
    public var noise: Double
    /// The frames decoded (both passes read the same frames).
    public var framesRead: Int
    /// Frames dropped as repeats of the previous frame during the motion.
    public var repeatedFrames: Int
    /// Frames in which the element was not in view enough to be measured.
    public var hiddenFrames: Int
    /// Remarks on what was seen (a backdrop that changes, an element entering the frame).
    public var notes: [String]

    /// A tracked motion.
    public init(info: VideoInfo, property: TrackedProperty, region: PixelRegion, times: [Double], values: [Double],
                from: Double?, to: Double, noise: Double, framesRead: Int, repeatedFrames: Int, hiddenFrames: Int, notes: [String]) {
        self.info = info
        self.property = property
        self.region = region
        self.times = times
        self.values = values
        self.from = from
        self.to = to
        self.noise = noise
        self.framesRead = framesRead
        self.repeatedFrames = repeatedFrames
        self.hiddenFrames = hiddenFrames
        self.notes = notes
    }
}
