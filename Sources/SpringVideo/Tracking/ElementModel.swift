/// The element against its backdrop, learned from the still frames at the start and at the end:
/// each pixel's background, the element's colour, and the colour axis along which a pixel's
/// value says how much of it the element covers.
///
/// Model: a pixel shows `m·e + (1 − m)·b` for coverage `m` (anti-aliasing, motion blur and
/// opacity blend linearly), so `m = ⟨F − b, e − b⟩ / |e − b|²`.
///
/// The background of a pixel at the start, `b₀`, is the start frame's where the element is not
/// there at the start, else the end frame's less the backdrop's change, else (covered in both)
/// the backdrop's colour; its background at the end, `b₁`, likewise. In between it is
/// `b₀ + λ(t)·(b₁ − b₀)`: a dimming layer fading in blends every pixel under it towards its
/// colour by the same share, and a pixel it does not cover (a status bar above it) has
/// `b₁ = b₀`. The progress λ of each frame is the median over the region's border pixels that
/// change of their own progress `⟨F − b₀, b₁ − b₀⟩ / |b₁ − b₀|²`.
///
/// The element's pixels are those that differ between the start and end still frames both as
/// they are (so not a pixel that stays) and after the backdrop's change (the change of the
/// border's median colour, so not the backdrop fading).
struct ElementModel: Sendable {
    let region: RegionImage
    /// Each pixel's background (RGB) at the start, `b₀`.
    let background: [Float]
    /// Each pixel's background change from the start to the end, `b₁ − b₀`.
    let fade: [Float]
    /// The pixels whose progress λ is read: the border's pixels whose background changes
    /// (none when fewer than a quarter of the border's do: the backdrop does not fade).
    let fading: [Int]
    /// The backdrop's colour at the start and its change by the end (medians of the region's border).
    let backdrop: SIMD3<Float>, backdropChange: SIMD3<Float>
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
            // Against each frame's own backdrop, so a backdrop that changed is not the element,
            // and as they are, so a pixel that stays (a status bar the backdrop's fade leaves) is not.
            let fs = s - backdropStart, fe = e - backdropEnd
            let d = fs - fe, raw = s - e
            guard abs(d.x) + abs(d.y) + abs(d.z) > threshold, abs(raw.x) + abs(raw.y) + abs(raw.z) > threshold else { continue }
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
        // them at the start, but borders them. Specks that differ by the codec's noise (ringing
        // around a status bar's text) seed nothing: only clusters of at least a twentieth of the
        // largest.
        let seeds = region.dilated(region.largeComponents(differs, share: 0.05), radius: 1)
        let deadZone = max(0.04, Float(4 * noise) / contrast)
        // The element's support: its core (covered more than half), grown through every pixel
        // it shades above the noise (anti-aliased edges, a shadow moving with it).
        let atStart = region.connected(startCoverage.map { $0 > deadZone },
                                       seeds: region.connected(startCoverage.map { $0 > 0.5 }, seeds: seeds))
        let atEnd = region.connected(endCoverage.map { $0 > deadZone },
                                     seeds: region.connected(endCoverage.map { $0 > 0.5 }, seeds: seeds))
        let nearStart = region.dilated(atStart, radius: 2), nearEnd = region.dilated(atEnd, radius: 2)
        var background = start, backgroundEnd = end
        let change = backdropEnd - backdropStart
        for p in 0..<n where nearStart[p] || nearEnd[p] {
            for c in 0..<3 {
                if nearStart[p] { background[3 * p + c] = nearEnd[p] ? backdropStart[c] : end[3 * p + c] - change[c] }
                if nearEnd[p] { backgroundEnd[3 * p + c] = nearStart[p] ? backdropEnd[c] : start[3 * p + c] + change[c] }
            }
        }
        // A pixel fades when its background changes by more than 12 levels summed over R, G, B
        // (less is the codec's noise, and stays); the backdrop fades when a quarter of the
        // region's border does.
        var fade = zip(backgroundEnd, background).map { $0 - $1 }
        for p in 0..<n where abs(fade[3 * p]) + abs(fade[3 * p + 1]) + abs(fade[3 * p + 2]) <= 12 {
            fade[3 * p] = 0; fade[3 * p + 1] = 0; fade[3 * p + 2] = 0
        }
        let border = region.borderPixels
        let fading = border.filter { fade[3 * $0] != 0 || fade[3 * $0 + 1] != 0 || fade[3 * $0 + 2] != 0 }
        let fades = !fading.isEmpty && 4 * fading.count >= border.count
        self.fade = fades ? fade : fade.map { _ in 0 }
        self.fading = fades ? fading : []
        self.background = background
        self.backdrop = backdropStart
        self.backdropChange = change
        self.element = element
        self.deadZone = deadZone
    }

    /// The moments of the element's coverage in `image` (the region's RGB floats), and its
    /// change against `previous` coverage, which it replaces.
    /// - Returns: `nil` when the backdrop has come within a tenth of the element's colour
    ///   distance of the element (coverage cannot be read).
    func moments(of image: [Float], previous: inout [Float]) -> FrameMoments? {
        let progress = self.progress(of: image)
        let backdropNow = backdrop + progress * backdropChange
        let axis = element - backdrop
        let denominator = (element - backdropNow).dot(axis)
        guard denominator > 0.1 * (axis * axis).sum() else { return nil }
        var out = FrameMoments()
        let width = region.width
        let firstFrame = previous.isEmpty
        if firstFrame { previous = [Float](repeating: 0, count: region.count) }
        image.withUnsafeBufferPointer { image in
            background.withUnsafeBufferPointer { background in
              fade.withUnsafeBufferPointer { fade in
                previous.withUnsafeMutableBufferPointer { previous in
                    for p in 0..<region.count {
                        let i = 3 * p
                        let d0 = image[i] - background[i] - progress * fade[i]
                        let d1 = image[i + 1] - background[i + 1] - progress * fade[i + 1]
                        let d2 = image[i + 2] - background[i + 2] - progress * fade[i + 2]
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
        }
        if firstFrame { out.change = 0 }
        return out
    }
}

extension ElementModel {
    /// The backdrop's fade progress λ in `image`: 0 at the start, 1 at the end (see the model),
    /// within [−1, 2].
    func progress(of image: [Float]) -> Float {
        guard !fading.isEmpty else { return 0 }
        let shares = fading.map { p -> Float in
            var along: Float = 0, norm: Float = 0
            for c in 0..<3 {
                along += (image[3 * p + c] - background[3 * p + c]) * fade[3 * p + c]
                norm += fade[3 * p + c] * fade[3 * p + c]
            }
            return along / norm
        }.sorted()
        return min(max(shares[shares.count / 2], -1), 2)
    }
}

extension SIMD3 where Scalar == Float {
    func dot(_ other: Self) -> Float { (self * other).sum() }
}
