import SpringTestSupport
import Foundation
import Testing

/// The same plot command writes the same bytes in separate processes (SVG, PNG and PDF).
@Suite struct PlotDeterminismTests {
    @Test(arguments: ["svg", "png", "pdf"])
    func separateProcessesWriteIdenticalBytes(_ format: String) throws {
        let dir = try CLI.temporaryDirectory()
        var outputs: [Data] = []
        for run in 0..<2 {
            let result = try CLI.run(["plot", "--spring", "k=300,c=10", "--spring", "swiftui:duration=0.5,bounce=0.3",
                                      "--solver", "rk4", "--dt", "0.03", "--show-velocity", "--scale", "2",
                                      "-o", "run\(run).\(format)"], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(try Data(contentsOf: dir.appendingPathComponent("run\(run).\(format)")))
        }
        #expect(!outputs[0].isEmpty)
        #expect(outputs[0] == outputs[1], "\(format) differs between processes")
    }
}
