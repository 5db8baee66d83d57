/// The tracker's first pass over a recording (``MotionTracker``): the frames' times, the
/// averaged still frames at the start and the end, the noise between still frames, and the
/// region to track.
struct Survey {
    let info: VideoInfo
    let times: [Double]
    /// The region tracked, in working pixels.
    let region: RegionImage
    /// The region's pixels averaged over the still frames at the start, and their count.
    let first: [Float], firstCount: Int
    /// The same over the still frames at the end.
    let last: [Float], lastCount: Int
    /// The per-channel standard deviation between still frames (at least 0.5).
    let noise: Double
    /// Whether more than half the frame changes at some time (a backdrop that changes).
    let backdropChanges: Bool

    /// The most still frames averaged at each end.
    static let stillFrames = 16

    init(source: VideoSource, region given: PixelRegion?, limits: VideoLimits) throws(VideoError) {
        let reader = try VideoReader(source, limits: limits)
        let info = reader.info
        let width = info.workingWidth, height = info.workingHeight
        var crop = RegionImage(x: 0, y: 0, width: width, height: height)
        if let given {
            let scale = info.pixelScale
            guard given.width > 0, given.height > 0, given.x >= 0, given.y >= 0,
                  given.x + given.width <= info.width, given.y + given.height <= info.height else {
                throw .invalid(setting: .region, value: given.description,
                               allowed: "must lie within the \(info.width)×\(info.height) frame with a width and height > 0")
            }
            let x0 = Int((Double(given.x) / scale.x).rounded(.down)), y0 = Int((Double(given.y) / scale.y).rounded(.down))
            let x1 = min(width, Int((Double(given.x + given.width) / scale.x).rounded(.up)))
            let y1 = min(height, Int((Double(given.y + given.height) / scale.y).rounded(.up)))
            guard x1 - x0 >= 4, y1 - y0 >= 4 else {
                throw .invalid(setting: .region, value: given.description, allowed: "must be at least 4 pixels wide and high at the working resolution")
            }
            crop = RegionImage(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        let count = crop.count
        let tolerance = max(2, Int(Double(count) * MotionTracker.stillShare))
        var times: [Double] = []
        var firstFrame: [Float]? = nil
        var firstSum = [Float](repeating: 0, count: count * 3), firstCount = 0, leading = true
        var noiseSum = 0.0, noiseCount = 0
        var recent: [[Float]] = []
        var everChanged = [Bool](repeating: false, count: count)
        while let frame = try reader.next() {
            times.append(frame.time)
            let pixels = crop.floats(of: frame)
            if let firstFrame {
                let changed = Self.compare(pixels, firstFrame, everChanged: &everChanged)
                if leading && changed <= tolerance {
                    if firstCount < Self.stillFrames {
                        for i in 0..<(count * 3) { firstSum[i] += pixels[i] }
                        firstCount += 1
                        noiseSum += Self.meanAbsoluteDifference(pixels, firstFrame)
                        noiseCount += 1
                    }
                } else {
                    leading = false
                }
            } else {
                firstFrame = pixels
                firstSum = pixels
                firstCount = 1
            }
            recent.append(pixels)
            if recent.count > Self.stillFrames { recent.removeFirst() }
        }
        guard let final = recent.last else { throw .decoding(path: info.path, reason: "no frame decodes") }
        var lastSum = final, lastCount = 1
        for frame in recent.dropLast().reversed() {
            var unused = [Bool](repeating: false, count: count)
            guard Self.compare(frame, final, everChanged: &unused) <= tolerance else { break }
            for i in 0..<(count * 3) { lastSum[i] += frame[i] }
            lastCount += 1
            if noiseCount == 0 { noiseSum += Self.meanAbsoluteDifference(frame, final); noiseCount += 1 }
        }
        guard times.count >= 8 else {
            throw .untrackable(reason: "the recording has \(times.count) frames between the start and end times (at least 8 are needed)")
        }
        guard lastCount >= 2 else {
            throw .untrackable(reason: "the picture still changes in the last frames: the recording must go on until the element is at rest")
        }
        let first = firstSum.map { $0 / Float(firstCount) }, last = lastSum.map { $0 / Float(lastCount) }
        // Mean |difference| of two frames with noise σ each is 2σ/√π.
        let noise = max(0.5, noiseCount > 0 ? noiseSum / Double(noiseCount) * Double.pi.squareRoot() / 2 : 0.5)
        let changedCount = everChanged.filter { $0 }.count
        backdropChanges = changedCount > count / 2
        if given == nil {
            var mask = everChanged
            var margin = 4
            if backdropChanges {
                // The pixels that differ between start and end, with half their size around them:
                // against each frame's own backdrop (the frame border's median colour), so not the
                // backdrop fading, and as they are, so not a part the fade leaves (a status bar).
                let threshold = Float(MotionTracker.changeThreshold)
                let shift = crop.borderMedian(first) - crop.borderMedian(last)
                for p in 0..<count {
                    var shifted: Float = 0, raw: Float = 0
                    for c in 0..<3 {
                        shifted += abs(first[3 * p + c] - last[3 * p + c] - shift[c])
                        raw += abs(first[3 * p + c] - last[3 * p + c])
                    }
                    mask[p] = shifted > threshold && raw > threshold
                }
                margin = -1
            }
            var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
            for p in 0..<count where mask[p] {
                let row = p / crop.width, column = p % crop.width
                minX = min(minX, column); maxX = max(maxX, column); minY = min(minY, row); maxY = max(maxY, row)
            }
            guard minX <= maxX else { throw .untrackable(reason: "nothing moves in the recording") }
            if margin < 0 { margin = max(4, max(maxX - minX, maxY - minY) / 2) }
            let x0 = max(0, minX - margin), y0 = max(0, minY - margin)
            let x1 = min(crop.width - 1, maxX + margin), y1 = min(crop.height - 1, maxY + margin)
            let region = RegionImage(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
            self.first = Self.cropped(first, from: crop, to: region)
            self.last = Self.cropped(last, from: crop, to: region)
            self.region = region
        } else {
            self.first = first
            self.last = last
            self.region = crop
        }
        self.info = info
        self.times = times
        self.firstCount = firstCount
        self.lastCount = lastCount
        self.noise = noise
    }

    /// The pixels of `a` that differ from `b` by more than the change threshold, counted, and
    /// marked in `everChanged`.
    static func compare(_ a: [Float], _ b: [Float], everChanged: inout [Bool]) -> Int {
        var changed = 0
        let threshold = Float(MotionTracker.changeThreshold)
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                everChanged.withUnsafeMutableBufferPointer { marks in
                    for p in 0..<marks.count {
                        let i = 3 * p
                        if abs(a[i] - b[i]) + abs(a[i + 1] - b[i + 1]) + abs(a[i + 2] - b[i + 2]) > threshold {
                            changed += 1
                            marks[p] = true
                        }
                    }
                }
            }
        }
        return changed
    }

    static func meanAbsoluteDifference(_ a: [Float], _ b: [Float]) -> Double {
        var sum = 0.0
        for i in a.indices { sum += Double(abs(a[i] - b[i])) }
        return sum / Double(max(a.count, 1))
    }

    /// The pixels of `image` (covering `from`) inside `to` (relative to `from`'s corner).
    static func cropped(_ image: [Float], from: RegionImage, to: RegionImage) -> [Float] {
        var out: [Float] = []
        out.reserveCapacity(to.count * 3)
        for row in 0..<to.height {
            let start = ((to.y + row) * from.width + to.x) * 3
            out.append(contentsOf: image[start..<(start + to.width * 3)])
        }
        return out
    }
}
