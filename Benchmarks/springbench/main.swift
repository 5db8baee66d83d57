// springbench: SpringTune's side of `make bench`.
//
// Prints one JSON object per measurement on stdout (Benchmarks/report.py merges them with the
// peers' lines into docs/performance.md). Every figure is the best of several repeats; every
// timed body returns a checksum that is printed, so nothing can be optimised away, and the
// checksums of the two sides of a row can be compared (same inputs, same answers).
//
// Usage: springbench [--quick] [--sample FILE]
//   --quick        smaller sizes and fewer repeats (a smoke test of the harness)
//   --sample FILE  write the exact metrics of row 2's 1000-spring sample as CSV, for the
//                  python-control comparison in Benchmarks/peers/peers.py
//   --broad FILE   write row 6's 1000 broad springs as `metrics --input` CSV (one spec a line),
//                  for peers.py's whole-process timings of `metrics` and `durations`
//   --only-durations  run only row 8 (each engine's duration per spring)
//   --engine NAME  row 8 for the named engines only (repeatable; a plain loop is NAME-plain-loop)
//
// The spring grids are defined identically in Benchmarks/peers/peer_loop.c and peers.py:
// spring j of an nk × nz grid has i = j / nz, q = j % nz,
//   stiffness k = 50 · 20^(i / (nk − 1)),  ζ = 0.05 + 1.95 · q / (nz − 1),
//   mass 1, damping c = 2ζ√k, unit step from rest (from 0, to 1, v0 0).
import Dispatch
import Foundation
import SpringKit

// MARK: Harness

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
let samplePath: String? = arguments.firstIndex(of: "--sample").flatMap {
    $0 + 1 < arguments.count ? arguments[$0 + 1] : nil
}
let cores = ProcessInfo.processInfo.activeProcessorCount
let broadPath: String? = arguments.firstIndex(of: "--broad").flatMap {
    $0 + 1 < arguments.count ? arguments[$0 + 1] : nil
}
let onlyDurations = arguments.contains("--only-durations")
let onlyEngines: Set<String> = Set(arguments.indices.dropLast().filter { arguments[$0] == "--engine" }.map { arguments[$0 + 1] })

/// Wall-clock seconds of `body`, best of `repeats`, and the checksum of the last run.
func bestTime(repeats: Int, _ body: () -> Double) -> (seconds: Double, checksum: Double) {
    var best = Double.infinity
    var checksum = 0.0
    for _ in 0..<max(1, quick ? min(repeats, 2) : repeats) {
        let start = DispatchTime.now().uptimeNanoseconds
        checksum = body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, elapsed)
    }
    return (best, checksum)
}

/// One JSON line. Values are numbers (non-finite ones become null) or strings.
enum Field {
    case number(Double)
    case text(String)
}

func emit(_ name: String, _ fields: [(String, Field)]) {
    var parts = ["\"benchmark\": \"\(name)\"", "\"side\": \"springtune\""]
    for (key, value) in fields {
        switch value {
        case .number(let x): parts.append("\"\(key)\": \(x.isFinite ? "\(x)" : "null")")
        case .text(let s): parts.append("\"\(key)\": \"\(s)\"")
        }
    }
    print("{" + parts.joined(separator: ", ") + "}")
    fflush(nil)   // every stream: one line at a time reaches `tee`
}

/// Spring j of the nk × nz grid described at the top of this file.
@inline(__always)
func gridSpring(_ j: Int, nk: Int, nz: Int) -> Spring? {
    let i = j / nz, q = j % nz
    let k = 50 * pow(20.0, Double(i) / Double(nk - 1))
    let zeta = 0.05 + 1.95 * Double(q) / Double(nz - 1)
    return try? Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot())
}

/// Splits `0 ..< count` into `chunks` contiguous ranges.
func chunkRange(_ c: Int, of chunks: Int, count: Int) -> Range<Int> {
    (c * count / chunks) ..< ((c + 1) * count / chunks)
}

