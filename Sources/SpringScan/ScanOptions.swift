import SpringIO
import SpringKit

/// What the scanner checks and how it works.
public struct ScanOptions: Sendable, Hashable {
    /// Warn when a spring's settling time (2 % band, as its engine draws it) exceeds this many
    /// seconds; `nil` for no threshold (undamped springs, which never settle, are always reported).
    public var maximumSettlingTime: Double?
    /// Threads that read and scan files (at least 1).
    public var threads: Int
    /// Folder names never entered (build output, vendored code).
    public var skippedFolders: Set<String>
    /// Whether `.gitignore` files are honoured.
    public var honoursGitIgnore: Bool
    /// The largest root-mean-square error, as a fraction of the change, for which a CSS
    /// `linear()` easing counts as a spring.
    public var linearFitTolerance: Double
    /// The fewest stops a `linear()` easing needs to be fitted.
    public var linearMinimumStops: Int
    /// A folder (canonical: absolute, links resolved) the scan reads nothing outside of: a link
    /// to a file outside it is skipped, no `.gitignore` above it is read, and the
    /// `package.json`, `tsconfig.json` and Babel/Metro configurations an import is resolved
    /// with are looked for only up to it. `nil` (the default): links to files are read wherever
    /// they point and configurations are looked for up to the file system's root.
    public var confinement: String?

    /// The folders skipped by default.
    public static let defaultSkippedFolders: Set<String> = [".build", "node_modules", "Pods", "Carthage", "build",
                                                            "DerivedData", ".git", "vendor", "dist"]

    /// Creates options; `threads` defaults to the processor count, at most 8.
    public init(maximumSettlingTime: Double? = nil, threads: Int? = nil,
                skippedFolders: Set<String> = ScanOptions.defaultSkippedFolders, honoursGitIgnore: Bool = true,
                linearFitTolerance: Double = 0.01, linearMinimumStops: Int = 10, confinement: String? = nil) {
        self.maximumSettlingTime = maximumSettlingTime
        self.threads = max(1, threads ?? min(8, Self.processorCount))
        self.skippedFolders = skippedFolders
        self.honoursGitIgnore = honoursGitIgnore
        self.linearFitTolerance = linearFitTolerance
        self.linearMinimumStops = linearMinimumStops
        self.confinement = confinement
    }

    static var processorCount: Int { Platform.processorCount }

    /// The thread counts a scan may use.
    public static let threadCounts = 1...256

    /// `value` as a thread count.
    /// - Throws: ``SpringError`` outside ``threadCounts``.
    public static func threadCount(_ value: Int) throws(SpringError) -> Int {
        guard threadCounts.contains(value) else {
            throw SpringError(parameter: "threads", value: "\(value)", allowed: "in 1…256")
        }
        return value
    }

    /// `text` as a settling-time threshold in seconds: a finite decimal > 0.
    /// - Throws: ``SpringError`` for anything else.
    public static func settlingThreshold(_ text: String) throws(SpringError) -> Double {
        guard let value = DecimalNumber.parse(text), value > 0 else {
            throw SpringError(parameter: "settling-time threshold", value: "'\(text)'", allowed: "a finite number of seconds > 0")
        }
        return value
    }
}

