// The HTTP server exists with the package's `Studio` trait (on by default; Package.swift).
#if Studio
import Hummingbird
import NIOCore

/// The context of one studio request: Hummingbird's core context and the connection it came
/// on, so that the responder can tell ``StudioConnections`` the connection sent the token.
public struct StudioRequestContext: RequestContext {
    /// Hummingbird's per-request storage (logger, endpoint, parameters).
    public var coreContext: CoreRequestContextStorage
    /// The connection the request came on.
    public let channel: any Channel

    /// The context of a request read from `source`'s connection.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}
#endif
