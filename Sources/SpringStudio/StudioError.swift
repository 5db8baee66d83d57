import SpringIO

/// Why the studio refused a request or could not start: the HTTP status it answers with (or
/// the exit status it stops with) and one line naming the bad value and what is allowed: its
/// kind (``StudioFailure``) and its line.
public typealias StudioError = ClassifiedError<StudioFailure>

/// What went wrong in the studio, as a matchable kind: ``StudioError``'s.
public enum StudioFailure: Sendable, Hashable {
    /// A bad parameter (HTTP 400).
    case badRequest
    /// The token or the Host header is wrong, or saving into a file not allowed (HTTP 403).
    case forbidden
    /// No such page or endpoint, or an unknown preset (HTTP 404).
    case notFound
    /// The method is not allowed on the path (HTTP 405).
    case methodNotAllowed
    /// The request body or its URI is too large (HTTP 413 / 414).
    case tooLarge
    /// Too many requests in a short time (HTTP 429).
    case tooManyRequests
    /// A preset of that name exists: saving it again needs `replace` (HTTP 409).
    case conflict
    /// Not now: a save could not take its folder's lock in time, or the studio is
    /// stopping (HTTP 503, with `Retry-After`).
    case unavailable
    /// The server could not listen: the address is in use or cannot be bound.
    case cannotListen
    /// A file could not be written.
    case cannotWrite
}

extension StudioError {
    /// The HTTP status code this error answers with.
    public var httpStatus: Int {
        switch kind {
        case .badRequest: 400
        case .forbidden: 403
        case .notFound: 404
        case .methodNotAllowed: 405
        case .tooLarge: 413
        case .tooManyRequests: 429
        case .conflict: 409
        case .unavailable: 503
        case .cannotListen, .cannotWrite: 500
        }
    }

    /// The sysexits code a command stops with for this error: 69 (EX_UNAVAILABLE) when the
    /// server cannot listen (the address is in use), 73 (EX_CANTCREAT) when a file cannot be
    /// written, 75 (EX_TEMPFAIL) for a lock held elsewhere, 64 (EX_USAGE) for a bad value,
    /// 65 otherwise.
    public var exitCode: Int32 {
        switch kind {
        case .cannotListen: 69
        case .unavailable: 75
        case .cannotWrite: 73
        case .badRequest, .forbidden, .methodNotAllowed, .tooLarge, .tooManyRequests: 64
        case .notFound: 66
        case .conflict: 65
        }
    }
}
