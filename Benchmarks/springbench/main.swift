// springbench: SpringTune's side of `make bench`. Prints one JSON object per
// measurement on stdout; Benchmarks/run.sh runs the peers and writes the report.
import Foundation
import SpringKit

/// Wall-clock seconds of `body`, best of `repeats`.
func bestTime(repeats: Int = 5, _ body: () -> Double) -> (seconds: Double, checksum: Double) {
    var best = Double.infinity
    var checksum = 0.0
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        checksum = body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, elapsed)
    }
    return (best, checksum)
}

func emit(_ name: String, _ fields: [(String, Double)]) {
    let body = fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
    print("{\"benchmark\": \"\(name)\", \(body)}")
}

/// 1000 springs over a stiffness × damping grid (ζ from 0.05 to 2), unit step from rest.
func springGrid(count: Int) -> [Spring] {
    let side = Int(Double(count).squareRoot().rounded(.up))
    var springs: [Spring] = []
    springs.reserveCapacity(count)
    outer: for i in 0..<side {
        let k = 50 * pow(1000 / 50, Double(i) / Double(max(side - 1, 1)))
        for j in 0..<side {
            let zeta = 0.05 + 1.95 * Double(j) / Double(max(side - 1, 1))
            if let spring = try? Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot()) {
                springs.append(spring)
            }
            if springs.count == count { break outer }
        }
    }
    return springs
}

let arguments = CommandLine.arguments
let springsCount = 1000, samples = 600

// Row 1: exact evaluation on a uniform grid, direct formula, one core.
do {
    let springs = springGrid(count: springsCount)
    let responses = springs.map { SpringResponse(spring: $0) }
    let h = 1.0 / 60
    var out = [Double](repeating: 0, count: samples)
    let (seconds, checksum) = bestTime {
        var sum = 0.0
        for response in responses {
            for i in 0..<samples { out[i] = response.position(at: Double(i) * h) }
            sum += out[samples - 1]
        }
        return sum
    }
    let evaluations = Double(springsCount * samples)
    emit("exact-direct", [("evaluationsPerSecond", evaluations / seconds), ("seconds", seconds), ("checksum", checksum)])
}

// Row 2: exact settling time + overshoot for a grid of springs, one core.
do {
    let count = arguments.count > 1 ? Int(arguments[1]) ?? 200_000 : 200_000
    let springs = springGrid(count: count)
    let responses = springs.map { SpringResponse(spring: $0) }
    let (seconds, checksum) = bestTime(repeats: 3) {
        var sum = 0.0
        for response in responses {
            sum += (try? response.settlingTime()) .flatMap { $0 } ?? 0
            sum += response.overshootPercent ?? 0
        }
        return sum
    }
    emit("metrics-settling-overshoot", [("springsPerSecond", Double(responses.count) / seconds),
                                        ("springs", Double(responses.count)), ("seconds", seconds), ("checksum", checksum)])
}
