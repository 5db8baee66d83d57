// The HTTP server exists with the package's `Studio` trait (on by default; Package.swift).
#if Studio
import Dispatch
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import Synchronization

/// `springtune studio`: serves the studio on a local address until SIGINT or SIGTERM.
public enum StudioServer {
    /// How the studio is served.
    public struct Configuration: Sendable {
        /// The address to bind: `127.0.0.1` by default; anything else is reachable from
        /// elsewhere (the token still guards it).
        public var host: String
        /// The port; 0 picks a free one.
        public var port: Int
        /// The preset files: their presets may be named, and presets may be saved into them.
        public var presetFiles: [String]
        /// `SPRINGTUNE_PRESET_PATH`, if set.
        public var searchPath: String?
        /// The token every request needs; a fresh random one by default.
        public var token: String
        /// The bounds on connections, time, rate and lock waits.
        public var limits: StudioLimits
        /// The folder whose springs the page lists and may write back (`springtune studio DIR`).
        public var project: StudioProject?

        /// A configuration; the token is fresh unless given.
        public init(host: String = "127.0.0.1", port: Int = 0, presetFiles: [String] = [], searchPath: String? = nil,
                    token: String = StudioGuard.makeToken(), limits: StudioLimits = .standard, project: StudioProject? = nil) {
            self.host = host
            self.port = port
            self.presetFiles = presetFiles
            self.searchPath = searchPath
            self.token = token
            self.limits = limits
            self.project = project
        }

        /// Whether the host is a loopback address (no warning needed).
        public var isLoopback: Bool {
            host == "127.0.0.1" || host == "localhost" || host == "::1" || host.hasPrefix("127.")
        }
    }

    /// The address the page opens at: `http://HOST:PORT/?token=TOKEN`.
    public static func address(host: String, port: Int, token: String) -> String {
        let shown = host == "0.0.0.0" || host == "::" ? "127.0.0.1" : (host.contains(":") ? "[\(host)]" : host)
        return "http://\(shown):\(port)/?token=\(token)"
    }

    /// The Hummingbird application of `configuration`, quiet (no log lines), calling
    /// `ready` with the bound port once it listens.
    ///
    /// Its connections are bounded by `configuration.limits` (``StudioLimits``): at most
    /// ``StudioLimits/maximumConnections`` open (past it, new ones wait in the system's queue),
    /// those without the token at most ``StudioLimits/unauthenticatedConnections`` (the oldest
    /// closed to make room), each closed when too slow (``StudioConnectionHandler``).
    public static func application(_ configuration: Configuration,
                                   ready: @escaping @Sendable (Int) -> Void = { _ in }) -> some ApplicationProtocol {
        let host = configuration.host == "localhost" ? "127.0.0.1" : configuration.host
        let port = configuration.port == 0 ? nil : configuration.port
        let limits = configuration.limits
        let rules = StudioGuard(token: configuration.token, host: host, port: port, limits: limits)
        let api = StudioAPI(presetFiles: configuration.presetFiles, searchPath: configuration.searchPath, lockWait: limits.lockWait,
                            project: configuration.project)
        let connections = StudioConnections(unauthenticatedLimit: limits.unauthenticatedConnections)
        let logger = Logger(label: "springtune.studio", factory: { _ in SwiftLogNoOpLogHandler() })
        let server = HTTPServerBuilder { responder in
            StudioChildChannel(responder: responder, limits: limits, connections: connections)
        }
        return Application(router: StudioRouter.router(api: api, rules: rules, connections: connections),
                           server: server,
                           configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil,
                                                availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections)),
                           onServerRunning: { channel in
                               let port = channel.localAddress?.port ?? configuration.port
                               rules.setPort(port)
                               ready(port)
                           },
                           logger: logger)
    }

    /// Serves the studio until SIGINT or SIGTERM, then returns (within a second: open
    /// connections are given that long to finish).
    ///
    /// `announce` is called once, with the page's address (``address(host:port:token:)``),
    /// as soon as the server listens; when it throws (the address cannot be printed, so no
    /// one could open the page), the server stops and `serve` throws that error.
    /// The preset files are read first, so a malformed one stops the studio before it listens.
    /// - Throws: ``PresetFileError`` for a preset file that cannot be read or is malformed
    ///   (on the search path or named with `presetFiles`; a missing one is a file to save
    ///   into); ``StudioError`` (`cannotListen`) when the address cannot be bound, e.g. the
    ///   port is in use; whatever `announce` throws.
    public static func serve(_ configuration: Configuration, announce: @escaping @Sendable (String) throws -> Void) throws {
        _ = try StudioAPI(presetFiles: configuration.presetFiles, searchPath: configuration.searchPath).loadedLibrary()
        let listening = Atomic<Bool>(false)
        let announceFailure = Mutex<(any Error)?>(nil)
        let done = DispatchSemaphore(value: 0)
        let app = application(configuration) { port in
            listening.store(true, ordering: .sequentiallyConsistent)
            do {
                try announce(address(host: configuration.host, port: port, token: configuration.token))
            } catch {
                announceFailure.withLock { $0 = error }
                done.signal()
            }
        }
        let outcome = Mutex<(any Error)?>(nil)
        // Signals: Hummingbird's service group shuts down gracefully on SIGINT/SIGTERM; a
        // connection kept open by a browser must not hold the process past a second.
        let watchdogs = [SIGINT, SIGTERM].map { number -> any DispatchSourceSignal in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { done.signal() }
            }
            source.resume()
            return source
        }
        Task.detached {
            do {
                try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
            } catch {
                outcome.withLock { $0 = error }
            }
            done.signal()
        }
        done.wait()
        watchdogs.forEach { $0.cancel() }
        if let error = announceFailure.withLock({ $0 }) { throw error }
        if let error = outcome.withLock({ $0 }), !listening.load(ordering: .sequentiallyConsistent) {
            let reason: String
            if let error = error as? IOError {
                reason = error.errnoCode == EADDRINUSE ? "the address is in use (another program listens on that port)"
                    : error.errnoCode == EADDRNOTAVAIL ? "the address is not one of this machine's"
                    : error.errnoCode == EACCES ? "permission denied (ports below 1024 need privileges)"
                    : String(cString: strerror(error.errnoCode))
            } else {
                reason = "\(error)"
            }
            throw StudioError(.cannotListen, "cannot listen on \(configuration.host):\(configuration.port): \(reason)")
        }
    }
}
#endif
