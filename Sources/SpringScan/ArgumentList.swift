/// The arguments of a call or the members of an object literal, split at top-level commas.
struct ArgumentList {
    /// One argument: its label (`response:` in Swift, `stiffness =` in Kotlin, `stiffness:` in a
    /// JavaScript object) and the token range of its value.
    struct Argument {
        var label: String?
        var labelIndex: Int?
        var value: Range<Int>
        /// A JavaScript `...spread` member.
        var isSpread = false
    }

    enum Style {
        /// `label: value` (Swift calls, JavaScript objects).
        case colon
        /// `name = value` (Kotlin calls).
        case equals

        /// What separates a label from its value, as an edit writes it (`: `, ` = `).
        var separator: String { self == .colon ? ": " : " = " }
        /// The mark every separator of the style holds (`:`, `=`).
        var mark: String { self == .colon ? ":" : "=" }
    }

    var arguments: [Argument] = []
    /// The index of the closing bracket.
    var close: Int

    /// Splits the bracketed list opened at `open`; `nil` when it is not closed.
    init?(_ file: SourceFile, open: Int, style: Style) {
        guard let close = file.closing(open) else { return nil }
        self.close = close
        var start = open + 1
        var index = open + 1
        // Nested brackets are jumped over through their partner, so each token is looked at
        // by the one list it is at the top level of: nested calls cost linear time.
        while index <= close {
            let token = file.tokens[index]
            if index == close || (token.kind == .punctuation && file.bytes[token.start] == 0x2C) {
                if start < index { arguments.append(Self.argument(file, start..<index, style: style)) }
                start = index + 1
            } else if let partner = file.closing(index) {
                index = partner
            }
            index += 1
        }
    }

    static func argument(_ file: SourceFile, _ range: Range<Int>, style: Style) -> Argument {
        let first = range.lowerBound
        if file.language.recognizer.hasObjectLiterals, file.isPunctuation(first, 0x2E), file.isPunctuation(first + 1, 0x2E),
           file.isPunctuation(first + 2, 0x2E) {
            return Argument(label: nil, value: (first + 3)..<range.upperBound, isSpread: true)
        }
        let labelLike = file.tokens[first].kind == .identifier
            || (file.language.recognizer.hasObjectLiterals && (file.tokens[first].kind == .string || file.tokens[first].kind == .number))
        if range.count >= 2, labelLike {
            switch style {
            case .colon where file.isPunctuation(first + 1, 0x3A) && !file.isPunctuation(first + 2, 0x3A):
                return Argument(label: labelText(file, first), labelIndex: first, value: (first + 2)..<range.upperBound)
            case .equals where file.isPunctuation(first + 1, 0x3D) && !file.isPunctuation(first + 2, 0x3D):
                return Argument(label: labelText(file, first), labelIndex: first, value: (first + 2)..<range.upperBound)
            default: break
            }
        }
        if file.language.recognizer.hasObjectLiterals, range.count == 1, file.tokens[first].kind == .identifier {
            // Shorthand member `{ stiffness }`: the label is the name, the value the variable.
            return Argument(label: file.text(first), labelIndex: first, value: range)
        }
        return Argument(label: nil, value: range)
    }

    static func labelText(_ file: SourceFile, _ index: Int) -> String {
        let text = file.text(index)
        if file.tokens[index].kind == .string, text.count >= 2 { return String(text.dropFirst().dropLast()) }
        return text
    }

    /// The argument labelled `label`.
    func labelled(_ label: String) -> Argument? {
        arguments.first { $0.label == label }
    }

    /// The labels, in order (unlabelled arguments as `_`).
    var labels: [String] { arguments.map { $0.label ?? "_" } }
}
