import SpringTestSupport
import Foundation
import SpringKit
import SpringTuning
import Testing
@testable import springtune

/// sweep --heatmap-region from the command line (the cells themselves: SpringPlotTests/SweepHeatmapTests).
@Suite struct HeatmapRegionCommandTests {
    @Test func theCommandDrawsItAndRefusesMisuse() throws {
        let dir = try CLI.temporaryDirectory()
        let ok = try CLI.run(["sweep", "--param", "k=50...1000:log:40", "--param", "c=2...60:40", "--metrics", "settlingTime",
                              "--heatmap", "h.png", "--heatmap-region", "settlingTime<0.5 && overshootPercent<5", "--quiet",
                              "-o", "rows.csv"], in: dir)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("h.png").path))
        let noHeatmap = try CLI.run(["sweep", "--param", "k=50...100:3", "--param", "c=2...6:3", "--heatmap-region", "settlingTime<1"], in: dir)
        #expect(noHeatmap.status == 64)
        let unknown = try CLI.run(["sweep", "--param", "k=50...100:3", "--param", "c=2...6:3", "--heatmap", "x.png",
                                   "--heatmap-region", "wobble<1"], in: dir)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("wobble"))
    }
}