/// Sums per-chunk results written by concurrent workers (one slot per chunk, no sharing).
final class Slots: @unchecked Sendable {
    let pointer: UnsafeMutableBufferPointer<Double>
    init(_ count: Int) { pointer = .allocate(capacity: count); pointer.initialize(repeating: 0) }
    deinit { pointer.deallocate() }
    var sum: Double { pointer.reduce(0, +) }
}

/// A shared output buffer written by disjoint ranges from concurrent workers.
final class SharedBuffer: @unchecked Sendable {
    let pointer: UnsafeMutableBufferPointer<Double>
    init(_ count: Int) { pointer = .allocate(capacity: count); pointer.initialize(repeating: 0) }
    deinit { pointer.deallocate() }
    func slice(_ range: Range<Int>) -> UnsafeMutableBufferPointer<Double> {
        UnsafeMutableBufferPointer(rebasing: pointer[range])
    }
    var sum: Double { pointer.reduce(0, +) }
}

emit("machine", [("cores", .number(Double(cores))),
                 ("physicalMemoryGiB", .number(Double(ProcessInfo.processInfo.physicalMemory) / 1073741824))])

// MARK: Row 1 — exact response on a uniform grid, 1000 springs × 600 samples

if !onlyDurations {
    let nk = 40, nz = 25                  // 1000 springs
    let count = nk * nz, samples = 600
    let step = 1.0 / 60                   // 60 Hz, 10 s
    let responses = (0..<count).compactMap { gridSpring($0, nk: nk, nz: nz) }.map { SpringResponse(spring: $0) }
    precondition(responses.count == count, "every grid spring is valid")
    let evaluations = Double(count * samples)
    let repeats = 15
    let out = SharedBuffer(count * samples)          // spring-major for the per-spring paths
    let batch = SpringBatch(responses)

    // The timed bodies only fill `out`; the checksum (the sum of all samples) is taken from
    // the last run's output after timing, as the C and numpy peers do.
    func report(_ name: String, _ timed: (seconds: Double, checksum: Double), threads: Int) {
        let r = (seconds: timed.seconds, checksum: out.sum)
        emit(name, [("springs", .number(Double(count))), ("samples", .number(Double(samples))),
                    ("threads", .number(Double(threads))),
                    ("seconds", .number(r.seconds)),
                    ("evaluationsPerSecond", .number(evaluations / r.seconds)),
                    ("evaluationsPerSecondPerCore", .number(evaluations / r.seconds / Double(threads))),
                    ("checksum", .number(r.checksum))])
    }

    // Direct closed form (one exp and sin/cos per sample), one core.
    report("grid-direct-1core", bestTime(repeats: repeats) {
        for j in 0..<count {
            responses[j].sampleUniformGridDirect(start: 0, step: step, positions: out.slice(j * samples ..< (j + 1) * samples))
        }
        return 0
    }, threads: 1)

    // Exact recurrence per spring (scalar), one core.
    report("grid-recurrence-1core", bestTime(repeats: repeats) {
        for j in 0..<count {
            responses[j].sampleUniformGrid(start: 0, step: step, positions: out.slice(j * samples ..< (j + 1) * samples))
        }
        return 0
    }, threads: 1)

    // Exact recurrence across springs in SIMD4 lanes (SpringBatch, time-major), one core.
    report("grid-batch-1core", bestTime(repeats: repeats) {
        batch.sampleUniformGrid(start: 0, step: step, sampleCount: samples, positions: out.pointer)
        return 0
    }, threads: 1)

    // All cores: the springs split into one contiguous block per core.
    let blocks = (0..<cores).map { c in chunkRange(c, of: cores, count: count) }
    let blockBatches = blocks.map { SpringBatch(Array(responses[$0])) }
    report("grid-direct-allcores", bestTime(repeats: repeats) {
        DispatchQueue.concurrentPerform(iterations: cores) { c in
            for j in blocks[c] {
                responses[j].sampleUniformGridDirect(start: 0, step: step, positions: out.slice(j * samples ..< (j + 1) * samples))
            }
        }
        return 0
    }, threads: cores)
    report("grid-batch-allcores", bestTime(repeats: repeats) {
        DispatchQueue.concurrentPerform(iterations: cores) { c in
            // Each block writes its own time-major sub-matrix (rows of blocks[c].count).
            let range = blocks[c]
            blockBatches[c].sampleUniformGrid(start: 0, step: step, sampleCount: samples,
                                              positions: out.slice(range.lowerBound * samples ..< range.upperBound * samples))
        }
        return 0
    }, threads: cores)
}

