import SpringKit

/// The most options a command line may hold, checked before ArgumentParser parses it.
///
/// swift-argument-parser 1.8's parsing is quadratic in the number of arguments (each one it
/// consumes is removed from the front of an array, `SplitArguments.remove(at:)`, and each
/// repeated option's origins are merged again, `ParsedValues.set`): 10,000 `--retarget` took
/// 10.7 s of a release build only to be refused. No command takes more options than
/// `--retarget`'s ``RetargetedResponse/maximumCount`` (1000) and a few hundred others, so a
/// line with more is refused at once (64), one line naming the count and the limit; many
/// springs go in a file (`--input`). Positional arguments (specs, `scan`'s paths) are not counted.
public enum OptionBudget {
    /// 1000 `--retarget` and 200 more options.
    public static let maximumOptions = RetargetedResponse.maximumCount + 200

    /// The words of `arguments` that are options: before a lone `--`, a word that starts with
    /// `-` and is not a number (`-1`, `-0.5e3`, an option's negative value). Cost: linear.
    public static func optionCount(_ arguments: [String]) -> Int {
        var count = 0
        for word in arguments {
            if word == "--" { break }
            guard word.hasPrefix("-"), word.count > 1 else { continue }
            let second = word[word.index(after: word.startIndex)]
            if second.isNumber || second == "." { continue }
            count += 1
        }
        return count
    }

    /// Refuses a command line with more than ``maximumOptions`` options.
    /// - Throws: ``RequestError`` (usage, 64).
    public static func check(_ arguments: [String]) throws(RequestError) {
        let count = optionCount(arguments)
        guard count <= maximumOptions else {
            throw RequestError(.usage, "too many options: \(count) on the command line, at most \(maximumOptions) (no command takes more: at most \(RetargetedResponse.maximumCount) \(field: .retarget) and its other options); give many springs in a file with \(field: .springRows)")
        }
    }
}
