import Foundation

/// SplitMix64 (Steele, Lea & Flood 2014): a small, fast, seedable generator, so every
/// property test draws the same cases on every run and a failure names a case that replays.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose draws are fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [lower, upper].
    public mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
        Double.random(in: lower...upper, using: &self)
    }

    /// Log-uniform in [lower, upper] (lower > 0).
    public mutating func logUniform(_ lower: Double, _ upper: Double) -> Double {
        exp(uniform(log(lower), log(upper)))
    }
}
