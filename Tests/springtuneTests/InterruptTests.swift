import SpringTestSupport
import Foundation
import Testing

/// Nothing lost: Ctrl-C in the middle of a sweep written with -o leaves the earlier file intact
/// and no temporary file behind.
@Suite struct InterruptTests {
    @Test func interruptedSweepLeavesTheEarlierFileAndNoTemporary() throws {
        let dir = try CLI.temporaryDirectory()
        let target = dir.appendingPathComponent("rows.csv")
        try Data("earlier contents\n".utf8).write(to: target)
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["sweep", "--param", "stiffness=1...1000:5000", "--param", "damping=1...60:5000",
                             "--quiet", "-o", target.path]
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the sweep is writing its temporary file (bounded by the sweep's work, not
        // the clock), then interrupt it.
        func temporaries() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        }
        _ = try Patience(cpuSeconds: 20, idleSeconds: 10, processID: process.processIdentifier)
            .wait { try !temporaries().isEmpty || !process.isRunning }
        #expect(process.isRunning, "the 25-million-row sweep ended before it could be interrupted")
        #expect(try !temporaries().isEmpty)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(try String(contentsOf: target, encoding: .utf8) == "earlier contents\n")
        #expect(try temporaries().isEmpty)
    }
}
