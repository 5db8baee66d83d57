import SpringIO
import SpringRequests
import SpringTuning

extension StudioError {
    /// The studio's answer to a refused request: the HTTP status of its kind (400 for a bad
    /// value, bad data or a missing input; 404 for an unknown preset; 409 for a name taken;
    /// 500 for a file that cannot be written; 503 for a lock held elsewhere), and its line with
    /// each value named by its query key.
    public init(_ error: RequestError) {
        let kind: Kind = switch error.kind {
        case .usage, .badData, .noInput: .badRequest
        case .notFound: .notFound
        case .conflict: .conflict
        case .cannotCreate, .io: .cannotWrite
        case .busy: .unavailable
        }
        self.init(kind, error.message.rendered(naming: { $0.queryKey }))
    }
}

extension StudioError {
    /// What `body` returns; the ``RequestError`` it throws as the studio's error (``init(_:)``).
    static func answering<T>(_ body: () throws(RequestError) -> T) throws(StudioError) -> T {
        do {
            return try body()
        } catch {
            throw StudioError(error)
        }
    }
}

extension RequestField {
    /// The query key that gives the value in the studio's API (`maxError`), as its errors name
    /// it; a value whose key is its plain name (`theme`, `width`, `solver`) keeps it.
    var queryKey: String {
        switch self {
        case .springs: "spring=SPEC or preset=NAME"
        case .exportFormat: "export format (as)"
        case .maximumError: "maxError"
        case .keyframeStep: "keyframeStep"
        case .matchSolver: "matchSolver"
        case .parameter: "param"
        case .tie: "constraint"
        case .heatmapMetric: "heatmapMetric"
        case .heatmapRegion: "heatmapRegion"
        case .frameRate: "frameRate"
        case .fit(let input): input.targetKey ?? input.name
        default: description
        }
    }
}