// MARK: Row 2 — exact settling time + overshoot for 1 million springs

/// Settling time + overshoot of grid springs `range`; returns the sum of both (checksum).
@inline(__always)
func metricsSum(_ range: Range<Int>, nk: Int, nz: Int) -> Double {
    var sum = 0.0
    for j in range {
        guard let spring = gridSpring(j, nk: nk, nz: nz) else { continue }
        let response = SpringResponse(spring: spring)
        guard let (settling, overshoot) = try? response.settlingTimeAndOvershoot() else { continue }
        sum += (settling ?? 0) + (overshoot ?? 0)
    }
    return sum
}

if !onlyDurations {
    let nk = quick ? 100 : 1000, nz = quick ? 100 : 1000
    let count = nk * nz
    let chunks = 1000
    // One core.
    let single = bestTime(repeats: 3) { metricsSum(0..<count, nk: nk, nz: nz) }
    emit("metrics-1core", [("springs", .number(Double(count))), ("threads", .number(1)),
                           ("seconds", .number(single.seconds)),
                           ("springsPerSecond", .number(Double(count) / single.seconds)),
                           ("springsPerSecondPerCore", .number(Double(count) / single.seconds)),
                           ("checksum", .number(single.checksum))])
    // All cores: 1000 chunks handed out dynamically.
    let slots = Slots(chunks)
    let all = bestTime(repeats: 3) {
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            slots.pointer[c] = metricsSum(chunkRange(c, of: chunks, count: count), nk: nk, nz: nz)
        }
        return slots.sum
    }
    emit("metrics-allcores", [("springs", .number(Double(count))), ("threads", .number(Double(cores))),
                              ("seconds", .number(all.seconds)),
                              ("springsPerSecond", .number(Double(count) / all.seconds)),
                              ("springsPerSecondPerCore", .number(Double(count) / all.seconds / Double(cores))),
                              ("checksum", .number(all.checksum))])
    // The general path (settlingTime() then overshootPercent), for comparison, one core.
    let general = bestTime(repeats: 3) {
        var sum = 0.0
        for j in 0..<count {
            guard let spring = gridSpring(j, nk: nk, nz: nz) else { continue }
            let response = SpringResponse(spring: spring)
            sum += ((try? response.settlingTime()) ?? nil) ?? 0
            sum += response.overshootPercent ?? 0
        }
        return sum
    }
    emit("metrics-separate-1core", [("springs", .number(Double(count))), ("threads", .number(1)),
                                    ("seconds", .number(general.seconds)),
                                    ("springsPerSecond", .number(Double(count) / general.seconds)),
                                    ("checksum", .number(general.checksum))])

    // The sample python-control is run on: one spring from each stiffness row and each ζ
    // column (389 is coprime to 1000), with SpringTune's exact values.
    if let samplePath, nk == 1000, nz == 1000 {
        var csv = "index,mass,stiffness,damping,settlingTime,overshootPercent\n"
        for s in 0..<1000 {
            let j = s * 1000 + (s * 389) % 1000
            guard let spring = gridSpring(j, nk: nk, nz: nz) else { continue }
            let response = SpringResponse(spring: spring)
            let settling = ((try? response.settlingTime()) ?? nil) ?? .nan
            let overshoot = response.overshootPercent ?? .nan
            csv += "\(j),\(spring.mass),\(spring.stiffness),\(spring.damping),\(settling),\(overshoot)\n"
        }
        do {
            try csv.write(toFile: samplePath, atomically: true, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("springbench: cannot write \(samplePath): \(error)\n".utf8))
        }
    }
}

// MARK: Row 3 — integrators on a 5 s UI spring

