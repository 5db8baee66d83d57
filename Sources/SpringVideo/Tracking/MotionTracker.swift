import Foundation
import SpringKit

/// Reads how an element moves in a recording: two streamed passes over the frames.
///
/// 1. **Survey**: the frames' times, the still frames at the start (those equal to the first,
///    up to 16, averaged) and at the end (the last frames equal to the last, up to 16,
///    averaged), the noise between still frames, and which pixels ever change (the default
///    region: their bounding box with a 4-pixel margin, or when more than half the frame
///    changes, as under a fading backdrop, the pixels that differ between the start and the
///    end, with half their size as margin).
/// 2. **Track**: each frame's coverage of the element (``ElementModel``) and its image
///    moments: centroid (x, y, position along the path), second moments (width, height),
///    area (scale, opacity). Moments are sub-pixel: an edge that covers 30 % of a pixel
///    counts 0.3. When the element is cut by the region's edge (entering from off-screen),
///    its centre is its far edge (from the cut part's moments) less half its size in the
///    last frames.
///
/// The frames' times are the container's timestamps, or the regular clock they are the
/// rounding of (``FrameClock``).
///
/// Frames that repeat the previous one during the motion (a 60 fps recording of 30 Hz
/// drawing) are dropped, keeping the first time each picture was shown.
///
/// Refused (``VideoError/untrackable(reason:)``): a recording still changing in its last
/// frames, nothing differing between start and end, an element too close to its backdrop's
/// colour, a property that does not change, an element that leaves the frame.
///
/// Cost: decoding the recording twice; per frame O(region pixels). Memory: a few frames of
/// the region, whatever the length.
public struct MotionTracker: Sendable {
    /// The property read (``TrackedProperty/auto`` chooses).
    public var property: TrackedProperty
    /// The region tracked, in the recording's pixels (`nil`: the region that changes).
    public var region: PixelRegion?
    /// The limits on the recording.
    public var limits: VideoLimits

    /// A tracker.
    public init(property: TrackedProperty = .auto, region: PixelRegion? = nil, limits: VideoLimits = .standard) {
        self.property = property
        self.region = region
        self.limits = limits
    }

    /// Frames with at most this share of pixels changed count as still.
    static let stillShare = 2e-4
    /// A pixel has changed when its channels differ by more than this in sum.
    static let changeThreshold = 36

