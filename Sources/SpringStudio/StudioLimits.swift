import SpringIO

/// The bounds that keep the studio answering its user whatever else on the machine connects
/// to it (docs/studio.md#limits): how many connections, how long each may take, how many
/// requests a second, and how long a save waits for a lock. The request sizes are
/// ``StudioGuard/maximumURILength`` and ``StudioGuard/maximumBodySize``; the work of one
/// plot is ``StudioAPI/maximumPlotSamples``.
public struct StudioLimits: Sendable, Hashable {
    /// The most connections open at once; past it the server stops accepting until one
    /// closes (new ones wait in the system's queue). Default: ``defaultMaximumConnections(openFileLimit:)``.
    public var maximumConnections: Int
    /// Connections kept for requests that carry the token: connections that have not sent the
    /// token may hold at most ``maximumConnections`` minus this many; past that, the one
    /// that has waited longest is closed to make room, so the page always gets in. Default:
    /// 32, or a quarter of ``maximumConnections`` when that is less.
    public var reservedConnections: Int
    /// Seconds a connection has to send a request's headers, from its opening or from its
    /// previous answer (an idle keep-alive connection, or one sending its headers slowly,
    /// is closed past it).
    public var headerTimeout: Double
    /// Seconds a request's body has to arrive once its headers are in.
    public var bodyTimeout: Double
    /// Seconds the studio has to compute and write an answer once the request is in (a
    /// client that does not read its answer is closed past it).
    public var answerTimeout: Double
    /// Requests with the token allowed per second once the burst is spent (past it: 429).
    public var requestsPerSecond: Double
    /// Requests with the token allowed in a burst.
    public var requestBurst: Double
    /// Requests without the token (or from a foreign Host or Origin) answered per second once
    /// their burst is spent; past it they get 429. They never spend the token holder's allowance.
    public var refusalsPerSecond: Double
    /// Requests without the token answered in a burst.
    public var refusalBurst: Double
    /// Seconds a save waits for the lock on its preset file's folder (held by another
    /// `springtune` saving there) before answering 503.
    public var lockWait: Double

    /// Limits with the given values; the defaults are ``standard``'s.
    public init(maximumConnections: Int = StudioLimits.defaultMaximumConnections(), reservedConnections: Int? = nil,
                headerTimeout: Double = 10, bodyTimeout: Double = 10, answerTimeout: Double = 60,
                requestsPerSecond: Double = 500, requestBurst: Double = 1_000,
                refusalsPerSecond: Double = 100, refusalBurst: Double = 200, lockWait: Double = 2) {
        self.maximumConnections = max(2, maximumConnections)
        let reserved = reservedConnections ?? min(32, self.maximumConnections / 4)
        self.reservedConnections = min(max(1, reserved), self.maximumConnections - 1)
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.answerTimeout = answerTimeout
        self.requestsPerSecond = requestsPerSecond
        self.requestBurst = requestBurst
        self.refusalsPerSecond = refusalsPerSecond
        self.refusalBurst = refusalBurst
        self.lockWait = lockWait
    }

    /// The limits `springtune studio` runs with.
    public static var standard: StudioLimits { StudioLimits() }

    /// The most connections that connections without the token may hold.
    public var unauthenticatedConnections: Int { maximumConnections - reservedConnections }

    /// The descriptors kept free for everything else the process opens (preset files, their
    /// folders' locks, the event loops).
    public static let descriptorMargin = 128

    /// 256 connections, or fewer when the process's open-file limit (`RLIMIT_NOFILE`, soft)
    /// leaves less than that beside ``descriptorMargin`` descriptors: the server then never
    /// runs out of descriptors, whatever connects to it. At least 16.
    public static func defaultMaximumConnections(openFileLimit: Int? = currentOpenFileLimit()) -> Int {
        guard let openFileLimit else { return 256 }
        return max(16, min(256, openFileLimit - descriptorMargin))
    }

    /// The process's soft limit on open files, `nil` when unlimited or unknown.
    public static func currentOpenFileLimit() -> Int? { Platform.openFileLimit }
}
