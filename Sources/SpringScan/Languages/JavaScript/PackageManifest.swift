/// The major version of an npm package a JavaScript file's project depends on, from the
/// version range the nearest `package.json` gives it (read through ``ProjectFiles``).
///
/// The major version is the first number of the range (`^4.1.0`, `~3.16`, `>=3`, `4.x`); a
/// range without one (`workspace:*`, `latest`, a Git URL) gives none. Cost: a pass over the range.
enum PackageManifest {
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