    /// Tracks the element in `source`.
    /// - Throws: ``VideoError``: the reader's errors, a region outside the frame (64), and
    ///   what cannot be tracked (65).
    public func track(_ source: VideoSource) throws(VideoError) -> TrackedMotion {
        let survey = try Survey(source: source, region: region, limits: limits)
        let info = survey.info
        let image = survey.region
        let model = try ElementModel(region: image, start: survey.first, end: survey.last, noise: survey.noise)

        // Pass 2: the moments of every frame.
        let reader = try VideoReader(source, limits: limits)
        var moments: [FrameMoments?] = []
        var times: [Double] = []
        var previous: [Float] = []
        while let frame = try reader.next() {
            times.append(frame.time)
            moments.append(model.moments(of: image.floats(of: frame), previous: &previous))
        }
        guard times == survey.times else {
            throw .decoding(path: info.path, reason: "the video decodes differently on a second reading")
        }
        // The stamps read at their precision: a regular clock they are the rounding of (``FrameClock``).
        let stamps = times
        times = FrameClock.times(stamps, tick: info.timeBase)
        let leading = 0..<survey.firstCount, trailing = (times.count - survey.lastCount)..<times.count
        func mean(_ range: Range<Int>, _ f: (FrameMoments) -> Double) -> Double? {
            let values = range.compactMap { moments[$0] }.map(f)
            return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
        }
        guard let endArea = mean(trailing, \.area), let startArea = mean(leading, \.area) else {
            throw .untrackable(reason: "the backdrop reaches the element's colour in the still frames")
        }
        let reference = max(endArea, startArea)
        guard endArea >= 0.02 * reference else {
            throw .untrackable(reason: "the element is gone in the last frames (it leaves the frame or fades out): a fit needs it at rest in view at the end")
        }
        let startVisible = startArea >= 0.02 * endArea
        let scaleX = info.pixelScale.x, scaleY = info.pixelScale.y
        let endMoments = trailing.compactMap { moments[$0] }
        let endSize = endMoments.map(\.variance).reduce(SIMD2<Double>(), +) / Double(endMoments.count)
        // The element's full width and height at the end (as a rectangle with its second moments).
        let fullExtent = SIMD2((12 * endSize.x).squareRoot(), (12 * endSize.y).squareRoot())

        // The centre, corrected where the element is cut by the region's edge.
        var cut = false
        func centre(_ m: FrameMoments) -> SIMD2<Double> {
            var c = m.centroid
            if m.minX == 0 && m.maxX < image.width - 1 { c.x = 2 * c.x - fullExtent.x / 2; cut = true }
            else if m.maxX == image.width - 1 && m.minX > 0 { c.x = 2 * c.x - Double(image.width) + fullExtent.x / 2; cut = true }
            if m.minY == 0 && m.maxY < image.height - 1 { c.y = 2 * c.y - fullExtent.y / 2; cut = true }
            else if m.maxY == image.height - 1 && m.minY > 0 { c.y = 2 * c.y - Double(image.height) + fullExtent.y / 2; cut = true }
            return SIMD2((Double(image.x) + c.x) * scaleX, (Double(image.y) + c.y) * scaleY)
        }
        let visible: [Bool] = moments.map { m in m.map { $0.area >= 0.05 * reference && $0.minX <= $0.maxX } ?? false }
        let centres: [SIMD2<Double>?] = moments.indices.map { visible[$0] ? centre(moments[$0]!) : nil }
        let startCentre = startVisible ? average(leading.compactMap { centres[$0] }) : nil
        guard let endCentre = average(trailing.compactMap { centres[$0] }) else {
            throw .untrackable(reason: "the element is not in view in the last frames")
        }
        let startSize = mean(leading, \.size) ?? 0, finalSize = mean(trailing, \.size) ?? 1

        var chosen = property
        var notes: [String] = []
        if chosen == .auto {
            if let startCentre {
                let displacement = startCentre - endCentre
                let distance = (displacement * displacement).sum().squareRoot()
                let sizeChange = startSize > 0 ? abs(log(finalSize / startSize)) : .infinity
                let areaChange = abs(endArea / startArea - 1)
                if distance > 0.5 && distance / max(finalSize * scaleX, 1) > sizeChange {
                    chosen = abs(displacement.x) >= 10 * abs(displacement.y) ? .x : abs(displacement.y) >= 10 * abs(displacement.x) ? .y : .position
                } else if sizeChange > 0.01 {
                    chosen = .scale
                } else if areaChange > 0.05 {
                    chosen = .opacity
                } else {
                    throw .untrackable(reason: "the element's position, size and coverage are the same in the still frames at the start and the end")
                }
            } else {
                // Not in view at the start: entering (cut by the edge while it moves), else appearing.
                let entering = moments.indices.contains { i in
                    guard visible[i], let m = moments[i] else { return false }
                    return m.minX == 0 || m.minY == 0 || m.maxX == image.width - 1 || m.maxY == image.height - 1
                }
                if entering {
                    let seen: [SIMD2<Double>] = centres.compactMap { $0 }
                    var along = SIMD2<Double>()
                    for (a, b) in zip(seen, seen.dropFirst()) {
                        let step: SIMD2<Double> = b - a
                        along += SIMD2(abs(step.x), abs(step.y))
                    }
                    chosen = along.x >= along.y ? .x : .y
                } else {
                    let sizes = moments.indices.compactMap { visible[$0] ? moments[$0]!.size / finalSize : nil }
                    let spread = (sizes.max() ?? 1) / max(sizes.min() ?? 1, 1e-9)
                    chosen = spread > 1.05 ? .scale : .opacity
                }
            }
        }
        if cut && (chosen == .x || chosen == .y || chosen == .position) {
            notes.append("the element is cut by the edge of the region in some frames: its centre is its far edge less half its size in the last frames")
        }
        if !startVisible && (chosen == .scale || chosen == .width || chosen == .height || chosen == .position) && chosen != .opacity {
            if chosen == .position {
                throw .untrackable(reason: "the element is not in view at the start, so its path is unknown: track x or y")
            }
        }

        // The values.
        let direction: SIMD2<Double> = {
            guard let startCentre else { return SIMD2(1, 0) }
            let d = endCentre - startCentre
            let length = (d * d).sum().squareRoot()
            return length > 0 ? d / length : SIMD2(1, 0)
        }()
        func value(_ i: Int) -> Double? {
            guard let m = moments[i] else { return nil }
            switch chosen {
            case .opacity: return m.area / reference
            default: break
            }
            guard visible[i], let c = centres[i] else { return nil }
            switch chosen {
            case .x: return c.x
            case .y: return c.y
            case .position: return ((c - (startCentre ?? endCentre)) * direction).sum()
            case .scale: return (max(m.area, 0) / endArea).squareRoot()
            case .width: return (12 * m.variance.x).squareRoot() * scaleX
            case .height: return (12 * m.variance.y).squareRoot() * scaleY
            case .auto, .opacity: return nil
            }
        }
        var values: [Double?] = times.indices.map(value)
        let stillValues = (leading.compactMap { values[$0] }, trailing.compactMap { values[$0] })
        guard !stillValues.1.isEmpty else { throw .untrackable(reason: "the \(chosen.rawValue) cannot be read in the last frames") }
        let to = stillValues.1.reduce(0, +) / Double(stillValues.1.count)
        let from: Double? = startVisible || chosen == .opacity
            ? (stillValues.0.isEmpty ? nil : stillValues.0.reduce(0, +) / Double(stillValues.0.count)) : nil
        let deviations = stillValues.1.map { ($0 - to) * ($0 - to) } + (from.map { f in stillValues.0.map { ($0 - f) * ($0 - f) } } ?? [])
        let noise = (deviations.reduce(0, +) / Double(max(deviations.count - 1, 1))).squareRoot()
        if let from, abs(to - from) <= max(6 * noise, 1e-9) {
            throw .untrackable(reason: "the \(chosen.rawValue) changes by \(abs(to - from)) between the still frames, within the tracking noise (\(noise))")
        }

        // Repeated pictures during the motion: dropped (their first showing is kept).
        // A repeat changes no more than the still frames do (their noise), or than 0.02 px of
        // an edge as long as the element is wide.
        let stillChanges = (Array(leading.dropFirst()) + Array(trailing.dropFirst())).compactMap { moments[$0]?.change }
        let repeatLimit = max(0.02 * endArea.squareRoot(), 2 * (stillChanges.max() ?? 0))
        let moving = times.indices.filter { i in
            guard let v = values[i] else { return false }
            return abs(v - to) > max(4 * noise, 1e-9) && (from.map { abs(v - $0) > max(4 * noise, 1e-9) } ?? true)
        }
        var repeated = 0
        if let firstMoving = moving.first, let lastMoving = moving.last, firstMoving < lastMoving {
            for i in (firstMoving + 1)...lastMoving where values[i] != nil {
                if let m = moments[i], m.change < repeatLimit {
                    values[i] = nil
                    repeated += 1
                }
            }
        }
        let hidden = times.indices.filter { values[$0] == nil }.count - repeated
        let kept = times.indices.filter { values[$0] != nil }
        guard kept.count >= 8 else {
            throw .untrackable(reason: "only \(kept.count) frames show the element (at least 8 are needed)")
        }
        if let shift = zip(times, stamps).map({ abs($0 - $1) }).max(), shift > 1e-9 {
            let rate = Double(times.count - 1) / (times[times.count - 1] - times[0])
            notes.append("the container's timestamps are a regular \(NumberStyle.general(6).text(rate)) fps clock rounded to \(NumberStyle.general(6).text(info.timeBase * 1000)) ms (up to \(NumberStyle.general(3).text(shift * 1000)) ms off): the clock's times are used")
        }
        if survey.backdropChanges { notes.append("the backdrop changes during the recording; each pixel's backdrop is followed from its colour at the start to its colour at the end, at the progress read on the region's border") }
        let usedRegion = PixelRegion(x: Int((Double(image.x) * scaleX).rounded()), y: Int((Double(image.y) * scaleY).rounded()),
                                     width: Int((Double(image.width) * scaleX).rounded()), height: Int((Double(image.height) * scaleY).rounded()))
        return TrackedMotion(info: info, property: chosen, region: usedRegion, times: kept.map { times[$0] }, values: kept.map { values[$0]! },
                             from: from, to: to, noise: noise, framesRead: times.count, repeatedFrames: repeated,
                             hiddenFrames: hidden, notes: notes)
    }

    private func average(_ points: [SIMD2<Double>]) -> SIMD2<Double>? {
        points.isEmpty ? nil : points.reduce(SIMD2<Double>(), +) / Double(points.count)
    }
}