if !onlyDurations {
    guard let spring = try? Spring(mass: 1, stiffness: 300, damping: 10) else { fatalError("valid spring") }
    let end = 5.0
    let exact = SpringResponse(spring: spring).position(at: end)
    let rk4 = FixedStepIntegrator(method: .rungeKutta4, step: 0.001)
    let rk = bestTime(repeats: 50) { rk4.trajectory(of: spring, motion: .unitStep, times: [end])[0].position }
    emit("integrator-rk4", [("seconds", .number(rk.seconds)), ("steps", .number(end / 0.001)),
                            ("errorAtEnd", .number(abs(rk.checksum - exact))), ("checksum", .number(rk.checksum))])
    let dopri = DormandPrinceIntegrator(relativeTolerance: 1e-9, absoluteTolerance: 1e-12)
    let dp = bestTime(repeats: 200) { dopri.trajectory(of: spring, motion: .unitStep, times: [end])[0].position }
    let stats = dopri.integrate(spring, times: [end]).statistics
    emit("integrator-dopri", [("seconds", .number(dp.seconds)), ("steps", .number(Double(stats.accepted))),
                              ("rejected", .number(Double(stats.rejected))),
                              ("errorAtEnd", .number(abs(dp.checksum - exact))), ("checksum", .number(dp.checksum))])
}

// MARK: Diagnostics — where row 2's time per spring goes (one core, the same springs)

if arguments.contains("--profile-metrics") {
    let nk = 1000, nz = 1000, count = quick ? 100_000 : 1_000_000
    let stride = (nk * nz) / count
    let only = arguments.firstIndex(of: "--part").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    func part(_ name: String, _ body: (SpringResponse) -> Double) {
        if let only, only != name { return }
        let r = bestTime(repeats: 3) {
            var sum = 0.0
            for j in Swift.stride(from: 0, to: nk * nz, by: stride) {
                guard let spring = gridSpring(j, nk: nk, nz: nz) else { continue }
                sum += body(SpringResponse(spring: spring))
            }
            return sum
        }
        emit("metrics-part-\(name)", [("nanosecondsPerSpring", .number(r.seconds / Double(count) * 1e9)),
                                       ("checksum", .number(r.checksum))])
    }
    part("build") { $0.spring.stiffness }
    part("settlingTime") { ((try? $0.settlingTime()) ?? nil) ?? 0 }
    part("settlingTime-underdamped-only") { r in
        r.spring.dampingRatio < 1 ? ((try? r.settlingTime()) ?? nil) ?? 0 : 0
    }
    part("settlingTime-overdamped-only") { r in
        r.spring.dampingRatio >= 1 ? ((try? r.settlingTime()) ?? nil) ?? 0 : 0
    }
    part("overshoot") { $0.overshootPercent ?? 0 }
    part("both") { r in
        guard let (s, o) = try? r.settlingTimeAndOvershoot() else { return 0 }
        return (s ?? 0) + (o ?? 0)
    }
}

// MARK: Row 8 — each engine's duration, per spring, on 1000 broad springs

/// SplitMix64 (Steele, Lea & Flood 2014), the seeded generator of the broad springs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func logUniform(_ lower: Double, _ upper: Double) -> Double {
        exp(Double.random(in: log(lower)...log(upper), using: &self))
    }
}

/// The 1000 broad springs of rows 6 and 8, seeded: ζ log-uniform in [1e-4, 1e4], mass
/// log-uniform in [1e-2, 1e3], stiffness log-uniform in [1, 1e4], absolute velocity uniform in
/// ±20, from 0 to 1.
func broadSprings() -> [(spec: String, spring: Spring, motion: Motion)] {
    var rng = SplitMix64(state: 2026)
    var springs: [(String, Spring, Motion)] = []
    while springs.count < 1000 {
        let zeta = rng.logUniform(1e-4, 1e4), m = rng.logUniform(1e-2, 1e3), k = rng.logUniform(1, 1e4)
        let v = Double.random(in: -20...20, using: &rng)
        let c = 2 * zeta * (k * m).squareRoot()
        guard let spring = try? Spring(mass: m, stiffness: k, damping: c),
              let motion = try? Motion(from: 0, to: 1, absoluteVelocity: v) else { continue }
        springs.append(("m=\(m),k=\(k),c=\(c),absoluteVelocity=\(v)", spring, motion))
    }
    return springs
}

