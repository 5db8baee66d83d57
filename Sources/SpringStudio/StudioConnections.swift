// The HTTP server exists with the package's `Studio` trait (on by default; Package.swift).
#if Studio
import NIOCore
import Synchronization

/// The studio's open connections, and which of them have sent the token.
///
/// Connections that have not sent the token may hold at most
/// ``StudioLimits/unauthenticatedConnections`` of the ``StudioLimits/maximumConnections``
/// slots: when one more opens, the one of them open longest is closed. So however many
/// connections others open and leave idle, the page's new connection is accepted and its
/// first request read, and from then on its connection is never closed to make room.
///
/// Thread-safe: connections open and close on every event loop. Cost: O(1) per connection
/// opened or closed, O(n) in the open connections to find the one to close.
public final class StudioConnections: Sendable {
    /// The most connections without the token that stay open.
    public let unauthenticatedLimit: Int

    private struct Entry {
        var channel: any Channel
        var serial: UInt64
        var authenticated: Bool
    }

    private struct State {
        var next: UInt64 = 0
        var open: [ObjectIdentifier: Entry] = [:]
        var unauthenticated = 0
    }

    private let state = Mutex(State())

    /// A registry letting `unauthenticatedLimit` connections without the token stay open.
    public init(unauthenticatedLimit: Int) {
        self.unauthenticatedLimit = max(1, unauthenticatedLimit)
    }

    /// Records a new connection (without the token so far); closes the oldest connection
    /// without the token when there are more than ``unauthenticatedLimit``.
    public func opened(_ channel: any Channel) {
        let evicted: (any Channel)? = state.withLock { state in
            state.next += 1
            state.open[ObjectIdentifier(channel)] = Entry(channel: channel, serial: state.next, authenticated: false)
            state.unauthenticated += 1
            guard state.unauthenticated > unauthenticatedLimit else { return nil }
            var oldest: (key: ObjectIdentifier, serial: UInt64)?
            for (key, entry) in state.open where !entry.authenticated && entry.serial < (oldest?.serial ?? .max) {
                oldest = (key, entry.serial)
            }
            guard let oldest, let entry = state.open.removeValue(forKey: oldest.key) else { return nil }
            state.unauthenticated -= 1
            return entry.channel
        }
        evicted?.close(promise: nil)
    }

    /// Records that `channel` sent a request with the token: it is never closed to make room.
    public func authenticated(_ channel: any Channel) {
        state.withLock { state in
            let key = ObjectIdentifier(channel)
            guard let entry = state.open[key], !entry.authenticated else { return }
            state.open[key]?.authenticated = true
            state.unauthenticated -= 1
        }
    }

    /// Forgets a connection that closed.
    public func closed(_ channel: any Channel) {
        state.withLock { state in
            guard let entry = state.open.removeValue(forKey: ObjectIdentifier(channel)) else { return }
            if !entry.authenticated { state.unauthenticated -= 1 }
        }
    }

    /// The connections open now, and how many of them have not sent the token.
    public var counts: (open: Int, unauthenticated: Int) {
        state.withLock { ($0.open.count, $0.unauthenticated) }
    }
}
#endif
