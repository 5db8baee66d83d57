import SpringKit

/// Viridis, the perceptually uniform, colour-blind-safe map of matplotlib,
/// as 16 anchors interpolated linearly.
enum ColorMap {
    static let viridisAnchors: [UInt32] = [
        0x440154, 0x481A6C, 0x472F7D, 0x414487, 0x39568C, 0x31688E, 0x2A788E, 0x23888E,
        0x1F988B, 0x22A884, 0x35B779, 0x54C568, 0x7AD151, 0xA5DB36, 0xD2E21B, 0xFDE725,
    ]

    /// The colour at `t` in 0…1 (clamped); NaN gives nil.
    static func viridis(_ t: Double) -> PlotColor? {
        guard !t.isNaN else { return nil }
        let clamped = min(1, max(0, t))
        let position = clamped * Double(viridisAnchors.count - 1)
        let index = min(viridisAnchors.count - 2, Int(position))
        let fraction = position - Double(index)
        return PlotColor(hex: viridisAnchors[index]).mixed(with: PlotColor(hex: viridisAnchors[index + 1]), fraction)
    }

    /// Gradient stops for the colour bar.
    static var viridisStops: [(Double, PlotColor)] {
        viridisAnchors.enumerated().map { (Double($0.offset) / Double(viridisAnchors.count - 1), PlotColor(hex: $0.element)) }
    }
}
