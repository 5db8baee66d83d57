/// How sweeps write numbers: every double exactly, in its shortest round-trip form.
public enum SweepNumber {
    /// `180` for integral values below 1e15, otherwise Swift's shortest round-trip
    /// text (`0.1`, `1e-05`, `1.5e+20`); the same form as SpringIO's JSON.
    /// Non-finite values have no text here; callers write them as null.
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), value.magnitude < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return value.description
    }
}
