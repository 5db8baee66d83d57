/// Springs for tests that need many: seeded, so every run reads the same rows.
public enum SeededSprings {
    /// `count` springs of mixed stiffness (50…500) and damping (5…40), as a key-column CSV
    /// (`stiffness,damping`), from a 64-bit linear congruential generator seeded with `seed`.
    public static func keyColumnCSV(_ count: Int, seed: UInt64 = 7) -> String {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var lines = ["stiffness,damping"]
        for _ in 0..<count { lines.append("\(50 + 450 * next()),\(5 + 35 * next())") }
        return lines.joined(separator: "\n") + "\n"
    }
}
