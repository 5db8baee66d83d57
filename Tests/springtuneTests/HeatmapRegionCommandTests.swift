import SpringTestSupport
import Foundation
import SpringKit
import SpringTuning
import Testing
@testable import springtune

/// sweep --heatmap-region from the command line draws the file (the cells themselves:
/// SpringPlotTests/SweepHeatmapTests; its refusals: SpringRequestsTests/SweepRequestTests).
@Suite struct HeatmapRegionCommandTests {
    @Test func theCommandDrawsIt() throws {
        let dir = try CLI.temporaryDirectory()
        let ok = try CLI.run(["sweep", "--param", "k=50...1000:log:40", "--param", "c=2...60:40", "--metrics", "settlingTime",
                              "--heatmap", "h.png", "--heatmap-region", "settlingTime<0.5 && overshootPercent<5", "--quiet",
                              "-o", "rows.csv"], in: dir)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("h.png").path))
    }
}
