import Foundation

extension CLI {
    /// A finished (or stopped) run with the peak resident memory the child reached.
    public struct MeasuredResult: Sendable {
        /// Status, stdout and stderr, as ``CLI/run(_:in:environment:program:)`` gives them.
        public var result: Result
        /// The child's peak resident set (`VmHWM` of `/proc/PID/status`, sampled every 10 ms), in KiB.
        public var peakKiB: Int
        /// Whether the child was killed for running past the time limit or the memory cap.
        public var stopped: Bool
        /// The CPU seconds (user + system) the child had used at the last sample (every 10 ms
        /// while it ran): its work, which a loaded machine does not change.
        public var cpuSeconds: Double
    }

    /// Runs `springtune arguments…` (or `program`) like ``run(_:in:environment:program:)``, sampling
    /// the child's peak resident memory and CPU time, and kills it (SIGKILL) when it has used
    /// `timeLimit` CPU seconds, or gone `timeLimit` seconds without progress (blocked: no CPU
    /// time, ``Patience``), or its resident memory passes `memoryCapKiB`, so that a test of a
    /// defect that makes memory or work grow, or blocks, fails quickly instead of exhausting the
    /// machine, and a loaded machine (which slows the child, never idles it) stops nothing.
    /// stdin is `/dev/null`.
    public static func runMeasuringMemory(_ arguments: [String], in directory: URL? = nil,
                                          environment: [String: String] = [:], program: URL? = nil,
                                          timeLimit: Double = 20, memoryCapKiB: Int = 600_000) throws -> MeasuredResult {
        let (process, out, err) = try launch(arguments, in: directory, environment: environment, program: program)
        final class Box: @unchecked Sendable { var data = Data() }
        let outBox = Box(), errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { outBox.data = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { errBox.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let pid = process.processIdentifier
        var watch = Patience(cpuSeconds: timeLimit, idleSeconds: timeLimit, processID: pid).start()
        let startCPU = ProcessClock.cpuSeconds(of: pid) ?? 0
        var cpu = 0.0
        var peak = 0
        var stopped = false
        while process.isRunning {
            if let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
               let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
               let kib = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") {
                peak = max(peak, kib)
            }
            if let used = ProcessClock.cpuSeconds(of: pid) { cpu = used - startCPU }
            if !stopped, peak > memoryCapKiB || (watch.isExhausted() && !watch.isGone) {
                kill(pid, SIGKILL)
                stopped = true
            }
            usleep(10_000)
        }
        group.wait()
        process.waitUntilExit()
        let result = Result(status: process.terminationStatus,
                            stdout: String(decoding: outBox.data, as: UTF8.self),
                            stderr: String(decoding: errBox.data, as: UTF8.self))
        return MeasuredResult(result: result, peakKiB: peak, stopped: stopped, cpuSeconds: cpu)
    }
}
