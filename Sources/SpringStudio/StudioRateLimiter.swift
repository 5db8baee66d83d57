import Foundation
import Synchronization

/// A token bucket: at most ``capacity`` requests at once, refilled at ``refillPerSecond``.
/// The studio has one user, so one bucket bounds the rate of every request with the token;
/// another bounds the requests it refuses (``StudioGuard``).
public final class StudioRateLimiter: Sendable {
    /// The most requests allowed in a burst.
    public let capacity: Double
    /// Requests allowed per second once the burst is spent.
    public let refillPerSecond: Double
    private let state: Mutex<(tokens: Double, last: Double)>

    /// A bucket holding `capacity` requests, refilled at `refillPerSecond`.
    public init(capacity: Double, refillPerSecond: Double) {
        self.capacity = capacity
        self.refillPerSecond = refillPerSecond
        state = Mutex((capacity, ProcessInfo.processInfo.systemUptime))
    }

    /// Takes one request from the bucket; `false` when it is empty (answer 429).
    public func allow() -> Bool {
        let now = ProcessInfo.processInfo.systemUptime
        return state.withLock { state in
            state.tokens = min(capacity, state.tokens + (now - state.last) * refillPerSecond)
            state.last = now
            guard state.tokens >= 1 else { return false }
            state.tokens -= 1
            return true
        }
    }
}
