// The HTTP server exists with the package's `Studio` trait (on by default; Package.swift).
#if Studio
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// One accepted connection of the studio: Hummingbird's HTTP/1.1 channel with a
/// ``StudioConnectionHandler`` right after the HTTP decoder (connection slots, timeouts,
/// malformed requests) and the decoder's header limit lowered to ``maximumHeaderSize``.
struct StudioChildChannel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    /// The most bytes of request headers, the request line included (past it: 413).
    static let maximumHeaderSize = 32_768
    /// The most header fields of a request (past it: 413).
    static let maximumHeaderFields = 100

    let http: HTTP1Channel
    let limits: StudioLimits
    let connections: StudioConnections

    /// The HTTP/1.1 channel answering through `responder`.
    init(responder: @escaping HTTPChannelHandler.Responder, limits: StudioLimits, connections: StudioConnections) {
        let decoder = HTTP1Channel.Configuration.DecoderConfiguration(maxHeaderFieldSize: Self.maximumHeaderSize,
                                                                      maxHeaderListSize: Self.maximumHeaderSize,
                                                                      maxHeaderFieldCount: Self.maximumHeaderFields)
        http = HTTP1Channel(responder: responder, configuration: .init(httpDecoderConfiguration: decoder))
        self.limits = limits
        self.connections = connections
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let limits = self.limits, connections = self.connections
        return http.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try operations.addHandler(StudioConnectionHandler(limits: limits, connections: connections),
                                      position: .after(decoder.handler))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http.handle(value: value, logger: logger)
    }
}
#endif
