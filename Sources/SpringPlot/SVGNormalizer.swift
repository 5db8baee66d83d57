import SpringKit

/// Makes cairo's SVG output independent of how many surfaces the process created before.
///
/// Cairo names an SVG's top-level group after the surface's process-wide unique
/// id (`<g id="surface42">`), so the same plot rendered second in a process
/// would differ from the same plot rendered first. Every `surfaceN` token is
/// renumbered in order of first appearance (`surface1`, `surface2`, …), which
/// keeps references consistent. Glyph and clip ids are already numbered per
/// document by cairo.
enum SVGNormalizer {
    static func renumberSurfaceIDs(_ bytes: [UInt8]) -> [UInt8] {
        let word = Array("surface".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var mapping: [ArraySlice<UInt8>: Int] = [:]
        var i = 0
        while i < bytes.count {
            if bytes[i] == word[0], i + word.count < bytes.count,
               bytes[i..<(i + word.count)].elementsEqual(word),
               isDigit(bytes[i + word.count]),
               i == 0 || !isIdentifier(bytes[i - 1]) {
                var end = i + word.count
                while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                let number = bytes[(i + word.count)..<end]
                let renumbered: Int
                if let known = mapping[number] {
                    renumbered = known
                } else {
                    renumbered = mapping.count + 1
                    mapping[number] = renumbered
                }
                output.append(contentsOf: word)
                output.append(contentsOf: Array(String(renumbered).utf8))
                i = end
            } else {
                output.append(bytes[i])
                i += 1
            }
        }
        return output
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2D
    }
}
