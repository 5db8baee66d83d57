#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SpringTestSupport

/// Runs the built `springtune` as a child with `posix_spawn` and reaps it with `wait4`, which
/// reports that one child's peak resident memory (`Process` cannot).
enum ChildProcess {
    /// A finished child: its exit status and peak resident set size in bytes.
    struct Usage {
        var status: Int32
        var maximumResidentBytes: Int
    }

    /// Runs `springtune arguments…` with stdin, stdout and stderr on /dev/null.
    static func run(_ arguments: [String]) throws -> Usage {
        let program = CLI.executable.path
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, envp)
        guard spawned == 0 else { throw CocoaError(.fileReadUnknown, userInfo: ["errno": spawned]) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw CocoaError(.fileReadUnknown, userInfo: ["errno": errno]) }
        }
        let exited = status & 0x7F == 0
        #if os(Linux)
        let bytes = Int(usage.ru_maxrss) * 1024 // kilobytes on Linux
        #else
        let bytes = Int(usage.ru_maxrss) // bytes on macOS
        #endif
        return Usage(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), maximumResidentBytes: bytes)
    }
}