do {
    let springs = broadSprings()
    if let broadPath {
        let csv = "spring\n" + springs.map { "\"\($0.spec)\"\n" }.joined()
        do {
            try csv.write(toFile: broadPath, atomically: true, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("springbench: cannot write \(broadPath): \(error)\n".utf8))
        }
    }
    // Every engine's duration: the twelve of `durations`, and the renderers' stopping frames
    // that `metrics --solver` and the engine CSS use (POP, Rebound, Rebound JS, react-spring,
    // Motion's frames).
    var engines: [(name: String, duration: (Spring, Motion) -> Double?)] = EngineDuration.allCases.map { engine in
        (engine.rawValue, { engine.duration(of: $0, motion: $1) })
    }
    for solver in [Solver.pop, .rebound, .reboundJS, .reactSpring, .motion] {
        let renderer = solver.renderer
        engines.append((solver == .motion ? "motion-frames" : solver.rawValue, { renderer.duration(of: $0, motion: $1) }))
    }
    // The plain loops of the frame engines, as `render` runs them (every frame to the engine's
    // rest or SpringTune's run limit, the same limit as their durations): the cost the durations
    // replace, timed in the same run, and their results, which the durations must equal.
    let plainLoops: [(String, any SpringRenderer)] = [
        ("android", AndroidSpringRenderer()), ("flutter", FlutterSpringRenderer()),
        ("flutter-fling", FlutterSpringRenderer(fling: true)), ("svelte", SvelteSpringRenderer()),
        ("reanimated", ReanimatedSpringRenderer(version: .v4)), ("reanimated3", ReanimatedSpringRenderer(version: .v3)),
        ("react-spring", ReactSpringRenderer()), ("pop", POPSpringRenderer()),
        ("rebound", ReboundSpringRenderer()), ("rebound-js", ReboundSpringRenderer.javaScript()),
    ]
    for (name, renderer) in plainLoops {
        engines.append(("\(name)-plain-loop", { renderer.render($0, motion: $1, times: [0]).duration }))
    }
    let repeats = quick ? 1 : 3
    var everything = 0.0
    var results: [String: [Double?]] = [:]
    for (name, duration) in engines where onlyEngines.isEmpty || onlyEngines.contains(name) {
        let plain = name.hasSuffix("-plain-loop")
        var times: [Double] = []
        var checksum = 0.0, stops = 0
        var worst = (seconds: 0.0, spec: "")
        var found: [Double?] = []
        for (spec, spring, motion) in springs {
            var best = Double.infinity
            var result: Double?
            for _ in 0..<(plain ? 1 : repeats) {
                let start = DispatchTime.now().uptimeNanoseconds
                result = duration(spring, motion)
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            times.append(best)
            if best > worst.seconds { worst = (best, spec) }
            if let result { checksum += result; stops += 1 }
            found.append(result)
        }
        results[name] = found
        // A plain loop's results against the duration's, spring by spring.
        let base = plain ? results[String(name.dropLast("-plain-loop".count))] : nil
        let differing = base.map { base in zip(base, found).filter { $0 != $1 }.count }
        let sorted = times.sorted()
        let total = times.reduce(0, +)
        if !plain { everything += total }
        var fields: [(String, Field)] = [("springs", .number(Double(springs.count))),
                                         ("repeats", .number(Double(plain ? 1 : repeats)))]
        if let differing { fields.append(("differingFromDuration", .number(Double(differing)))) }
        fields += [("typicalMicroseconds", .number(sorted[sorted.count / 2] * 1e6)),
                   ("p99Microseconds", .number(sorted[sorted.count * 99 / 100] * 1e6)),
                   ("worstMicroseconds", .number(worst.seconds * 1e6)),
                   ("totalMilliseconds", .number(total * 1e3)),
                   ("worstSpring", .text(worst.spec)),
                   ("stops", .number(Double(stops))),
                   ("checksum", .number(checksum))]
        emit("durations-\(name)", fields)
    }
    emit("durations-all", [("springs", .number(Double(springs.count))), ("engines", .number(Double(engines.count - plainLoops.count))),
                           ("totalMilliseconds", .number(everything * 1e3))])
}
