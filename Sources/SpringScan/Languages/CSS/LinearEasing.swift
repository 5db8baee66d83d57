/// A CSS `linear()` easing function: output values at input progress positions.
///
/// Parsing follows CSS Easing Level 2: each stop is a number with zero, one or two
/// percentages; a missing first position is 0 %, a missing last 100 %, a position below an
/// earlier one is raised to it, and runs of missing positions are spread evenly between their
/// neighbours. Cost: linear in the number of stops.
public struct LinearEasing: Sendable, Hashable {
    /// The control points (progress in [0, 1] non-decreasing, output value), one per position.
    public var points: [(progress: Double, value: Double)] {
        zip(progresses, values).map { ($0, $1) }
    }
    /// Input progress of each point.
    public let progresses: [Double]
    /// Output value of each point.
    public let values: [Double]
    /// The number of stops written (a stop with two percentages counts once).
    public let stopCount: Int

    /// Creates an easing from stops: each an output value and zero to two positions (fractions).
    /// Returns `nil` for no stops or a non-finite number.
    public init?(stops: [(value: Double, positions: [Double])]) {
        guard !stops.isEmpty else { return nil }
        var values: [Double] = []
        var positions: [Double?] = []
        for stop in stops {
            guard stop.value.isFinite, stop.positions.allSatisfy(\.isFinite), stop.positions.count <= 2 else { return nil }
            if stop.positions.isEmpty {
                values.append(stop.value); positions.append(nil)
            } else {
                for position in stop.positions { values.append(stop.value); positions.append(position) }
            }
        }
        if positions[0] == nil { positions[0] = 0 }
        if positions[positions.count - 1] == nil { positions[positions.count - 1] = max(1, positions.compactMap { $0 }.max() ?? 1) }
        var largest = -Double.infinity
        for i in positions.indices {
            if let p = positions[i] { positions[i] = max(p, largest); largest = max(p, largest) }
        }
        var i = 0
        while i < positions.count {
            if positions[i] == nil {
                var j = i
                while positions[j] == nil { j += 1 }
                let a = positions[i - 1]!, b = positions[j]!
                for k in i..<j { positions[k] = a + (b - a) * Double(k - i + 1) / Double(j - i + 1) }
                i = j
            }
            i += 1
        }
        self.progresses = positions.map { $0! }
        self.values = values
        self.stopCount = stops.count
    }
}
