import RealModule

/// A bound an engine's rest rule needs: the rule can hold at time `τ` only if
/// `|signal(τ)| ≤ bound`. The bound includes the caller's slack for rounding (the signal is
/// the exact model; the engine computes in floating point).
struct RestBound: Sendable {
    /// The quantity bounded.
    let signal: ModalSignal
    /// Its largest magnitude at rest, widened by the slack.
    let bound: Double

    /// A bound on `signal`.
    init(_ signal: ModalSignal, _ bound: Double) {
        self.signal = signal
        self.bound = bound
    }

    /// Whether the bound holds at `τ`.
    func holds(at tau: Double) -> Bool {
        signal.value(at: tau).magnitude <= bound
    }
}

/// An engine's frames on the clock its model is read on: frame `k` at `time(k)`
/// (non-decreasing in `k`), and the first frame at or after a time.
struct FrameClock {
    /// A run of frames evenly spaced on the clock: frame `first + i` at `time + i·step` (to
    /// rounding), `i < count`.
    struct Piece {
        let first: Int
        let count: Int
        let time: Double
        let step: Double
    }

    /// The model time of frame `k`.
    let time: (Int) -> Double
    /// The first frame `k` with `time(k) ≥ τ` (any value past the last frame when none is).
    let firstFrame: (Double) -> Int
    /// The evenly spaced run of frames that holds frame `k`, when the clock has them.
    var piece: ((Int) -> Piece)? = nil

    /// Frame `k` at `(k − origin)·interval`: one model step per frame from frame `origin`.
    static func steps(from origin: Int, interval: Double = 1) -> FrameClock {
        FrameClock(time: { Double($0 - origin) * interval }, firstFrame: { tau in
            guard tau.isFinite else { return tau > 0 ? Int.max / 2 : origin }
            let n = (tau / interval).rounded(.up)
            // Past 10^15 frames (or what a 32-bit Int holds, in WebAssembly): never.
            if n > Swift.min(1e15, Double(Int.max / 4)) { return Int.max / 2 }
            var k = origin + Swift.max(Int(n), 0)
            while k > origin && Double(k - 1 - origin) * interval >= tau { k -= 1 }
            while Double(k - origin) * interval < tau { k += 1 }
            return k
        }, piece: { k in Piece(first: k, count: Int.max / 4, time: Double(k - origin) * interval, step: interval) })
    }
}

/// What testing one candidate frame with the engine's own rule found.
enum RestTest {
    /// The engine rests at this frame.
    case rest
    /// It does not; no frame before `resume` (at least the next frame) can rest either.
    case moving(resume: Int?)
    /// The test cannot decide as the engine's plain loop would (rounding): the caller runs the loop.
    case undecided

    /// What this result at frame `k` means for a search: its answer (rest at `k`, or the plain
    /// loop), or the next frame that can rest.
    func searchStep(at k: Int) -> (answer: RestFrameSearch.Outcome?, next: Int) {
        switch self {
        case .rest: return (.frame(k), k)
        case .undecided: return (.undecided, k)
        case .moving(let resume): return (nil, Swift.max(k + 1, resume ?? k + 1))
        }
    }
}

