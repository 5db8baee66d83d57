// The HTTP server exists with the package's `Studio` trait (on by default; Package.swift).
#if Studio
import NIOCore
import NIOPosix

/// The threads the studio computes its answers on: never an event loop (which must keep
/// reading and writing every connection) nor Swift's cooperative pool (which runs the request
/// handling itself), so a slow answer or a save waiting for a lock delays no other request.
enum StudioWorkers {
    /// Computes the API's answers: one thread per core, at least two. At most that many
    /// answers are computed at once (each bounded, ``StudioAPI``); the rest wait their turn.
    static let compute: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: max(2, System.coreCount))
        pool.start()
        return pool
    }()

    /// Saves presets, one at a time: a save may wait (``StudioLimits/lockWait``) for the lock
    /// on its file's folder.
    static let saving: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: 1)
        pool.start()
        return pool
    }()
}
#endif
