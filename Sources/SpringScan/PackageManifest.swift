import SpringIO

/// The version of an npm package a JavaScript file's project depends on, read from the nearest
/// `package.json` above the file that names the package in `dependencies`,
/// `devDependencies` or `peerDependencies`.
///
/// The major version is the first number of the range (`^4.1.0`, `~3.16`, `>=3`, `4.x`); a
/// range without one (`workspace:*`, `latest`, a Git URL) gives none. At most ``maximumLevels``
/// folders are looked in. Cost: one small file read per folder looked in.
enum PackageManifest {
    /// The most folders looked in above a file.
    static let maximumLevels = 32
    /// The largest `package.json` read (larger ones are skipped).
    static let maximumSize = 1 << 20

    /// The version range `package` has in the nearest `package.json` above `path` that names
    /// it, with that manifest's path; `nil` when none does.
    static func dependency(_ package: String, near path: String) -> (range: String, manifest: String)? {
        var folder = ScanTree.directory(of: path)
        for _ in 0..<maximumLevels {
            let manifest = (folder == "/" ? "" : folder) + "/package.json"
            if let bytes = try? SourceReader.read(manifest), bytes.count <= maximumSize,
               let range = range(of: package, in: bytes) {
                return (range, manifest)
            }
            let parent = ScanTree.normalized(folder + "/..")
            if parent == folder || folder == "/" || (folder == "." && parent == "..") { break }
            folder = parent
        }
        return nil
    }

    /// The range `package` has in a `package.json`'s dependency lists, or `nil`.
    static func range(of package: String, in bytes: [UInt8]) -> String? {
        guard let json = try? JSONParser.parse(bytes) else { return nil }
        for list in ["dependencies", "devDependencies", "peerDependencies"] {
            if case .string(let range)? = json[list]?[package] { return range }
        }
        return nil
    }

    /// The first whole number in a version range (`^4.1.0` → 4), or `nil`.
    static func major(of range: String) -> Int? {
        var digits = ""
        for character in range {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if !digits.isEmpty {
                break
            } else if character.isLetter, character != "v", character != "x", character != "X" {
                return nil // workspace:*, latest, npm:…, git+…
            }
        }
        return Int(digits)
    }
}
