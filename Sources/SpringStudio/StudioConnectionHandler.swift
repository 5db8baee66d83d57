// The HTTP server exists with the package's `Studio` trait (on by default; Package.swift).
#if Studio
import Foundation
import NIOCore
import NIOHTTP1

/// Watches one connection of the studio between the HTTP decoder and Hummingbird:
/// - registers it with ``StudioConnections`` (which may close an older connection without
///   the token to make room);
/// - closes it when it is too slow (``StudioLimits``): its request's headers not in within
///   ``StudioLimits/headerTimeout`` of its opening or of its previous answer (an idle or
///   slowloris connection), its body not in within ``StudioLimits/bodyTimeout`` of the
///   headers, its answer not written within ``StudioLimits/answerTimeout``;
/// - gives a malformed request's 400 a body (Hummingbird answers a request the decoder
///   cannot read with an empty 400): `{"error": "malformed request: …"}`, and headers past
///   the decoder's limit a 413;
/// - when the answer is written before the request's body is in (413, or a refusal), reads
///   and drops the rest of the body rather than leaving the client blocked sending it, and
///   closes the connection once an answer marked `Connection: close` is written and the
///   request read.
///
/// Runs on the connection's event loop; each event costs O(1).
final class StudioConnectionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let limits: StudioLimits
    private let connections: StudioConnections
    private var deadline: Scheduled<Void>?
    private var readingRequest = false
    private var pendingAnswers = 0
    private var closeAfterAnswer = false
    private var discardingBody = false
    private var closeWhenRead = false
    private var parseError: HTTPParserError?
    private var replacementBody: ByteBuffer?

    init(limits: StudioLimits, connections: StudioConnections) {
        self.limits = limits
        self.connections = connections
    }

    func handlerAdded(context: ChannelHandlerContext) {
        connections.opened(context.channel)
        arm(context, seconds: limits.headerTimeout)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        connections.closed(context.channel)
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
        connections.closed(context.channel)
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            readingRequest = true
            if pendingAnswers == 0 { arm(context, seconds: limits.bodyTimeout) }
        case .body:
            // The answer is out: the rest of the body is read and dropped.
            if discardingBody { return }
        case .end:
            readingRequest = false
            if discardingBody {
                discardingBody = false
                if closeWhenRead {
                    context.close(promise: nil)
                    return
                }
                arm(context, seconds: pendingAnswers > 0 ? limits.answerTimeout : limits.headerTimeout)
            } else {
                pendingAnswers += 1
                arm(context, seconds: limits.answerTimeout)
            }
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // Hummingbird may have stopped reading (it reads no more after an answer to a request
        // marked Connection: close): the body being dropped is read here.
        if discardingBody { context.read() }
        context.fireChannelReadComplete()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? HTTPParserError { parseError = error }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head):
            if head.headers[canonicalForm: "connection"].contains(where: { $0.lowercased() == "close" }) { closeAfterAnswer = true }
            if parseError != nil {
                // The decoder reads nothing more on this connection.
                closeAfterAnswer = true
            } else if readingRequest {
                // Answered before the body is in (413, a refusal): the request counts as
                // answered, and the rest of its body is read and dropped as it comes.
                discardingBody = true
                pendingAnswers += 1
                context.read()
            }
            if let parseError, head.status == .badRequest, head.headers["content-length"] == ["0"] {
                // Hummingbird's answer to a request the decoder refused: say what was wrong.
                let tooLarge = parseError == .headerOverflow
                let message = tooLarge
                    ? "request headers over \(StudioChildChannel.maximumHeaderSize) bytes or \(StudioChildChannel.maximumHeaderFields) fields"
                    : "malformed request: \(Self.describe(parseError))"
                let body = ByteBuffer(string: StudioAPI.errorJSON(message))
                if tooLarge { head.status = .payloadTooLarge }
                head.headers.replaceOrAdd(name: "content-length", value: String(body.readableBytes))
                head.headers.replaceOrAdd(name: "content-type", value: "application/json; charset=utf-8")
                head.headers.replaceOrAdd(name: "cache-control", value: "no-store")
                head.headers.replaceOrAdd(name: "x-content-type-options", value: "nosniff")
                replacementBody = body
                closeAfterAnswer = true
                context.write(wrapOutboundOut(.head(head)), promise: promise)
                return
            }
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            if let body = replacementBody {
                replacementBody = nil
                context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
            }
            pendingAnswers = max(0, pendingAnswers - 1)
            if closeAfterAnswer && discardingBody {
                // Closed once the rest of the body is read (within the body timeout).
                closeWhenRead = true
                context.writeAndFlush(data, promise: promise)
                arm(context, seconds: limits.bodyTimeout)
                return
            }
            if closeAfterAnswer {
                deadline?.cancel()
                deadline = nil
                let written = context.eventLoop.makePromise(of: Void.self)
                written.futureResult.cascade(to: promise)
                context.writeAndFlush(data, promise: written)
                let channel = context.channel
                written.futureResult.whenComplete { _ in channel.close(promise: nil) }
                return
            }
            context.write(data, promise: promise)
            if pendingAnswers > 0 {
                arm(context, seconds: limits.answerTimeout)
            } else {
                arm(context, seconds: readingRequest ? limits.bodyTimeout : limits.headerTimeout)
            }
        }
    }

    /// Replaces the connection's deadline: closed `seconds` from now unless rearmed.
    private func arm(_ context: ChannelHandlerContext, seconds: Double) {
        deadline?.cancel()
        let channel = context.channel
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(seconds * 1e9))) {
            channel.close(promise: nil)
        }
    }

    /// What the decoder found wrong, in words.
    static func describe(_ error: HTTPParserError) -> String {
        switch error {
        case .invalidChunkSize: "invalid chunk size in a chunked body"
        case .invalidContentLength, .unexpectedContentLength: "invalid Content-Length"
        case .invalidHeaderToken, .invalidCharactersUsed: "invalid character in a header"
        case .invalidMethod: "invalid method"
        case .invalidURL: "invalid URI"
        case .invalidVersion: "invalid HTTP version"
        case .lfExpected, .invalidConstant: "invalid line ending"
        case .trailingGarbage, .invalidEOFState, .closedConnection: "incomplete or trailing data"
        default: "not valid HTTP/1.1 (\(error))"
        }
    }
}
#endif