/// The first frame at which an engine rests, found from an exact model of its motion with
/// work that does not grow with the number of frames it moves for (docs/engine-durations.md,
/// "How the rest frame is found").
///
/// The engine's state is a linear function of its start, so every quantity its rest rule
/// bounds follows a `ModalSignal`. The search proves "not at rest" for every frame it skips
/// and asks the engine's own rule (`test`) at every other frame, in order, so the first frame
/// it reports is the first frame at which the engine's rule holds:
/// - **Oscillation** (`f_i(τ) = R_i·e^(pτ)·cos(ωτ − φ_i)`): over a block of time `[τ, τh]`,
///   `|f_i| ≤ b_i` needs the phase `ωτ mod π` within `asin(ρ_i)` of `φ_i + π/2`, where
///   `ρ_i = b_i/(R_i·e^(pτh))` is largest at the block's end (`p ≤ 0`). The phases allowed by
///   every bound form a set `S` of arcs; a block where `S` is empty is skipped whole (the state's
///   envelope is still too large: "not at rest before N0", in O(log) blocks, each growing ρ by
///   2^(1/4)), and where `S` opens within a block the search skips to that time (bisection);
///   within a block, a frame whose phase is outside `S` is skipped: on a clock of evenly spaced
///   frames the next frame whose phase lies in `S` comes from Euclid's algorithm on the phase
///   step (``firstHit(_:_:_:_:_:)``, O(log) whatever the number of frames per oscillation); on
///   other clocks, frames that advance the phase by at most π/8 jump to where it can enter `S`
///   (per oscillation), others are checked one by one. Every remaining frame is checked
///   against every bound exactly, and only then tested with the engine's rule.
/// - **Real or repeated modes** (`q² ≥ 0`): each signal has at most one zero and one extremum
///   (`ModalSignal/turningPoints`), so `|f_i|` is monotone on at most three pieces and
///   `|f_i| ≤ b_i` holds on at most two intervals, found by bisection; frames are tested only
///   inside the intersection of every bound's intervals.
///
/// Cost: O(log) blocks to reach the first frame where the envelope allows rest, then O(log)
/// per candidate frame (one exact check each). The candidates before rest are the frames whose
/// phase falls in `S` at its block's end but whose state is not at rest: about as many as the
/// ratio of the rest region's extent to its narrowest bound, independent of how long the
/// spring rings. (An undamped spring's `S` never grows: candidates up to the cap.)
enum RestFrameSearch {
    /// The search's answer.
    enum Outcome: Equatable {
        /// The first frame where the engine's rule holds.
        case frame(Int)
        /// The engine does not rest at any frame through the last one searched.
        case none
        /// The search cannot decide as the plain loop would; run the loop.
        case undecided
    }

    /// The first frame in `first...last` at which `test` finds rest, skipping only frames
    /// where some bound of `bounds` (all of one system's signals) provably fails.
    static func firstRest(bounds: [RestBound], clock: FrameClock, from first: Int, through last: Int,
                          test: (Int) -> RestTest) -> Outcome {
        guard first <= last else { return .none }
        let active = bounds.filter { $0.signal.f0 != 0 || $0.signal.g != 0 }
        guard let rates = active.first?.signal.rates else {
            // Every bounded quantity is zero: the bounds hold at every frame.
            return scan(first...last, bounds: [], clock: clock, test: test)
        }
        guard active.allSatisfy({ $0.bound >= 0 && $0.bound.isFinite }) else { return .undecided }
        if rates.oscillates {
            return oscillating(active, rates: rates, clock: clock, first: first, last: last, test: test)
        }
        return nonOscillating(active, rates: rates, clock: clock, first: first, last: last, test: test)
    }

    /// The search's step at frame `k`: when it passes every bound (`passes`), the test's answer
    /// or the next frame that can rest (``RestTest/searchStep(at:)``); otherwise the next frame.
    private static func searchStep(at k: Int, passes: Bool, test: (Int) -> RestTest) -> (answer: Outcome?, next: Int) {
        passes ? test(k).searchStep(at: k) : (nil, k + 1)
    }

    /// Tests the frames of `range` that pass every bound, in order.
    private static func scan(_ range: ClosedRange<Int>, bounds: [RestBound], clock: FrameClock,
                             test: (Int) -> RestTest) -> Outcome {
        var k = range.lowerBound
        while k <= range.upperBound {
            let step = searchStep(at: k, passes: bounds.allSatisfy { $0.holds(at: clock.time(k)) }, test: test)
            if let answer = step.answer { return answer }
            k = step.next
        }
        return .none
    }

    // MARK: Oscillation

    /// An arc of phases modulo π, `[start, start + length]`.
    private struct Arc {
        var start: Double
        var length: Double
    }

