/// A setting of reading or tracking a recording, as ``VideoError/invalid(setting:value:allowed:)``
/// names it (in plain words; front ends spell it their own way).
public enum VideoSetting: String, Sendable, Hashable, CaseIterable {
    /// The region tracked.
    case region
    /// The first time analysed.
    case startTime = "start time"
    /// The last time analysed.
    case endTime = "end time"
    /// A folder's frame rate.
    case frameRate = "frame rate"
    /// The property tracked.
    case property = "tracked property"
}
