/// Why a recording could not be read or tracked: one line naming the file or the value at
/// fault and what is allowed, and the sysexits code it stands for.
///
/// Matchable: each case is one kind of failure. Messages name values in plain words, never a
/// command-line option (front ends add those).
public enum VideoError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No file or folder at `path` (EX_NOINPUT, 66).
    case missing(path: String)
    /// The file exists but cannot be opened or read (EX_NOINPUT, 66).
    case unreadable(path: String, reason: String)
    /// The file holds no bytes (EX_DATAERR, 65).
    case empty(path: String)
    /// The file is not a video FFmpeg can demux, or it has no video stream (EX_DATAERR, 65).
    case notVideo(path: String, reason: String)
    /// The video's codec has no decoder in the linked FFmpeg (EX_DATAERR, 65).
    case noDecoder(path: String, codec: String)
    /// A quantity of the recording is over its limit (``VideoLimits``) (EX_DATAERR, 65).
    case overLimit(path: String, quantity: VideoLimits.Quantity, value: String, limit: String)
    /// Decoding failed part-way, or the frames' times are unusable (EX_DATAERR, 65).
    case decoding(path: String, reason: String)
    /// A folder of frames that is not one run of numbered PNG files (EX_DATAERR, 65).
    case frameFolder(path: String, reason: String)
    /// The recording was read, but what it shows cannot be tracked or fitted reliably
    /// (EX_DATAERR, 65): the reason says what was seen.
    case untrackable(reason: String)
    /// A setting outside what is allowed (EX_USAGE, 64): the setting, the value given and what
    /// is allowed.
    case invalid(setting: VideoSetting, value: String, allowed: String)

    /// The sysexits code: 66 for a missing or unreadable input, 64 for a setting, 65 otherwise.
    public var exitCode: Int32 {
        switch self {
        case .missing, .unreadable: 66
        case .invalid: 64
        default: 65
        }
    }

    /// The one line.
    public var description: String {
        switch self {
        case .missing(let path): "\(path): no such file or folder"
        case .unreadable(let path, let reason): "\(path): cannot be read (\(reason))"
        case .empty(let path): "\(path): the file is empty (0 bytes), not a video"
        case .notVideo(let path, let reason): "\(path): not a video (\(reason)); MP4/MOV, WebM, GIF or a folder of numbered PNG frames are read"
        case .noDecoder(let path, let codec): "\(path): no decoder for its \(codec) video in this FFmpeg"
        case .overLimit(let path, let quantity, let value, let limit):
            "\(path): \(quantity.rawValue) \(value) is over the limit of \(limit)"
        case .decoding(let path, let reason): "\(path): \(reason)"
        case .frameFolder(let path, let reason): "\(path): \(reason)"
        case .untrackable(let reason): "cannot track the motion: \(reason)"
        case .invalid(let setting, let value, let allowed): "invalid \(setting.rawValue) \(value): \(allowed)"
        }
    }
}