    private static func oscillating(_ bounds: [RestBound], rates: ModalRates, clock: FrameClock,
                                    first: Int, last: Int, test: (Int) -> RestTest) -> Outcome {
        let p = rates.p, omega = rates.frequency
        guard p <= 0, omega > 0, omega.isFinite else { return .undecided }
        let parts = bounds.map { bound -> (amplitude: Double, phase: Double, bound: Double) in
            let (r, phi) = bound.signal.amplitudeAndPhase
            return (r, phi, bound.bound)
        }
        guard parts.allSatisfy({ $0.amplitude.isFinite }) else { return .undecided }
        let lastTime = clock.time(last)
        /// The phases (mod π) each bound allows up to time `horizon`, widened for the phase's
        /// rounding: empty when no state of that envelope is at rest.
        func allowed(through horizon: Double) -> [Arc] {
            let phaseSlack = 1e-12 + 8 * Double.ulpOfOne * (omega * horizon).magnitude
            var arcs = [Arc(start: 0, length: Double.pi)]
            for part in parts {
                let rho = part.bound / (part.amplitude * Double.exp(p * horizon))
                if !(rho < 1) { continue }
                let half = Double.asin(rho) + phaseSlack
                if half >= Double.pi / 2 { continue }
                arcs = intersect(arcs, Arc(start: reduced(part.phase + Double.pi / 2 - half), length: 2 * half))
            }
            return arcs
        }
        var k = first
        while k <= last {
            let tau = clock.time(k)
            // The block [τ, τh]: each ρ grows by at most 2^(1/4) over it (or the rest of the run).
            var horizon = p < 0 ? tau + 0.25 * Double.log(2) / -p : lastTime
            if !(horizon <= lastTime) { horizon = lastTime }
            if horizon < tau { horizon = tau }
            var arcs = allowed(through: horizon)
            if arcs.isEmpty {
                // No state of this envelope is at rest anywhere in the block.
                k = Swift.max(k + 1, clock.firstFrame(horizon))
                continue
            }
            if horizon > tau, allowed(through: tau).isEmpty {
                // The allowed phases open within the block: skip to where they do (bisection on
                // the time; every frame before it is at an envelope too large to rest).
                var closed = tau, open = horizon
                for _ in 0..<60 where open - closed > 1e-12 * Swift.max(open.magnitude, 1) {
                    let mid = closed + (open - closed) / 2
                    if allowed(through: mid).isEmpty { closed = mid } else { open = mid }
                }
                let next = clock.firstFrame(closed.nextUp)
                if next > k {
                    k = next
                    continue
                }
                arcs = allowed(through: horizon)
            }
            let end = Swift.min(last + 1, Swift.max(k + 1, clock.firstFrame(horizon)))
            let everywhere = arcs.count == 1 && arcs[0].length >= Double.pi
            while k < end {
                let tk = clock.time(k)
                if !everywhere {
                    let u = reduced(omega * tk)
                    if !arcs.contains(where: { contains($0, u) }) {
                        if let piece = clock.piece?(k) {
                            // The first frame of the evenly spaced run whose phase falls in an
                            // arc (``firstInArcs``), whether the frames sweep the phase slowly or
                            // alias the oscillation.
                            let limit = Swift.min(end, piece.first + Swift.min(piece.count, Int.max / 4 - piece.first))
                            k = Swift.max(k + 1, firstInArcs(arcs, omega: omega, piece: piece, from: k, before: limit))
                        } else if omega * (clock.time(k + 1) - tk) <= Double.pi / 8 {
                            // The phase advances continuously: jump to where it can enter an arc.
                            let gap = arcs.map { reduced($0.start - u) }.min() ?? 0
                            let next = clock.firstFrame(tk + gap / omega)
                            k = Swift.max(k + 1, Swift.min(next, end))
                        } else {
                            k += 1
                        }
                        continue
                    }
                }
                let step = searchStep(at: k, passes: parts.indices.allSatisfy { bounds[$0].holds(at: tk) }, test: test)
                if let answer = step.answer { return answer }
                k = step.next
            }
        }
        return .none
    }

