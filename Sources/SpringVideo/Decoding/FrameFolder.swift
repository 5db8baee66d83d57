import Foundation

/// A folder of numbered PNG frames (`frame0001.png`, `frame0002.png`, …) as FFmpeg's image2
/// demuxer reads it: one name pattern and a consecutive run of numbers.
///
/// PNG frames are decoded by FFmpeg (its image2 demuxer and PNG decoder), not by cairo: the
/// frames then pass through the same pipeline as a video's (pixel format conversion by
/// swscale, including palette, grey, 16-bit and alpha PNGs; the same streaming, limits and
/// errors), and cairo reads only 8-bit RGB(A) surfaces whole.
struct FrameFolder: Sendable, Hashable {
    /// The image2 pattern (`DIR/frame%04d.png`, `%` in the folder's path escaped).
    var pattern: String
    /// The first frame's number.
    var firstNumber: Int
    /// The number of frames.
    var count: Int
    /// The largest frame file, in bytes.
    var largestFile: Int64

    /// The folder's frames.
    /// - Throws: ``VideoError/frameFolder(path:reason:)`` for a folder without PNG files, names
    ///   of more than one pattern, or a gap in the numbers; ``VideoError/unreadable(path:reason:)``
    ///   for a folder that cannot be listed.
    init(path: String) throws(VideoError) {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
            throw .unreadable(path: path, reason: "the folder cannot be listed")
        }
        var numbered: [(number: Int, prefix: String, digits: Int, padded: Bool, name: String)] = []
        for name in names where name.lowercased().hasSuffix(".png") {
            let stem = name.dropLast(4)
            let digits = stem.reversed().prefix { $0.isASCII && $0.isNumber }.count
            guard digits > 0, digits <= 9, let number = Int(stem.suffix(digits)) else {
                throw .frameFolder(path: path, reason: "\(name) has no frame number before .png (expected e.g. frame0001.png)")
            }
            numbered.append((number, String(stem.dropLast(digits)), digits, stem.suffix(digits).first == "0", name))
        }
        guard let first = numbered.min(by: { $0.number < $1.number }) else {
            throw .frameFolder(path: path, reason: "no numbered PNG frames in the folder")
        }
        let extensionText = String(first.name.suffix(4))
        let widths = Set(numbered.map(\.digits))
        let padded = numbered.contains { $0.padded } || widths.count == 1 && numbered.count > 1 && first.digits > 1
        for frame in numbered where frame.prefix != first.prefix || !frame.name.hasSuffix(extensionText) {
            throw .frameFolder(path: path, reason: "\(frame.name) and \(first.name) follow different name patterns: one numbered sequence is read")
        }
        if padded, widths.count > 1 {
            throw .frameFolder(path: path, reason: "frame numbers are padded to different widths (\(widths.sorted().map(String.init).joined(separator: ", ")) digits)")
        }
        let numbers = numbered.map(\.number).sorted()
        for (a, b) in zip(numbers, numbers.dropFirst()) where b != a + 1 {
            throw .frameFolder(path: path, reason: b == a ? "frame number \(a) is given twice" : "frames \(a + 1)…\(b - 1) are missing (numbers must be consecutive)")
        }
        var largest: Int64 = 0
        for frame in numbered {
            let size = (try? FileManager.default.attributesOfItem(atPath: path + "/" + frame.name)[.size] as? NSNumber)?.int64Value ?? 0
            largest = max(largest, size)
        }
        let directory = path.replacingOccurrences(of: "%", with: "%%")
        let prefix = first.prefix.replacingOccurrences(of: "%", with: "%%")
        let number = padded ? "%0\(first.digits)d" : "%d"
        pattern = (directory.hasSuffix("/") ? directory : directory + "/") + prefix + number + extensionText
        firstNumber = numbers[0]
        count = numbers.count
        largestFile = largest
    }
}
