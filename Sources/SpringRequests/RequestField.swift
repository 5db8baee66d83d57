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
    /// The settling band as an absolute half-width, in units of x.
    case bandAbsolute
    /// The rest threshold on the distance to the target, in units of x.
    case restDelta
    /// The rest threshold on the speed, in units of x per second.
    case restSpeed
    /// A parameter family.
    case family
    /// A preset group.
    case group
    /// A scan rule's identifier (`damping-ratio-as-force`).
    case rule
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
    /// The property Android's engine animates (its minimum visible change and rest rule).
    case androidProperty
    /// The state of react-spring's frame loop when the spring starts.
    case frameLoop
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
    /// Keyframes a curve fit reproduces (`TIME:VALUE,…`).
    case keyframes
    /// The timing functions of keyframes.
    case timing
    /// A file of samples (`t,x`) a curve fit reproduces.
    case dataFile
    /// Another spring a curve fit reproduces.
    case match
    /// Keyframes a plot draws beside the springs.
    case overlayKeyframes
    /// A file of samples a plot draws beside the springs.
    case overlayData
    /// A spring's name in a plot's legend.
    case label
    /// A value a fit is set up from, as ``FitInput`` names it.
    case fit(FitInput)
    /// A setting of reading a recording (`fit --video`), as ``SpringVideo/VideoSetting`` names it.
    case video(VideoSetting)
    /// The recording a fit tracks (`fit --video`).
    case recording
    /// The start value of a motion given on its own (not in a spring spec).
    case from
    /// The target value of a motion given on its own (not in a spring spec).
    case to
    /// A file of springs, one per row.
    case springRows
    /// The format a report is written in.
    case format
    /// The metric whose best row a sweep reports.
    case best

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
        case .bandAbsolute: "absolute band"
        case .restDelta: "rest delta"
        case .restSpeed: "rest speed"
        case .family: "family"
        case .group: "group"
        case .rule: "rule"
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
        case .androidProperty: "Android property"
        case .frameLoop: "frame loop"
        case .port: "port"
        case .host: "host"
        case .settlingThreshold: "settling-time threshold"
        case .stiffness: "stiffness"
        case .damping: "damping"
        case .replace: "replace"
        case .keyframes: "keyframes"
        case .timing: "timing"
        case .dataFile: "data"
        case .match: "matched spring"
        case .overlayKeyframes: "overlay keyframes"
        case .overlayData: "overlay data"
        case .label: "label"
        case .fit(let input): input.name
        case .video(let setting): setting.rawValue
        case .recording: "recording"
        case .from: "start value"
        case .to: "target value"
        case .springRows: "input"
        case .format: "format"
        case .best: "best"
        }
    }
}

extension FitInput {
    /// The key a front end names a fit's target by, in a query or a tool call
    /// (`settlingTime`, `overshoot`, `peakTime`, `riseTime`), or `nil` for a value that is not a target.
    public var targetKey: String? {
        switch self {
        case .settlingTime: "settlingTime"
        case .overshootPercent: "overshoot"
        case .peakTime: "peakTime"
        case .riseTime: "riseTime"
        default: nil
        }
    }
}
