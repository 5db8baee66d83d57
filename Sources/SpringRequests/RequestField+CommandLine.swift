import SpringTuning
import SpringVideo

extension RequestField {
    /// The option that gives the value on the command line (`--max-error`), as `springtune`'s
    /// lines name it: the command line's spelling of each field, kept beside the fields so
    /// that a new field is spelled where it is declared.
    public var optionName: String {
        switch self {
        case .spring: "--spring"
        case .springs: "--spring SPEC, --preset NAME, or --stiffness K --damping C"
        case .preset: "--preset"
        case .exportFormat: "--as"
        case .maximumError: "--max-error"
        case .keyframeStep: "--keyframe-step"
        case .theme: "--theme"
        case .width: "--width"
        case .height: "--height"
        case .scale: "--scale"
        case .duration: "--duration"
        case .timeStep: "--dt"
        case .solver: "--solver"
        case .matchSolver: "--match-solver"
        case .band: "--band"
        case .bandAbsolute: "--band-absolute"
        case .restDelta: "--rest-delta"
        case .restSpeed: "--rest-speed"
        case .family: "--family"
        case .group: "--group"
        case .rule: "--rule"
        case .replace: "--replace"
        case .parameter: "--param"
        case .tie: "--constraint"
        case .metrics: "--metrics"
        case .heatmap: "--heatmap"
        case .heatmapMetric: "--heatmap-metric"
        case .heatmapRegion: "--heatmap-region"
        case .isoLevel: "--iso level"
        case .shard: "--shard"
        case .threads: "--threads"
        case .confirmation: "--yes"
        case .samples: "--samples"
        case .retarget: "--retarget"
        case .frameRate: "--frame-rate"
        case .androidProperty: "--android-property"
        case .frameLoop: "--frame-loop"
        case .port: "--port"
        case .host: "--host"
        case .settlingThreshold: "--max-settling"
        case .stiffness: "--stiffness"
        case .damping: "--damping"
        case .keyframes: "--keyframes"
        case .timing: "--timing"
        case .dataFile: "--data"
        case .match: "--match"
        case .overlayKeyframes: "--overlay-keyframes"
        case .overlayData: "--overlay-data"
        case .label: "--label"
        case .recording: "--video"
        case .from: "--from"
        case .to: "--to"
        case .springRows: "--input"
        case .format: "--format"
        case .best: "--best"
        case .fit(let input): Self.fitOptionNames[input] ?? input.name
        case .video(let setting):
            switch setting {
            case .region: "--region"
            case .startTime: "--start"
            case .endTime: "--end"
            case .frameRate: "--frame-rate"
            case .property: "--property"
            }
        }
    }

    /// The options of `fit` (and `plot`'s keyframe overlay) that give each ``FitInput``.
    public static let fitOptionNames: [FitInput: String] = [
        .mass: "--mass", .velocity: "--velocity", .band: "--band",
        .settlingTime: "--settling-time", .overshootPercent: "--overshoot", .peakTime: "--peak-time", .riseTime: "--rise-time",
        .constraint: "--constraint", .family: "--family", .free: "--free", .freeParameter: "--free parameter",
        .timingCount: "--timing count",
    ]
}

extension RequestError {
    /// The line as the command line says it: each value named by its option.
    public var commandLineDescription: String { message.rendered(naming: \.optionName) }
}
