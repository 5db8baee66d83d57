
/// Why a request was refused: what kind of failure, and one line naming the value at fault and
/// what is allowed.
///
/// Every request throws this one type. Each front end maps ``Kind`` to its own answer in one
/// place (the command line to a sysexits code, the studio to an HTTP status) and spells the
/// values the message names (``RequestField``) its own way. The libraries' own errors are
/// classified once, each by a typed initializer (`RequestError(SpringError)`,
/// `RequestError(ExportError)`, …, one file per library: `RequestError+SpringKit.swift` and so
/// on), and any error by `init(_:)`, which picks among them.
public struct RequestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure it is; the front ends map each to one exit code or status.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// A value given is not allowed (sysexits EX_USAGE, HTTP 400).
        case usage
        /// An input's contents are bad, or a value cannot be computed exactly (EX_DATAERR, 400).
        case badData
        /// An input is missing or unreadable (EX_NOINPUT, 400).
        case noInput
        /// A preset named does not exist (EX_NOINPUT, 404).
        case notFound
        /// A preset of that name exists, and replacing it was not asked for (EX_DATAERR, 409).
        case conflict
        /// An output cannot be created (EX_CANTCREAT, 500).
        case cannotCreate
        /// Reading or writing failed part-way (EX_IOERR, 500).
        case io
        /// A lock is held elsewhere: nothing was done, try again (EX_TEMPFAIL, 503).
        case busy
    }

    /// The kind of failure.
    public var kind: Kind
    /// The line, with the values it names kept as fields.
    public var message: RequestMessage
    /// For a value not allowed (``invalid(_:_:_:)``): what is allowed (`must be light or dark`).
    public var allowed: String?

    /// A failure of `kind` saying `message`.
    public init(_ kind: Kind, _ message: RequestMessage) {
        self.kind = kind
        self.message = message
    }

    /// `invalid FIELD GIVEN: ALLOWED`, a usage error.
    public static func invalid(_ field: RequestField, _ given: String, _ allowed: String) -> RequestError {
        var error = RequestError(.usage, "invalid \(field: field) \(given): \(allowed)")
        error.allowed = allowed
        return error
    }

    /// The line, each value named in plain words.
    public var description: String { message.description }
}

extension RequestError {
    /// The sysexits code of the kind, as the command line (and springkit.js) exits with it:
    /// 64 usage, 65 bad data or a name taken, 66 no input or an unknown preset, 73 cannot
    /// create, 74 I/O, 75 busy.
    public var exitCode: Int32 {
        switch kind {
        case .usage: 64
        case .badData, .conflict: 65
        case .noInput, .notFound: 66
        case .cannotCreate: 73
        case .io: 74
        case .busy: 75
        }
    }

    /// The kind a library's sysexits code stands for.
    static func kind(exitCode: Int32) -> Kind {
        switch exitCode {
        case 65: .badData
        case 66: .noInput
        case 73: .cannotCreate
        case 74: .io
        case 75: .busy
        default: .usage
        }
    }

    /// A library's error of one line whose kind its sysexits code says.
    init(exitCode: Int32, line: String) {
        self.init(Self.kind(exitCode: exitCode), RequestMessage(parts: [.text(line)]))
    }
}

extension RequestMessage {
    /// The line a library spells through a naming closure (`spell`, given the closure), with
    /// each value it names kept as the field `field` gives for the value's key.
    ///
    /// The library's sentence is written once; each name is marked while it is spelled, then
    /// split out.
    init(spelling spell: ((String) -> String) -> String, field: (String) -> RequestField?) {
        let marker: Character = "\u{1}"
        let text = spell { key in "\(marker)\(key)\(marker)" }
        var parts: [Part] = []
        for (index, piece) in text.split(separator: marker, omittingEmptySubsequences: false).enumerated() {
            if index % 2 == 1, let named = field(String(piece)) {
                parts.append(.field(named))
            } else if !piece.isEmpty {
                parts.append(.text(String(piece)))
            }
        }
        self.init(parts: parts)
    }
}
