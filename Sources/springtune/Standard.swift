import Foundation
import SpringIO
import SpringKit

/// The process's standard streams, and output to `-o FILE` or stdout.
///
/// Every byte the tool writes to stdout or stderr goes through here (``StandardStream``),
/// so a failed write is an error (exit 74), never a trap or a silent loss.
enum Standard {
    /// Set when a line could not be written to stderr; the run then exits 74 instead of 0.
    nonisolated(unsafe) static var errorWriteFailed = false

    /// Writes one line to stderr, with control characters escaped so that a value echoed
    /// in a message can neither break the line nor drive the terminal.
    static func error(_ line: String) {
        do {
            try StandardStream.error.write(SpringError.escapingControlCharacters(line) + "\n")
        } catch {
            errorWriteFailed = true
        }
    }

    /// Writes raw bytes to stderr (a progress bar's carriage returns), ignoring failures
    /// other than noting them.
    static func errorRaw(_ text: String) {
        do { try StandardStream.error.write(text) } catch { errorWriteFailed = true }
    }

    /// Whether stderr is a terminal (progress bars, colour).
    static var errorIsTerminal: Bool { StandardStream.error.isTerminal }

    /// Whether stdout is a terminal.
    static var outputIsTerminal: Bool { StandardStream.output.isTerminal }

    /// Whether colour may be used on stdout: a terminal, and `NO_COLOR` unset or empty.
    static var useColor: Bool {
        outputIsTerminal && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Writes `text` to stdout.
    /// - Throws: ``FileError/io(path:reason:)`` when it cannot (exit 74).
    static func output(_ text: String) throws(FileError) {
        try StandardStream.output.write(text)
    }

    /// Writes `text` to stdout, or atomically to `path` when given (and not `-`).
    static func emit(_ text: String, to path: String?) throws(FileError) {
        if let path, path != "-" {
            try AtomicFileWriter.write(Array(text.utf8), to: path)
        } else {
            try output(text)
        }
    }
}

/// Ctrl-C, SIGTERM and SIGHUP: remove temporary files in flight, then exit 128 + the signal.
enum Interrupts {
    static func install() {
        // A parent may have started us with these signals blocked (the mask is inherited
        // through exec); unblock them so that they always reach the handler.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            Foundation.signal(signal) { signal in
                AtomicFileWriter.removeAllPending()
                _exit(128 + signal)
            }
        }
    }
}
