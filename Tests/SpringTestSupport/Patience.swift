#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// How long a test waits for something, bounded by the work of the process it waits on rather
/// than by the clock (issue 33: a suite must pass on one loaded core as on an idle machine).
///
/// A wait gives up in two cases only, neither of which a slow or loaded machine brings about:
/// - **Runaway work**: the process waited on (this one, for an in-process server; a child
///   otherwise) has used ``cpuSeconds`` of CPU since the wait began. CPU seconds measure work:
///   a loaded machine stretches the wall time a computation takes, not its CPU time.
/// - **A hang**: the process has made no progress for ``idleSeconds`` of wall time: its CPU
///   time grew by less than 1 % of the time that passed (``ProcessClock``). A process that
///   waits for the CPU on a loaded core still gets its share and progresses; one that is
///   blocked (a deadlock, a missed wake-up, a read nobody answers) or sleeps on a timer does
///   not. Where a test waits on a server's own timer (a 0.5 s header timeout), ``idleSeconds``
///   is a generous multiple of it.
///
/// Its own polling costs the waiting thread a few microseconds a wake-up, far below the 1 %.
/// Other tests running in the same process add CPU time and so only make a wait more patient.
public struct Patience: Sendable, CustomStringConvertible {
    /// The CPU seconds the watched process may use while the test waits.
    public var cpuSeconds: Double
    /// The wall seconds the watched process may go without progress while the test waits.
    public var idleSeconds: Double
    /// The watched process: `nil` for this one (an in-process server), else a child's id.
    public var processID: Int32?

    /// A patience of `cpuSeconds` CPU seconds and `idleSeconds` idle seconds of `processID`.
    public init(cpuSeconds: Double = 300, idleSeconds: Double = 60, processID: Int32? = nil) {
        self.cpuSeconds = cpuSeconds
        self.idleSeconds = idleSeconds
        self.processID = processID
    }

    /// 300 CPU seconds of work, or 60 s without progress, of this process.
    public static let standard = Patience()

    /// `300 CPU s of work or 60 s without progress (this process)`.
    public var description: String {
        "\(cpuSeconds) CPU s of work or \(idleSeconds) s without progress (\(processID.map { "process \($0)" } ?? "this process"))"
    }

    /// The same patience for process `pid`.
    public func watching(_ pid: Int32?) -> Patience {
        var copy = self
        copy.processID = pid
        return copy
    }

    /// A wait that starts now.
    public func start() -> Watch { Watch(patience: self) }

    /// One wait: the watched process's CPU time and the wall clock, sampled by ``isExhausted()``.
    public struct Watch: Sendable {
        let patience: Patience
        let startCPU: Double
        var markCPU: Double
        var markWall: Double
        /// The CPU seconds the watched process has used since the wait began (at the last sample).
        public private(set) var usedCPU = 0.0
        /// The wall seconds since its last progress (at the last sample).
        public private(set) var idle = 0.0

        init(patience: Patience) {
            self.patience = patience
            let cpu = ProcessClock.cpuSeconds(of: patience.processID) ?? 0
            startCPU = cpu
            markCPU = cpu
            markWall = ProcessClock.wallSeconds()
        }

        /// Whether the process had exited (or was a zombie, not yet reaped) at the last sample.
        public private(set) var isGone = false

        /// Samples the process (one `clock_gettime`, or one read of `/proc/PID/stat`): whether
        /// patience has run out. A process that has exited makes no more progress: it runs out
        /// ``Patience/idleSeconds`` after its last (time enough for whoever reaps it to notice).
        public mutating func isExhausted() -> Bool {
            let sample = ProcessClock.cpuSeconds(of: patience.processID)
            isGone = sample == nil
            let cpu = sample ?? markCPU
            let wall = ProcessClock.wallSeconds()
            usedCPU = cpu - startCPU
            if cpu - markCPU >= 0.01 * (wall - markWall) + 0.001 {
                markCPU = cpu
                markWall = wall
            }
            idle = wall - markWall
            return usedCPU >= patience.cpuSeconds || idle >= patience.idleSeconds
        }

        /// What was used: `after 0.02 CPU s, 60.1 s without progress`.
        public var account: String {
            "after \(String(format: "%.2f", usedCPU)) CPU s of work and \(String(format: "%.1f", idle)) s without progress (patience: \(patience))"
        }
    }

    /// Evaluates `condition` every `interval` seconds until it holds (true) or patience runs
    /// out (false, after one last look).
    public func wait(polling interval: Double = 0.01, until condition: () throws -> Bool) rethrows -> Bool {
        var watch = start()
        while true {
            if try condition() { return true }
            if watch.isExhausted() { return try condition() }
            usleep(useconds_t(interval * 1e6))
        }
    }
}

/// The clocks ``Patience`` reads.
public enum ProcessClock {
    /// CPU seconds (user + system) that process `pid` has used, or this process for `nil`;
    /// `nil` when the process no longer exists. Linux reads `/proc/PID/stat` (clock ticks,
    /// 10 ms); elsewhere another process's CPU time is not available and its wall time stands for it.
    public static func cpuSeconds(of pid: Int32?) -> Double? {
        guard let pid else {
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields 3 (state), 14 and 15 (utime, stime) of the line are 1, 12 and 13 after the name.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, fields[0] != "Z", let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        #else
        return kill(pid, 0) == 0 ? wallSeconds() : nil
        #endif
    }

    /// Monotonic wall-clock seconds.
    public static func wallSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
