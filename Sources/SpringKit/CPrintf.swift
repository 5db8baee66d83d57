#if hasFeature(Embedded)
/// C's `snprintf(buffer, size, "%.*<conversion>", precision, value)`, provided to the
/// WebAssembly build by `Scripts/web/printf.c` (wasi-libc's, i.e. musl's, `snprintf`).
@_extern(c, "springtune_printf_double")
func springtunePrintfDouble(_ buffer: UnsafeMutablePointer<CChar>, _ size: Int32, _ conversion: CChar,
                            _ precision: Int32, _ value: Double) -> Int32
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One `Double` as C's `printf` writes it with a precision: `%.Nf`, `%.Ne` or `%.Ng`.
///
/// This is the one place SpringTune asks C to round a number to a fixed number of digits: the
/// digits of every ``NumberStyle`` that rounds (tables, tick labels, generated code) come from
/// here, so they round the same way in the CLI and in the WebAssembly build: there, `String(format:)` and `withVaList` do not exist, and the call
/// goes to wasi-libc's `snprintf` through a one-function C shim instead of glibc's.
/// - Accuracy: both C libraries convert exactly (the decimal digits of the binary value,
///   rounded half-to-even at the last kept digit), so the two builds write identical text.
/// - Cost: one `snprintf` into a stack-sized buffer.
enum CPrintf {
    /// A `printf` conversion for a `Double`.
    enum Conversion: Sendable {
        /// `%.Nf`: N digits after the point (`3.142`).
        case fixed
        /// `%.Ne`: one digit, the point, N digits, an exponent of at least two digits (`3.142e+00`).
        case exponential
        /// `%.Ng`: N significant digits, `%e` or `%f` by C's rule, trailing zeros removed.
        case general

        var letter: CChar {
            switch self {
            case .fixed: return 102  // f
            case .exponential: return 101  // e
            case .general: return 103  // g
            }
        }
    }

    /// `value` as `printf("%.<precision><conversion>", value)` writes it: `nan`, `inf`, `-inf`
    /// for the non-finite.
    /// - Parameter precision: 0 … 40 (clamped); `printf`'s meaning for each conversion.
    static func text(_ value: Double, _ conversion: Conversion, precision: Int) -> String {
        let precision = Int32(min(max(precision, 0), 40))
        // The longest result: "-" + 309 integer digits + "." + 40 decimals, or an exponent form.
        var buffer = [CChar](repeating: 0, count: 360)
        let count = buffer.withUnsafeMutableBufferPointer { bytes -> Int32 in
            guard let base = bytes.baseAddress else { return 0 }
            #if hasFeature(Embedded)
            return springtunePrintfDouble(base, Int32(bytes.count), conversion.letter, precision, value)
            #else
            let format: [CChar] = [37, 46, 42, conversion.letter, 0]  // "%.*f"
            return withVaList([precision, value]) { vsnprintf(base, bytes.count, format, $0) }
            #endif
        }
        let length = min(max(Int(count), 0), buffer.count - 1)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
