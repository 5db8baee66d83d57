/// The script of a Svelte component (`.svelte`): the contents of its `<script …>` elements,
/// with everything else — markup, styles, the tags themselves — blanked, so that text such as
/// `Don't spring…` in the markup is never read as code, while every kept byte stays on its
/// line and column (a blanked character becomes one space, two for one outside the Basic
/// Multilingual Plane, so UTF-16 columns are unchanged; line ends are kept).
///
/// Cost: one pass over the bytes (the search for `</script` restarts after each match).
enum SvelteComponent {
    /// `bytes` with everything outside `<script …>…</script>` blanked.
    static func script(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        var inScript = false
        while index < bytes.count {
            if inScript {
                if matches(bytes, index, "</script") {
                    inScript = false
                    continue
                }
                out.append(bytes[index])
                index += 1
                continue
            }
            if matches(bytes, index, "<script"), index + 7 < bytes.count,
               [0x20, 0x3E, 0x09, 0x0A, 0x0D].contains(bytes[index + 7]) {
                // Blank the start tag up to its `>`.
                while index < bytes.count, bytes[index] != 0x3E { blank(bytes[index], into: &out); index += 1 }
                if index < bytes.count { blank(bytes[index], into: &out); index += 1 }
                inScript = true
                continue
            }
            blank(bytes[index], into: &out)
            index += 1
        }
        return out
    }

    /// A byte outside the script: line ends kept, a character's first byte as a space (two for
    /// a 4-byte sequence), continuation bytes dropped.
    static func blank(_ byte: UInt8, into out: inout [UInt8]) {
        switch byte {
        case 0x0A, 0x0D: out.append(byte)
        case 0x80..<0xC0: break
        case 0xF0...: out.append(contentsOf: [0x20, 0x20])
        default: out.append(0x20)
        }
    }

    /// Whether `bytes` at `index` are `text` (ASCII, case-insensitive).
    static func matches(_ bytes: [UInt8], _ index: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in
            for i in 0..<count where bytes[index + i] | 0x20 != buffer[i] | 0x20 { return false }
            return true
        }
    }
}
