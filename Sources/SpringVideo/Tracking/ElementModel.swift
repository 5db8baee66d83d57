/// The element against its backdrop, learned from the still frames at the start and at the end:
/// each pixel's background, the element's colour, and the colour axis along which a pixel's
/// value says how much of it the element covers.
///
/// Model: a pixel shows `m·e + (1 − m)·b` for coverage `m` (anti-aliasing, motion blur and
/// opacity blend linearly), so `m = ⟨F − b, e − b⟩ / |e − b|²`. The background `b` of a pixel is
/// the start frame's where the element is not there at the start, else the end frame's, else
/// (covered in both) the backdrop's colour; a backdrop that changes uniformly (a dimming layer
/// that fades) is followed by the change of the region border's median colour.
struct ElementModel: Sendable {
    let region: RegionImage
    /// Each pixel's background (RGB), at the start's backdrop colour.
    let background: [Float]
    /// The backdrop's colour at the start (median of the region's border).
    let backdrop: SIMD3<Float>
    /// The element's colour.
    let element: SIMD3<Float>
    /// Coverage below this is taken as noise (0): four times the noise's spread along the
    /// colour axis, at least 0.04.
    let deadZone: Float

    /// Learns the model from the start and end still frames (averaged) and the noise (per
    /// channel standard deviation).
    /// - Throws: ``VideoError/untrackable(reason:)`` when nothing differs between the two
    ///   still frames or the element hardly differs from its backdrop.
    init(region: RegionImage, start: [Float], end: [Float], noise: Double) throws(VideoError) {
        self.region = region
        let n = region.count
        let backdropStart = region.borderMedian(start), backdropEnd = region.borderMedian(end)
        let threshold = Float(max(36, 12 * noise))
        var differs = [Bool](repeating: false, count: n)
        var candidates: [[Float]] = [[], [], []]
        for p in 0..<n {
            let s = SIMD3(start[3 * p], start[3 * p + 1], start[3 * p + 2])
            let e = SIMD3(end[3 * p], end[3 * p + 1], end[3 * p + 2])
            // Against each frame's own backdrop, so a backdrop that changed is not the element.
            let fs = s - backdropStart, fe = e - backdropEnd
            let d = fs - fe
            guard abs(d.x) + abs(d.y) + abs(d.z) > threshold else { continue }
            differs[p] = true
            let pick = (fs * fs).sum() >= (fe * fe).sum() ? s : e
            for c in 0..<3 { candidates[c].append(pick[c]) }
        }
        guard candidates[0].count >= 2 else {
            throw .untrackable(reason: "nothing differs between the still frames at the start and at the end (the element ends where it started, or does not move)")
        }
        var element = SIMD3<Float>()
        for c in 0..<3 {
            let sorted = candidates[c].sorted()
            element[c] = sorted[sorted.count / 2]
        }
        let axis = element - backdropStart
        let contrast = (axis * axis).sum().squareRoot()
        guard contrast >= 24 else {
            throw .untrackable(reason: "the element hardly differs from its backdrop (colour distance \(Int(contrast.rounded())) of 441; at least 24 is needed)")
        }
        func coverage(_ image: [Float], backdrop: SIMD3<Float>) -> [Float] {
            let axis = element - backdrop
            let norm = max((axis * axis).sum(), 1)
            return (0..<n).map { p in
                (SIMD3(image[3 * p], image[3 * p + 1], image[3 * p + 2]) - backdrop).dot(axis) / norm
            }
        }
        let startCoverage = coverage(start, backdrop: backdropStart), endCoverage = coverage(end, backdrop: backdropEnd)
        // Seeds next to the pixels that differ: an element that grows in place covers none of
        // them at the start, but borders them.
        let seeds = region.dilated(differs, radius: 1)
        let deadZone = max(0.04, Float(4 * noise) / contrast)
        // The element's support: its core (covered more than half), grown through every pixel
        // it shades above the noise (anti-aliased edges, a shadow moving with it).
        let atStart = region.connected(startCoverage.map { $0 > deadZone },
                                       seeds: region.connected(startCoverage.map { $0 > 0.5 }, seeds: seeds))
        let atEnd = region.connected(endCoverage.map { $0 > deadZone },
                                     seeds: region.connected(endCoverage.map { $0 > 0.5 }, seeds: seeds))
        let nearStart = region.dilated(atStart, radius: 2), nearEnd = region.dilated(atEnd, radius: 2)
        var background = start
        let shift = backdropStart - backdropEnd
        for p in 0..<n where nearStart[p] {
            for c in 0..<3 {
                background[3 * p + c] = nearEnd[p] ? backdropStart[c] : end[3 * p + c] + shift[c]
            }
        }
        self.background = background
        self.backdrop = backdropStart
        self.element = element
        self.deadZone = deadZone
    }

    /// The moments of the element's coverage in `image` (the region's RGB floats), and its
    /// change against `previous` coverage, which it replaces.
    /// - Returns: `nil` when the backdrop has come within a tenth of the element's colour
    ///   distance of the element (coverage cannot be read).
    func moments(of image: [Float], previous: inout [Float]) -> FrameMoments? {
        let backdropNow = region.borderMedian(image)
        let shift = backdropNow - backdrop
        let axis = element - backdrop
        let denominator = (element - backdropNow).dot(axis)
        guard denominator > 0.1 * (axis * axis).sum() else { return nil }
        var out = FrameMoments()
        let width = region.width
        let firstFrame = previous.isEmpty
        if firstFrame { previous = [Float](repeating: 0, count: region.count) }
        image.withUnsafeBufferPointer { image in
            background.withUnsafeBufferPointer { background in
                previous.withUnsafeMutableBufferPointer { previous in
                    for p in 0..<region.count {
                        let i = 3 * p
                        let d0 = image[i] - background[i] - shift.x
                        let d1 = image[i + 1] - background[i + 1] - shift.y
                        let d2 = image[i + 2] - background[i + 2] - shift.z
                        var m = (d0 * axis.x + d1 * axis.y + d2 * axis.z) / denominator
                        if abs(m) < deadZone { m = 0 }
                        m = min(max(m, -0.25), 1.25)
                        out.change += Double(abs(m - previous[p]))
                        previous[p] = m
                        guard m != 0 else { continue }
                        let row = p / width, column = p - row * width
                        let x = Double(column) + 0.5, y = Double(row) + 0.5, w = Double(m)
                        out.area += w
                        out.sumX += w * x
                        out.sumY += w * y
                        out.sumXX += w * x * x
                        out.sumYY += w * y * y
                        if m > 0.5 {
                            out.minX = min(out.minX, column); out.maxX = max(out.maxX, column)
                            out.minY = min(out.minY, row); out.maxY = max(out.maxY, row)
                        }
                    }
                }
            }
        }
        if firstFrame { out.change = 0 }
        return out
    }
}

extension SIMD3 where Scalar == Float {
    func dot(_ other: Self) -> Float { (self * other).sum() }
}
