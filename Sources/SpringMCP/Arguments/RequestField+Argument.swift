import SpringRequests
import SpringTuning

extension RequestField {
    /// The argument that gives the value in an MCP tool call: the command-line option's name
    /// in camelCase (`--max-error` is `maxError`, `--dt` is `dt`), as request errors name it
    /// here; a value that is not an argument keeps its plain words.
    public var argumentName: String {
        switch self {
        case .spring: "spring"
        case .springs: "spring or preset"
        case .preset: "preset"
        case .exportFormat: "as"
        case .maximumError: "maxError"
        case .keyframeStep: "keyframeStep"
        case .timeStep: "dt"
        case .matchSolver: "matchSolver"
        case .bandAbsolute: "bandAbsolute"
        case .restDelta: "restDelta"
        case .restSpeed: "restSpeed"
        case .parameter: "param"
        case .tie: "constraint"
        case .heatmapMetric: "heatmapMetric"
        case .heatmapRegion: "heatmapRegion"
        case .isoLevel: "iso"
        case .confirmation: "yes"
        case .frameRate: "frameRate"
        case .settlingThreshold: "maxSettling"
        case .dataFile: "data"
        case .match: "match"
        case .overlayKeyframes: "overlayKeyframes"
        case .overlayData: "overlayData"
        case .fit(let input):
            if let key = input.targetKey {
                key
            } else {
                switch input {
                case .absoluteVelocity: "absoluteVelocity"
                case .free: "free"
                case .freeParameter: "free parameter"
                default: input.name
                }
            }
        default: description
        }
    }
}

extension RequestError {
    /// The line as an MCP tool's error says it: each value named by its argument.
    public var argumentDescription: String { message.rendered(naming: \.argumentName) }
}
