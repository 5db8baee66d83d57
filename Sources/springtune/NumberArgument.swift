import ArgumentParser
import SpringKit

/// Command-line numbers: finite plain decimals only.
///
/// ArgumentParser's own `Double` accepts `nan`, `inf` and `1e400` (as infinity);
/// SpringTune's options parse through here instead.
enum NumberArgument {
    struct Invalid: Error, CustomStringConvertible {
        var description: String { "expected a finite decimal number (no nan, inf, hex or overflow)" }
    }

    /// A finite decimal.
    static func finite(_ text: String) throws -> Double {
        guard let value = DecimalNumber.parse(text) else { throw Invalid() }
        return value
    }
}
