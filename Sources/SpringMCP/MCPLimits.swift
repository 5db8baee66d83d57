/// The bounds that keep the MCP server answering whatever a client sends (docs/mcp.md#limits):
/// the size of a message and of each argument, the springs and samples one call may ask for,
/// the size of a PNG, an export and a fit's data file, and how long a call may take. Past a
/// bound a call is a tool error naming it (a message past ``maximumMessageBytes`` a JSON-RPC
/// parse error), and the server keeps serving. The work of a plot is bounded as the studio's
/// (``SpringRequests/PlotRequest/maximumWorkSamples``, ``SpringRequests/PlotRequest/maximumServedDuration``).
public struct MCPLimits: Sendable, Hashable {
    /// The longest JSON-RPC message read, in bytes (one line of stdin); a longer one is
    /// dropped unread and answered with a parse error.
    public var maximumMessageBytes: Int
    /// The longest string argument, in bytes.
    public var maximumStringBytes: Int
    /// The most springs one call may name (specs and presets together), as the studio's API.
    public var maximumSprings: Int
    /// The most sample times of one `solve`.
    public var maximumSamples: Int
    /// The most pixels of one PNG (width × height × scale²).
    public var maximumImagePixels: Int
    /// The most bytes of one export's code (every spring's together).
    public var maximumExportBytes: Int
    /// The largest data file a fit or plot reads, in bytes.
    public var maximumDataFileBytes: Int
    /// The most paths one scan names.
    public var maximumPaths: Int
    /// Seconds a call has to be answered (its work and, for paths, the client's roots); past
    /// it the call is answered with a tool error and the work's result, when it comes, dropped.
    public var callTimeout: Double
    /// Seconds the client has to answer `roots/list`.
    public var rootsTimeout: Double

    /// Limits with the given values; the defaults are ``standard``'s.
    public init(maximumMessageBytes: Int = 4 * 1_048_576, maximumStringBytes: Int = 65_536, maximumSprings: Int = 8,
                maximumSamples: Int = 10_000, maximumImagePixels: Int = 4_194_304, maximumExportBytes: Int = 4 * 1_048_576,
                maximumDataFileBytes: Int = 8 * 1_048_576, maximumPaths: Int = 16, callTimeout: Double = 60,
                rootsTimeout: Double = 10) {
        self.maximumMessageBytes = maximumMessageBytes
        self.maximumStringBytes = maximumStringBytes
        self.maximumSprings = maximumSprings
        self.maximumSamples = maximumSamples
        self.maximumImagePixels = maximumImagePixels
        self.maximumExportBytes = maximumExportBytes
        self.maximumDataFileBytes = maximumDataFileBytes
        self.maximumPaths = maximumPaths
        self.callTimeout = callTimeout
        self.rootsTimeout = rootsTimeout
    }

    /// The limits `springtune mcp` runs with.
    public static var standard: MCPLimits { MCPLimits() }
}
