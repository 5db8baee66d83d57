import SpringIO

/// Reads the literal values of a configuration file written as JavaScript or as JSON with
/// comments (`tsconfig.json`, `babel.config.js`, `.babelrc`): objects (keys as names or
/// strings, trailing commas allowed), arrays, strings, numbers, `true`, `false` and `null`.
/// The file is tokenized as JavaScript, so comments are dropped as the tools that read these
/// files drop them. Anything else (a call, a name) is `nil`, and an object or array member
/// that is not a literal is left out.
///
/// Cost: linear in the tokens read; nesting deeper than ``maximumDepth`` is not read.
enum ConfigLiteral {
    /// The deepest nesting read.
    static let maximumDepth = 32

    /// The value the tokens `range` spell, or `nil`.
    static func value(_ file: SourceFile, _ range: Range<Int>, depth: Int = 0) -> JSONValue? {
        guard !range.isEmpty, depth < maximumDepth else { return nil }
        let first = range.lowerBound
        if range.count == 1 {
            let token = file.tokens[first]
            switch token.kind {
            case .string: return .string(string(file, first))
            case .number: return LiteralReader.number(file, range).map { .number($0) }
            case .identifier:
                if file.isIdentifier(first, "true") { return .bool(true) }
                if file.isIdentifier(first, "false") { return .bool(false) }
                if file.isIdentifier(first, "null") { return .null }
                return nil
            case .punctuation: return nil
            }
        }
        if let number = LiteralReader.number(file, range) { return .number(number) }
        guard file.closing(first) == range.upperBound - 1 else { return nil }
        if file.isPunctuation(first, 0x7B) {
            var members: [(String, JSONValue)] = []
            for segment in JavaScriptBindings.segments(file, first + 1, range.upperBound - 1) {
                let key = segment.lowerBound
                guard segment.count >= 3, file.isPunctuation(key + 1, 0x3A),
                      file.isIdentifier(key) || file.tokens[key].kind == .string,
                      let member = value(file, (key + 2)..<segment.upperBound, depth: depth + 1) else { continue }
                members.append((file.tokens[key].kind == .string ? string(file, key) : file.text(key), member))
            }
            return .object(members)
        }
        if file.isPunctuation(first, 0x5B) {
            return .array(JavaScriptBindings.segments(file, first + 1, range.upperBound - 1).compactMap {
                value(file, $0, depth: depth + 1)
            })
        }
        return nil
    }

    /// A string token's text without its quotes, with `\\`, `\/`, `\"` and `\'` unescaped.
    static func string(_ file: SourceFile, _ index: Int) -> String {
        let quoted = ArgumentList.labelText(file, index)
        guard quoted.contains("\\") else { return quoted }
        var out = ""
        var escaping = false
        for character in quoted {
            if escaping {
                out.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
