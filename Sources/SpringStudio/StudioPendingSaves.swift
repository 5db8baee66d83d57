// The HTTP server exists with the package's `Studio` trait (on by default; Package.swift).
#if Studio
import Synchronization

/// The saves of one studio that are running or waiting for ``StudioWorkers/saving``: one
/// runs, one may wait behind it; a third is answered 503 at once (a save stuck on a lock
/// another program took must not pile up requests behind it).
///
/// One counter per studio (per ``StudioRouter/router(api:rules:connections:)``), so that
/// studios in one process (the tests run many) never refuse each other's saves.
final class StudioPendingSaves: Sendable {
    /// The saves running or waiting.
    private let count = Atomic<Int>(0)

    /// The most saves running or waiting at once.
    static let maximum = 2

    /// Creates a counter with no save pending.
    init() {}

    /// `save`'s reply, counted as pending while it runs or waits; 503 without running it when
    /// ``maximum`` saves are pending already.
    /// - Cost: two atomic operations besides `save`.
    func admitting(_ save: () async -> StudioReply) async -> StudioReply {
        let pending = count.add(1, ordering: .sequentiallyConsistent).newValue
        defer { count.subtract(1, ordering: .sequentiallyConsistent) }
        guard pending <= Self.maximum else {
            return .failure(StudioError(.unavailable, "another save is still in progress (waiting for its folder's lock); nothing was saved, try again"))
        }
        return await save()
    }
}
#endif
