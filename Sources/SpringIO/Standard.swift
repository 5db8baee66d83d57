#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpringKit

/// The process's standard streams, and output to an output file or stdout.
///
/// Every byte the tool writes to stdout or stderr goes through here (``StandardStream``),
/// so a failed write is an error (exit 74), never a trap or a silent loss.
public enum Standard {
    /// Set when a line could not be written to stderr; the run then exits 74 instead of 0.
    nonisolated(unsafe) public static var errorWriteFailed = false

    /// Writes one line to stderr, with control characters escaped so that a value echoed
    /// in a message can neither break the line nor drive the terminal.
    public static func error(_ line: String) {
        do {
            try StandardStream.error.write(SpringError.escapingControlCharacters(line) + "\n")
        } catch {
            errorWriteFailed = true
        }
    }

    /// Writes raw bytes to stderr (a progress bar's carriage returns), ignoring failures
    /// other than noting them.
    public static func errorRaw(_ text: String) {
        do { try StandardStream.error.write(text) } catch { errorWriteFailed = true }
    }

    /// Whether stderr is a terminal (progress bars).
    public static var errorIsTerminal: Bool { StandardStream.error.isTerminal }

    /// Writes `text` to stdout.
    /// - Throws: ``FileError/io(path:reason:)`` when it cannot (exit 74).
    public static func output(_ text: String) throws(FileError) {
        try StandardStream.output.write(text)
    }

    /// Writes `text` to stdout, or atomically to `path` when given (and not `-`).
    /// - Throws: ``FileError`` when the file cannot be created or either write fails.
    public static func emit(_ text: String, to path: String?) throws(FileError) {
        if let path, path != "-" {
            try AtomicFileWriter.write(Array(text.utf8), to: path)
        } else {
            try output(text)
        }
    }

    /// The file an output path names, created now, before any work, so that a path that
    /// cannot be created fails at once (73); `nil` for stdout (`nil` or `-`).
    /// - Throws: ``FileError`` when the file cannot be created.
    public static func reservedOutput(_ path: String?) throws(FileError) -> AtomicFileWriter? {
        guard let path, path != "-" else { return nil }
        return try AtomicFileWriter(path: path)
    }

    /// Writes `text` to `writer` and commits it, or to stdout when there is none
    /// (``reservedOutput(_:)``).
    /// - Throws: ``FileError`` when a write or the commit fails.
    public static func emit(_ text: String, into writer: AtomicFileWriter?) throws(FileError) {
        guard let writer else { return try output(text) }
        try writer.write(text)
        try writer.commit()
    }

    /// Ctrl-C, SIGTERM and SIGHUP: removes the temporary files in flight
    /// (``AtomicFileWriter/removeAllPending()``), then exits 128 + the signal.
    public static func installInterruptHandlers() {
        // A parent may have started us with these signals blocked (the mask is inherited
        // through exec); unblock them so that they always reach the handler.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for number in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(number) { number in
                AtomicFileWriter.removeAllPending()
                _exit(128 + number)
            }
        }
    }
}