    /// The first frame `j` in `from..<before` of an evenly spaced run whose phase `ω·τ_j`
    /// (mod π) can lie in one of `arcs`, or `before` when none can: the phase advances by the
    /// same `ω·step` every frame, so in units of π/2⁶² it is `(A·i + B) mod 2⁶²` and the first
    /// `i` in an interval comes from Euclid's algorithm on `A` and 2⁶² (``firstMultiple``), in
    /// O(log 2⁶²) steps. Each arc is widened by the phase's rounding over the run (the rounded
    /// `A`, and `ω·step` and `ω·τ` themselves).
    private static func firstInArcs(_ arcs: [Arc], omega: Double, piece: FrameClock.Piece, from k: Int, before limit: Int) -> Int {
        let count = limit - k
        guard count > 1 else { return limit }
        let scale = 4.611686018427388e18     // 2⁶²
        let start = piece.time + Double(k - piece.first) * piece.step
        let advance = omega * piece.step / Double.pi, phase = omega * start / Double.pi
        guard advance.isFinite, phase.isFinite, phase.magnitude < 1e15 else { return k + 1 }
        func units(_ x: Double) -> UInt64 {
            let fraction = x - x.rounded(.down)
            return Swift.min(UInt64(fraction * scale), (1 << 62) - 1)
        }
        let a = units(advance), b = units(phase)
        // Rounding over the run, in units of π: A's own (½ unit a frame), ω·step's and ω·τ's.
        let widening = Double(count) * (0.5 / scale + 4 * Double.ulpOfOne * advance.magnitude)
            + 8 * Double.ulpOfOne * (phase.magnitude + Double(count) * advance.magnitude) + 4 / scale
        var best = limit
        for arc in arcs {
            let lower = arc.start / Double.pi - widening, length = arc.length / Double.pi + 2 * widening
            if length >= 1 { return k }
            let first = lower - lower.rounded(.down)
            var intervals: [(UInt64, UInt64)] = []
            let last = first + length
            if last < 1 {
                intervals.append((units(first), Swift.min(UInt64(last * scale), (1 << 62) - 1)))
            } else {
                intervals.append((units(first), (1 << 62) - 1))
                intervals.append((0, Swift.min(UInt64((last - 1) * scale), (1 << 62) - 1)))
            }
            for (l, r) in intervals where l <= r {
                if let i = firstHit(a, b, 1 << 62, l, r), i < UInt64(count) {
                    best = Swift.min(best, k + Int(i))
                }
            }
        }
        return best
    }

    /// The least `x ≥ 0` with `l ≤ (a·x + b) mod m ≤ r` (`a, b < m`, `l ≤ r < m`), or `nil`.
    static func firstHit(_ a: UInt64, _ b: UInt64, _ m: UInt64, _ l: UInt64, _ r: UInt64) -> UInt64? {
        if b >= l && b <= r { return 0 }
        let (low, high): (UInt64, UInt64) = b < l ? (l - b, r - b) : (m - b + l, m - b + r)
        return firstMultiple(a % m, m, low, high)
    }

    /// The least `x ≥ 0` with `l ≤ a·x mod m ≤ r` (`0 ≤ l ≤ r < m`), or `nil`: when no multiple
    /// of `a` up to `m` lands in `[l, r]`, the wraps `y` must make `m·y + l … m·y + r` hold a
    /// multiple of `a`, which is the same question for `(m mod a, a)` and the interval
    /// `[(−r) mod a, (−l) mod a]`; then `x = ⌈(m·y + l)/a⌉`. Euclid's recursion: O(log m).
    static func firstMultiple(_ a: UInt64, _ m: UInt64, _ l: UInt64, _ r: UInt64) -> UInt64? {
        if l == 0 { return 0 }
        let a = a % m
        if a == 0 { return nil }
        let k = l / a + (l % a == 0 ? 0 : 1)
        let (product, overflow) = a.multipliedReportingOverflow(by: k)
        if !overflow && product <= r { return k }
        guard let y = firstMultiple(m % a, a, (a - r % a) % a, (a - l % a) % a) else { return nil }
        let x = (UInt128(m) * UInt128(y) + UInt128(l) + UInt128(a) - 1) / UInt128(a)
        return x > UInt128(UInt64.max) ? nil : UInt64(x)
    }

    /// `u` reduced to [0, π).
    private static func reduced(_ u: Double) -> Double {
        var r = u.truncatingRemainder(dividingBy: Double.pi)
        if r < 0 { r += Double.pi }
        return r >= Double.pi ? 0 : r
    }

    /// Whether the arc contains the phase `u` (both modulo π).
    private static func contains(_ arc: Arc, _ u: Double) -> Bool {
        arc.length >= Double.pi || reduced(u - arc.start) <= arc.length
    }

