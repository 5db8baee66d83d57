import Testing
import Foundation
@testable import SpringPlot

/// The same plot gives the same bytes in separate processes.
///
/// The test re-runs this test binary twice with `--filter` set to
/// ``renderForDeterminismCheck()``, which renders when `SPRINGPLOT_RENDER_TO`
/// is set. The second child first renders a few other plots, so cairo's
/// process-wide surface counter differs between the two: the SVGs still match
/// byte for byte, because SpringPlot renumbers cairo's `surfaceN` ids per
/// document (that is the only normalisation, and it is done by the library
/// itself, not by this test). PNG and PDF are compared as they are.
@Suite struct DeterminismTests {
    static let outputVariable = "SPRINGPLOT_RENDER_TO"
    static let warmUpVariable = "SPRINGPLOT_WARM_UP"

    /// Runs in the child processes only (a no-op in a normal test run).
    @Test func renderForDeterminismCheck() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let output = environment[Self.outputVariable] else { return }
        let warmUps = Int(environment[Self.warmUpVariable] ?? "0") ?? 0
        for _ in 0..<warmUps { _ = try PlotFixtures.twoSprings.render(format: .png) }
        var plot = PlotFixtures.twoSprings
        plot.scale = 2
        try plot.write(to: URL(fileURLWithPath: output))
    }

    @Test(arguments: ["svg", "png", "pdf"])
    func separateProcessesWriteIdenticalBytes(format: String) throws {
        let directory = try PlotFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var outputs: [[UInt8]] = []
        for (run, warmUps) in [0, 3].enumerated() {
            let target = directory.appendingPathComponent("run\(run).\(format)")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["--testing-library", "swift-testing", "--filter", "renderForDeterminismCheck"]
            var environment = ProcessInfo.processInfo.environment
            environment[Self.outputVariable] = target.path
            environment[Self.warmUpVariable] = String(warmUps)
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            outputs.append(Array(try Data(contentsOf: target)))
        }
        try #require(outputs.count == 2)
        #expect(!outputs[0].isEmpty)
        #expect(outputs[0] == outputs[1], "\(format) differs between processes")
    }
}
