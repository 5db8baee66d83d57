/// Many springs evaluated together on one time grid, struct-of-arrays, four springs per
/// `SIMD4<Double>` lane.
///
/// Output layout is time-major: sample i of spring j is at `i·count + j` (one row per time,
/// one column per spring), so each time step's SIMD results are stored contiguously.
/// Results equal the per-spring ``SpringResponse`` paths: the same recurrence and anchors as
/// `SpringResponse.sampleUniformGrid(start:step:positions:velocities:reanchorInterval:)`,
/// bit for bit, or the same closed form for the direct path.
///
/// Cost: per sample and spring 4 multiplies and 2 adds (vectorised), plus one `exp` and
/// `sin`/`cos` per spring at each anchor; each call allocates O(count) working storage once
/// (Φ and the state, in SIMD lanes) and nothing per sample.
public struct SpringBatch: Sendable {
    /// The springs and motions, in column order.
    public let responses: [SpringResponse]

    /// The number of springs (columns).
    public var count: Int { responses.count }

    /// A batch of `responses`.
    public init(_ responses: [SpringResponse]) {
        self.responses = responses
    }

    /// Samples every spring on `t_i = start + i·step`, `i = 0 ..< sampleCount`, with the exact
    /// recurrence re-anchored every `reanchorInterval` samples, into `positions` (and
    /// `velocities` when given), both of at least `sampleCount·count` elements; samples that
    /// would not fit are not written.
    public func sampleUniformGrid(start: Double, step: Double, sampleCount: Int,
                                  positions: UnsafeMutableBufferPointer<Double>,
                                  velocities: UnsafeMutableBufferPointer<Double>? = nil,
                                  reanchorInterval: Int = SpringResponse.defaultReanchorInterval) {
        let n = count
        guard n > 0, sampleCount > 0 else { return }
        var rows = min(sampleCount, positions.count / n)
        if let velocities { rows = min(rows, velocities.count / n) }
        let lanes = (n + 3) / 4
        var ee = [SIMD4<Double>](repeating: .zero, count: lanes)
        var ev = ee, ve = ee, vv = ee, target = ee, e = ee, v = ee
        for j in 0..<n {
            let phi = StateTransition(spring: responses[j].spring, step: step)
            ee[j / 4][j % 4] = phi.ee; ev[j / 4][j % 4] = phi.ev
            ve[j / 4][j % 4] = phi.ve; vv[j / 4][j % 4] = phi.vv
            target[j / 4][j % 4] = responses[j].motion.to
        }
        let interval = max(1, reanchorInterval)
        for i in 0..<rows {
            if i % interval == 0 {
                let t = start + Double(i) * step
                for j in 0..<n {
                    let state = responses[j].errorState(at: t)
                    e[j / 4][j % 4] = state.value
                    v[j / 4][j % 4] = state.slope
                }
            } else {
                for l in 0..<lanes {
                    let oldE = e[l], oldV = v[l]
                    e[l] = ee[l] * oldE + ev[l] * oldV
                    v[l] = ve[l] * oldE + vv[l] * oldV
                }
            }
            let row = i * n
            // Whole lanes are stored as one (unaligned) SIMD4 store each; the last, partial
            // lane element by element. Same values as storing element by element.
            let fullLanes = n / 4
            if let rowStart = positions.baseAddress.map({ UnsafeMutableRawPointer($0 + row) }) {
                for l in 0..<fullLanes {
                    rowStart.storeBytes(of: target[l] + e[l], toByteOffset: 32 * l, as: SIMD4<Double>.self)
                }
            }
            if let velocities, let rowStart = velocities.baseAddress.map({ UnsafeMutableRawPointer($0 + row) }) {
                for l in 0..<fullLanes {
                    rowStart.storeBytes(of: v[l], toByteOffset: 32 * l, as: SIMD4<Double>.self)
                }
            }
            for l in fullLanes..<lanes {
                let x = target[l] + e[l]
                let base = 4 * l
                for q in 0..<min(4, n - base) {
                    positions[row + base + q] = x[q]
                    if let velocities { velocities[row + base + q] = v[l][q] }
                }
            }
        }
    }

    /// The direct path, for comparison: every spring's closed form at `start + i·step`, same
    /// layout and limits as ``sampleUniformGrid(start:step:sampleCount:positions:velocities:reanchorInterval:)``.
    /// Cost: one `exp` and one `sin`/`cos` pair per sample and spring.
    public func sampleUniformGridDirect(start: Double, step: Double, sampleCount: Int,
                                        positions: UnsafeMutableBufferPointer<Double>,
                                        velocities: UnsafeMutableBufferPointer<Double>? = nil) {
        let n = count
        guard n > 0, sampleCount > 0 else { return }
        var rows = min(sampleCount, positions.count / n)
        if let velocities { rows = min(rows, velocities.count / n) }
        for i in 0..<rows {
            let t = start + Double(i) * step
            for j in 0..<n {
                let state = responses[j].errorState(at: t)
                positions[i * n + j] = responses[j].motion.to + state.value
                velocities?[i * n + j] = state.slope
            }
        }
    }

    /// Every spring's position at one time, into `positions` (at least ``count`` elements).
    public func positions(at time: Double, into positions: UnsafeMutableBufferPointer<Double>) {
        for j in 0..<min(count, positions.count) {
            positions[j] = responses[j].position(at: time)
        }
    }
}