    /// The phases in some arc of `arcs` and in `arc`, as arcs.
    private static func intersect(_ arcs: [Arc], _ arc: Arc) -> [Arc] {
        var result: [Arc] = []
        for a in arcs {
            if a.length >= Double.pi { result.append(arc); continue }
            if arc.length >= Double.pi { result.append(a); continue }
            // Two arcs on a circle of length π meet in at most two arcs.
            for (x, y) in [(a, arc), (arc, a)] {
                let offset = reduced(y.start - x.start)
                if offset <= x.length {
                    let length = Swift.min(x.length - offset, y.length)
                    if length >= 0 { result.append(Arc(start: y.start, length: length)) }
                }
            }
        }
        // Two identical starts give the same arc twice: keep one of each.
        var unique: [Arc] = []
        for a in result where !unique.contains(where: { $0.start == a.start && $0.length == a.length }) {
            unique.append(a)
        }
        return unique
    }

    // MARK: Real or repeated modes

    private static func nonOscillating(_ bounds: [RestBound], rates: ModalRates, clock: FrameClock,
                                       first: Int, last: Int, test: (Int) -> RestTest) -> Outcome {
        guard rates.slowestDecay > 0, rates.slowestDecay.isFinite else { return .undecided }
        let start = clock.time(first), end = clock.time(last)
        var windows: [ClosedRange<Double>] = [start...Swift.max(start, end)]
        for bound in bounds {
            let allowed = intervals(bound, from: start, to: Swift.max(start, end))
            windows = windows.flatMap { w in
                allowed.compactMap { a -> ClosedRange<Double>? in
                    let lo = Swift.max(w.lowerBound, a.lowerBound), hi = Swift.min(w.upperBound, a.upperBound)
                    return lo <= hi ? lo...hi : nil
                }
            }
            if windows.isEmpty { return .none }
        }
        var k = first
        for window in windows.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            k = Swift.max(k, clock.firstFrame(window.lowerBound))
            while k <= last && clock.time(k) <= window.upperBound {
                let step = searchStep(at: k, passes: bounds.allSatisfy { $0.holds(at: clock.time(k)) }, test: test)
                if let answer = step.answer { return answer }
                k = step.next
            }
            if k > last { break }
        }
        return .none
    }

    /// The times in `[start, end]` where `|signal| ≤ bound`: at most two intervals, since
    /// `|signal|` is monotone between its zero and its extremum.
    static func intervals(_ bound: RestBound, from start: Double, to end: Double) -> [ClosedRange<Double>] {
        let turning = bound.signal.turningPoints
        var cuts = [start]
        for t in [turning.zero, turning.extremum].compactMap({ $0 }).sorted() where t > start && t < end {
            cuts.append(t)
        }
        cuts.append(end)
        var result: [ClosedRange<Double>] = []
        for i in 0..<(cuts.count - 1) {
            let a = cuts[i], b = cuts[i + 1]
            let inA = bound.holds(at: a), inB = bound.holds(at: b)
            let piece: ClosedRange<Double>?
            switch (inA, inB) {
            case (true, true): piece = a...b
            case (false, false): piece = nil
            case (false, true): piece = crossing(bound, a, b, enteringAt: true)...b
            case (true, false): piece = a...crossing(bound, a, b, enteringAt: false)
            }
            if let piece {
                if let lastPiece = result.last, lastPiece.upperBound >= piece.lowerBound {
                    result[result.count - 1] = lastPiece.lowerBound...Swift.max(lastPiece.upperBound, piece.upperBound)
                } else {
                    result.append(piece)
                }
            }
        }
        return result
    }

    /// On a piece where `|signal|` is monotone, the time the bound starts (`entering`) or stops
    /// holding, by bisection: the returned time is on the side where it holds.
    private static func crossing(_ bound: RestBound, _ a: Double, _ b: Double, enteringAt entering: Bool) -> Double {
        var lo = a, hi = b          // entering: fails at lo, holds at hi; leaving: holds at lo, fails at hi
        for _ in 0..<200 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if bound.holds(at: mid) == entering { hi = mid } else { lo = mid }
        }
        return entering ? hi : lo
    }
}
