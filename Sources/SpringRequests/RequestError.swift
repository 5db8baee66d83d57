import SpringExport
import SpringIO
import SpringKit
import SpringPlot
import SpringPresets
import SpringScan
import SpringTuning

/// Why a request was refused: what kind of failure, and one line naming the value at fault and
/// what is allowed.
///
/// Every request throws this one type. Each front end maps ``Kind`` to its own answer in one
/// place (the command line to a sysexits code, the studio to an HTTP status) and spells the
/// values the message names (``RequestField``) its own way. ``init(_:)`` classifies the
/// libraries' own errors, so that rule is written once too.
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
    /// The request error for `error`, any error the libraries throw: its kind by what failed,
    /// its message the library's own line.
    ///
    /// - ``SpringError``: a value beyond the exactly computed range, or finer than its engine
    ///   reads it (``SpringKit/SpringError/Reason/isDataError``), is ``Kind/badData``, any
    ///   other refused value ``Kind/usage``.
    /// - ``FileError``, ``PresetFileError``, ``CSVError``, ``UnknownPresetError``,
    ///   ``PresetSaveError``: by the failure each names (missing input, bad contents, output
    ///   that cannot be created, I/O, name taken).
    /// - ``FitError``: bad data for a data file's contents, usage otherwise; the values it
    ///   names become ``RequestField/fit(_:)`` fields.
    /// - ``PlotError``: a file's failure as ``FileError``, cairo's as ``Kind/io``, others usage.
    /// - ``ExportError``: a non-finite value, and an engine's curve without a duration, are bad
    ///   data; others usage.
    /// - ``PresetModuleError``: no presets is usage; a name, value or token file at fault is bad data.
    /// - Anything else: ``Kind/usage`` with the error's description.
    public init(_ error: any Error) {
        self = RequestError(classifying: error) ?? RequestError(.usage, RequestMessage(parts: [.text("\(error)")]))
    }

    /// The request error for `error` when it is one of the libraries' errors (see
    /// ``init(_:)``), else `nil`.
    public init?(classifying error: any Error) {
        switch error {
        case let error as RequestError:
            self = error
        case let error as SpringError:
            self.init(Self.kind(exitCode: error.exitCode), RequestMessage(parts: [.text(error.description)]))
        case let error as FileError:
            self.init(Self.kind(exitCode: error.exitCode), RequestMessage(parts: [.text(error.description)]))
        case let error as CSVError:
            self.init(Self.kind(exitCode: error.exitCode), RequestMessage(parts: [.text(error.description)]))
        case let error as PresetFileError:
            self.init(Self.kind(exitCode: error.exitCode), RequestMessage(parts: [.text(error.description)]))
        case let error as UnknownPresetError:
            self.init(.notFound, RequestMessage(parts: [.text(error.description)]))
        case let error as PresetSaveError:
            switch error {
            case .nameInFile: self.init(.conflict, "\(error.description) (\(field: .replace))")
            case .nameTaken: self.init(.conflict, RequestMessage(parts: [.text(error.description)]))
            default: self.init(Self.kind(exitCode: error.exitCode), RequestMessage(parts: [.text(error.description)]))
            }
        case let error as FitError:
            self.init(error.isDataError ? .badData : .usage, RequestMessage(error))
        case let error as PlotError:
            switch error {
            case .file(let file): self.init(file)
            case .cairo: self.init(.io, RequestMessage(parts: [.text(error.description)]))
            default: self.init(.usage, RequestMessage(parts: [.text(error.description)]))
            }
        case let error as ExportError:
            self.init(Self.kind(exitCode: error.exitCode), RequestMessage(parts: [.text(error.description)]))
        case let error as PresetModuleError:
            self.init(error.kind == .empty ? .usage : .badData, RequestMessage(parts: [.text(error.description)]))
        case let error as EditError:
            self.init(Self.kind(exitCode: error.exitCode), RequestMessage(parts: [.text(error.description)]))
        default:
            return nil
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
}

extension RequestMessage {
    /// A fit's error, each value it names a ``RequestField/fit(_:)`` field.
    init(_ error: FitError) {
        self.init(spelling: { name in error.description { name($0.rawValue) } }) { FitInput(rawValue: $0).map(RequestField.fit) }
    }

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
