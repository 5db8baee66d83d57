import Dispatch
import Synchronization

/// Computes tool calls one at a time on a thread of their own, never on Swift's cooperative
/// pool (which reads and answers the protocol's messages meanwhile), and answers each within a
/// deadline: past it the caller gets the deadline's answer, and the work's own result, when it
/// comes, is dropped (a computation cannot be stopped part-way; every tool's work is bounded,
/// ``MCPLimits``, so it ends).
public struct MCPWorker: Sendable {
    private let queue = DispatchQueue(label: "springtune.mcp.worker")

    /// A worker.
    public init() {}

    /// What `work` returns, or what `late` returns when `work` has not finished (nor started,
    /// behind earlier calls) within `timeout` seconds.
    /// - Cost: `work`'s, on the worker's thread.
    public func run<Result: Sendable>(timeout: Double, late: @escaping @Sendable () -> Result,
                                      _ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { (continuation: CheckedContinuation<Result, Never>) in
            let once = Once()
            queue.async {
                let result = work()
                if once.claim() { continuation.resume(returning: result) }
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if once.claim() { continuation.resume(returning: late()) }
            }
        }
    }

    /// The flag that lets exactly one of the work and the deadline answer.
    private final class Once: Sendable {
        private let answered = Atomic<Bool>(false)
        /// Whether the caller is the first to answer.
        func claim() -> Bool {
            !answered.exchange(true, ordering: .acquiringAndReleasing)
        }
    }
}
