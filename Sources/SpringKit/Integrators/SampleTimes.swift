/// Uniform sample times `0, h, 2h, … ≤ end`, with the count checked before any is made.
///
/// A count computed from a time range and a step can be any size, or not a number
/// (`1e16 s` at `1 ms` is 10¹⁹; `1 s` at `1e-300 s` overflows). Converting such a count to `Int`
/// traps, and a merely huge one exhausts memory, so both go through ``count(through:step:limit:)``
/// first, which throws a ``SpringError`` naming the limit instead.
///
/// Cost: O(1) for the count, O(count) for the times.
public enum SampleTimes {
    /// The number of times `0, h, 2h, … ≤ end` (with a relative tolerance of 1e-12 on `end`, so
    /// `1 s` at `0.1 s` gives 11), checked against `limit`.
    ///
    /// - Throws: ``SpringError`` when `end` or `step` is not finite and positive (`end` may be 0),
    ///   or the count exceeds `limit`: `invalid sample count 1e+19: must be at most 2000000 …`.
    public static func count(through end: Double, step: Double, limit: Int) throws(SpringError) -> Int {
        _ = try Validate.positive(step, "sample step")
        _ = try Validate.nonNegative(end, "sample end time")
        let exact = (end / step * (1 + 1e-12)).rounded(.down) + 1
        // Compared as Doubles: `exact` may be far beyond Int.max, or infinite.
        guard exact <= Double(limit) else {
            throw SpringError(parameter: "sample count", value: exact,
                              allowed: "at most \(limit) (the time range divided by the step, plus one)")
        }
        // i·h may round above `end`·(1 + 1e-12) for the last few i: those are not counted.
        var count = Int(exact)
        while count > 1, Double(count - 1) * step > end * (1 + 1e-12) { count -= 1 }
        return count
    }

    /// The times `0, h, 2h, … ≤ end` (each `i·h`, at most ``count(through:step:limit:)`` of them).
    ///
    /// - Throws: ``SpringError`` as ``count(through:step:limit:)``.
    public static func uniform(through end: Double, step: Double, limit: Int) throws(SpringError) -> [Double] {
        let n = try count(through: end, step: step, limit: limit)
        return (0..<n).map { Double($0) * step }
    }
}
