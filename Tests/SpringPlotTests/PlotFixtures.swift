import Foundation
import SpringKit
@testable import SpringPlot

/// Shared plots and helpers for the SpringPlot tests.
enum PlotFixtures {
    static func response(stiffness: Double, damping: Double) -> SpringResponse {
        // Valid constants: a failure here is a test bug.
        SpringResponse(spring: try! Spring(mass: 1, stiffness: stiffness, damping: damping))
    }

    /// Two underdamped springs, one with an overlay, velocity panel on.
    static var twoSprings: ResponsePlot {
        let bouncy = response(stiffness: 157.9, damping: 17.6)
        let snappy = response(stiffness: 300, damping: 30)
        let times = stride(from: 0.0, through: 1.0, by: 1.0 / 60).map { $0 }
        let overlay = try! ResponsePlot.Overlay(label: "60 fps", times: times,
                                               positions: times.map { bouncy.position(at: $0) })
        return ResponsePlot(series: [.init(label: "bouncy", response: bouncy, overlays: [overlay]),
                                     .init(label: "snappy", response: snappy)],
                            title: "Two springs", showsVelocity: true)
    }

    /// A fresh empty directory under the temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("springplot-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The PNG's IHDR width and height.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature,
              Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }
}
