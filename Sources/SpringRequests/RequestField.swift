import SpringTuning
import SpringVideo

/// A value a request takes, named once here and spelled by each front end: the command line
/// as an option (`--max-error`), the studio as a query key (`maxError`).
///
/// Errors of a request (``RequestError``) name the value at fault by its field, so the same
/// rule reads right wherever it was broken: `invalid --max-error 0.6: must be in (0, 0.5)` on
/// the command line, `invalid maxError 0.6: must be in (0, 0.5)` from the studio.
public enum RequestField: Sendable, Hashable, CustomStringConvertible {
    /// A spring spec.
    case spring
    /// The ways to give springs (specs, preset names and whatever else a front end takes).
    case springs
    /// A preset name.
    case preset
    /// An export format.
    case exportFormat
    /// The largest error of a CSS `linear()` easing, as a fraction of the change.
    case maximumError
    /// The spacing of exported keyframes, in seconds.
    case keyframeStep
    /// A plot's colour theme.
    case theme
    /// A plot's width in points.
    case width
    /// A plot's height in points.
    case height
    /// A PNG's pixel multiplier.
    case scale
    /// A time range or sampled duration, in seconds.
    case duration
    /// A solver's time step, in seconds.
    case timeStep
    /// A solver (renderer) drawing the spring.
    case solver
    /// The solver drawing a curve a fit matches.
    case matchSolver
    /// The settling band, as a fraction of the step.
    case band
    /// A parameter family.
    case family
    /// A preset group.
    case group
    /// A swept parameter (`KEY=LO...HI:N`).
    case parameter
    /// A tie of one swept key to another.
    case tie
    /// The metrics written.
    case metrics
    /// A heatmap drawn.
    case heatmap
    /// The heatmap's metric.
    case heatmapMetric
    /// The heatmap's shaded region.
    case heatmapRegion
    /// An iso-line level.
    case isoLevel
    /// A slice of the rows (`i/n`).
    case shard
    /// The number of threads.
    case threads
    /// The confirmation a very large run needs.
    case confirmation
    /// A number of samples.
    case samples
    /// A change of target in flight (`T:VALUE`).
    case retarget
    /// A frame engine's display frame rate.
    case frameRate
    /// A port to listen on.
    case port
    /// An address to bind.
    case host
    /// A settling-time threshold of a scan, in seconds.
    case settlingThreshold
    /// A fixed stiffness.
    case stiffness
    /// A fixed damping.
    case damping
    /// Whether a save replaces a preset of the same name.
    case replace
    /// A value a fit is set up from, as ``FitInput`` names it.
    case fit(FitInput)
    /// A setting of reading a recording (`fit --video`), as ``SpringVideo/VideoSetting`` names it.
    case video(VideoSetting)

    /// The value's name in plain words, used when no front end renames it.
    public var description: String {
        switch self {
        case .spring: "spring"
        case .springs: "a spring spec or a preset name"
        case .preset: "preset"
        case .exportFormat: "export format"
        case .maximumError: "maximum error"
        case .keyframeStep: "keyframe step"
        case .theme: "theme"
        case .width: "width"
        case .height: "height"
        case .scale: "scale"
        case .duration: "duration"
        case .timeStep: "time step"
        case .solver: "solver"
        case .matchSolver: "solver of the matched curve"
        case .band: "band"
        case .family: "family"
        case .group: "group"
        case .parameter: "parameter"
        case .tie: "tie"
        case .metrics: "metrics"
        case .heatmap: "heatmap"
        case .heatmapMetric: "heatmap metric"
        case .heatmapRegion: "heatmap region"
        case .isoLevel: "iso level"
        case .shard: "shard"
        case .threads: "threads"
        case .confirmation: "confirmation"
        case .samples: "samples"
        case .retarget: "retarget"
        case .frameRate: "frame rate"
        case .port: "port"
        case .host: "host"
        case .settlingThreshold: "settling-time threshold"
        case .stiffness: "stiffness"
        case .damping: "damping"
        case .replace: "replace"
        case .fit(let input): input.name
        case .video(let setting): setting.rawValue
        }
    }
}
