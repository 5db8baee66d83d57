#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few C library calls the tool's commands need, in one place, so that no command
/// imports `Glibc`, `Musl` or `Darwin` itself (as swift-system wraps them: Swift types in,
/// Swift types out).
public enum Platform {
    /// Ends the process with `status` at once (C `exit`: stdio flushed, no Swift cleanup).
    public static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #elseif canImport(Darwin)
        Darwin.exit(status)
        #endif
    }

    /// The number of processors online (at least 1).
    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// The process's soft limit on open files (`getrlimit(RLIMIT_NOFILE)`), `nil` when
    /// unlimited or unknown.
    public static var openFileLimit: Int? {
        var limit = rlimit()
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
    }

    /// The system's text for the error number `code`, lower-cased (`no such file or directory`).
    public static func reason(forError code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
