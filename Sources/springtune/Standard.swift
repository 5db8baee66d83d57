import Foundation
import SpringIO

/// The process's standard streams, and output to `-o FILE` or stdout.
enum Standard {
    /// Writes one line to stderr.
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Whether stderr is a terminal (progress bars, colour).
    static var errorIsTerminal: Bool { isatty(2) == 1 }

    /// Whether stdout is a terminal.
    static var outputIsTerminal: Bool { isatty(1) == 1 }

    /// Whether colour may be used on stdout: a terminal, and `NO_COLOR` unset or empty.
    static var useColor: Bool {
        outputIsTerminal && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Writes `text` to stdout, or atomically to `path` when given (and not `-`).
    static func emit(_ text: String, to path: String?) throws {
        if let path, path != "-" {
            try AtomicFileWriter.write(Array(text.utf8), to: path)
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}

/// Ctrl-C and SIGTERM: remove temporary files in flight, then exit 130/143.
enum Interrupts {
    static func install() {
        // A parent may have started us with these signals blocked (the mask is inherited
        // through exec); unblock them so Ctrl-C and SIGTERM always reach the handler.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        signal(SIGINT) { signal in
            AtomicFileWriter.removeAllPending()
            _exit(128 + signal)
        }
        signal(SIGTERM) { signal in
            AtomicFileWriter.removeAllPending()
            _exit(128 + signal)
        }
    }
}
