#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpringIO

/// Splits a descriptor's bytes (stdin) into JSON-RPC messages, one a line, with blocking
/// reads: a line is held only up to `maximumBytes` (a longer one is dropped as it arrives and
/// reported once it ends), a blank line is skipped, and a line that is not JSON (SpringIO's
/// ``SpringIO/JSONParser``: UTF-8, at most 256 levels deep) is reported instead of passed on.
struct MCPLineReader: Sendable {
    /// One line read.
    enum Line {
        /// A line that is JSON.
        case message([UInt8])
        /// A line that is not, or is too long, and why.
        case refused(String)
    }

    let input: Int32
    let maximumBytes: Int

    /// Reads until the end of `input`, handing each line that is not blank to `body`.
    func run(_ body: (Line) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var line: [UInt8] = []
        var dropping = false
        func finish() {
            defer { line.removeAll(keepingCapacity: line.count <= 1 << 20) }
            if dropping {
                dropping = false
                body(.refused("a message of more than \(maximumBytes) bytes"))
                return
            }
            guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") }) else { return }
            do {
                _ = try JSONParser.parse(line)
                body(.message(line))
            } catch {
                body(.refused("not JSON (\(error))"))
            }
        }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                break
            }
            if count == 0 { break }
            var start = 0
            for index in 0..<count where buffer[index] == UInt8(ascii: "\n") {
                append(buffer[start..<index], to: &line, dropping: &dropping)
                finish()
                start = index + 1
            }
            append(buffer[start..<count], to: &line, dropping: &dropping)
        }
        if !line.isEmpty || dropping { finish() }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], dropping: inout Bool) {
        guard !dropping else { return }
        if line.count + bytes.count > maximumBytes {
            dropping = true
            line.removeAll()
        } else {
            line.append(contentsOf: bytes)
        }
    }
}
