extension SourceFile {
    static let declarationKeywords: Set<String> = ["let", "var", "val", "const"]
    /// Names too generic to say two springs were meant to match (API keywords, not names).
    static let genericNames: Set<String> = ["config", "transition", "animationSpec", "animation", "spring", "spec",
                                            "timingParameters", "default", "type", "value", "it", "self", "this"]

    /// The name the expression starting at token `start` is bound to: `let NAME = …`,
    /// `let NAME: Type = …`, `self.NAME = …`, or (JavaScript) an object member `NAME: …`.
    /// Generic names (`config`, `transition`, `animationSpec`…) give `nil`.
    func bindingName(before start: Int) -> String? {
        binding(before: start)?.name
    }

    /// The name the expression starting at token `start` is bound to (``bindingName(before:)``)
    /// and whether that binding is shared beyond its block (``isShared(declaration:)``,
    /// ``isSharedMember(_:)``): only shared names say that two springs were meant to match.
    func binding(before start: Int) -> (name: String, isShared: Bool)? {
        let name: String?
        var shared = false
        let before = start - 1
        if isPunctuation(before, 0x3D), !isPunctuation(before - 1, 0x3D), !isPunctuation(before - 1, 0x21),
           !isPunctuation(before - 1, 0x3C), !isPunctuation(before - 1, 0x3E) {
            var found: String?
            // let NAME: Type = …
            var index = before - 1
            while index > max(0, before - 12), found == nil {
                if isPunctuation(index, 0x3A), isIdentifier(index - 1), Self.declarationKeywords.contains(text(index - 2)) {
                    found = text(index - 1)
                    shared = isShared(declaration: index - 2)
                }
                if isPunctuation(index, 0x3B) || isPunctuation(index, 0x7B) || isPunctuation(index, 0x7D) { break }
                index -= 1
            }
            if found == nil, isIdentifier(before - 1),
               Self.declarationKeywords.contains(text(before - 2)) || isPunctuation(before - 2, 0x2E) {
                found = text(before - 1)
                // `self.NAME = …`: a property, seen wherever its object is.
                shared = isPunctuation(before - 2, 0x2E) || isShared(declaration: before - 2)
            }
            name = found
        } else if language.recognizer.hasObjectLiterals, isPunctuation(before, 0x3A),
                  isIdentifier(before - 1) || (before - 1 >= 0 && tokens[before - 1].kind == .string) {
            name = ArgumentList.labelText(self, before - 1)
            shared = isSharedMember(before - 1)
        } else {
            name = nil
        }
        guard let name, !Self.genericNames.contains(name), !Self.declarationKeywords.contains(name) else { return nil }
        return (name, shared)
    }

    /// Keywords that open a type's body: a `let`/`val` directly inside is a member.
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol", "object", "interface"]
    /// Keywords that open a function's or accessor's body: a binding directly inside is local.
    static let bodyKeywords: Set<String> = ["func", "fun", "init", "deinit", "get", "set", "willSet", "didSet",
                                            "let", "var", "val", "const", "function", "if", "else", "for", "while",
                                            "do", "switch", "case", "guard", "return", "in", "try", "catch"]

    /// Whether the declaration whose keyword (`let`, `var`, `val`, `const`) is token `keyword`
    /// is seen beyond its block: in JavaScript when it is exported (`export const`); in Swift
    /// and Kotlin at the top level of the file or directly in a type's body (`static let`, an
    /// `object`'s `val`), unless `private` or `fileprivate`. A binding inside a function or
    /// closure is local, and so is one whose block cannot be told. Cost: a few tokens back.
    func isShared(declaration keyword: Int) -> Bool {
        var modifiers: Set<String> = []
        var index = keyword - 1
        while index >= 0, keyword - index <= 4, isIdentifier(index) {
            modifiers.insert(text(index))
            index -= 1
        }
        if language.recognizer.sharesOnlyExports { return modifiers.contains("export") }
        if !modifiers.isDisjoint(with: ["private", "fileprivate"]) { return false }
        guard let open = enclosingOpen(keyword) else { return true }
        return isTypeBody(open)
    }

    /// Whether the `{` at `open` opens a type's body: the nearest key word before it, within
    /// its statement, is `struct`, `class`, `enum`, `extension`, `actor`, `protocol`, `object`
    /// or `interface` (not `func`, `var`, `if`…).
    func isTypeBody(_ open: Int) -> Bool {
        guard isPunctuation(open, 0x7B) else { return false }
        var index = open - 1
        while index >= 0, open - index <= 40 {
            if isPunctuation(index, 0x3B) || isPunctuation(index, 0x7B) || isPunctuation(index, 0x7D) { return false }
            if let opening = opening(index) { index = opening - 1; continue } // skip `(…)`, `<…>` is not a bracket
            if isIdentifier(index) {
                let word = text(index)
                if Self.typeKeywords.contains(word) { return true }
                if Self.bodyKeywords.contains(word) { return false }
            }
            if isPunctuation(index, 0x3D) { return false } // `= {`: a closure or an object
            index -= 1
        }
        return false
    }

    /// Whether the JavaScript object member whose label is token `label` is seen beyond its
    /// file: the object (or one it is nested in, member by member) is the value of an
    /// exported declaration (`export const springs = { card: {…} }`) or `export default {…}`.
    /// At most 16 objects out (so that nested objects cost linear time); deeper is not shared.
    func isSharedMember(_ label: Int) -> Bool {
        var open = enclosingOpen(label)
        var levels = 0
        while let brace = open, isPunctuation(brace, 0x7B), levels < 16 {
            levels += 1
            if isIdentifier(brace - 1, "default"), isIdentifier(brace - 2, "export") { return true }
            if isPunctuation(brace - 1, 0x3D), isIdentifier(brace - 2), Self.declarationKeywords.contains(text(brace - 3)) {
                return isShared(declaration: brace - 3)
            }
            // A member's value: `name: {`; step out to the object holding it.
            guard isPunctuation(brace - 1, 0x3A) else { return false }
            open = enclosingOpen(brace)
        }
        return false
    }

    /// The index of the closing bracket of the block enclosing token `index` (`index` itself
    /// when it is a closing bracket), or the end of the file at the top level or when the
    /// block is not closed. Cost: O(1).
    func enclosingScopeEnd(from index: Int) -> Int {
        guard index < tokens.count else { return tokens.count }
        if tokens[index].kind == .punctuation, [0x29, 0x5D, 0x7D].contains(bytes[tokens[index].start]) { return index }
        return enclosingOpen(index).flatMap { closing($0) } ?? tokens.count
    }

    /// The tokens of a statement's value starting at `start`: up to a `;`, an unbalanced closing
    /// bracket, a top-level `,`, or the first token on a later line at bracket depth 0.
    func valueRange(from start: Int) -> Range<Int> {
        statementRange(from: start, acrossOperators: false)
    }

    /// The tokens of an expression starting at `start` (a `return` value, an arrow function's
    /// body): as ``valueRange(from:)``, but going on to a later line while one line ends, or
    /// the next begins, with an operator (`?`, `:`, `.`, `&`, `|`, `+`, `-`, `*`, `/`) — a
    /// ternary or a chain written over several lines.
    func expressionRange(from start: Int) -> Range<Int> {
        statementRange(from: start, acrossOperators: true)
    }

    /// ``valueRange(from:)``, or ``expressionRange(from:)`` when `acrossOperators`. Cost: linear
    /// in the tokens of the range.
    private func statementRange(from start: Int, acrossOperators: Bool) -> Range<Int> {
        guard start < tokens.count else { return start..<start }
        var depth = 0
        var index = start
        var line = tokens[start].line
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0, token.line != line, index > start {
                guard acrossOperators, Self.continuesExpression(self, index - 1) || Self.continuesExpression(self, index) else { break }
                line = token.line
            }
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case 0x28, 0x5B, 0x7B: depth += 1
                case 0x29, 0x5D, 0x7D:
                    if depth == 0 { return start..<index }
                    depth -= 1
                case 0x3B where depth == 0: return start..<index
                case 0x2C where depth == 0: return start..<index
                default: break
                }
            }
            index += 1
        }
        return start..<index
    }

    /// Whether token `index` is an operator that joins an expression across a line end.
    private static func continuesExpression(_ file: SourceFile, _ index: Int) -> Bool {
        guard index >= 0, index < file.tokens.count, file.tokens[index].kind == .punctuation else { return false }
        return [0x3F, 0x3A, 0x2E, 0x26, 0x7C, 0x2B, 0x2D, 0x2A, 0x2F].contains(file.bytes[file.tokens[index].start])
    }

    /// The span of tokens `range` (non-empty): from the first token's start to the last one's end.
    func span(_ range: Range<Int>) -> SourceSpan {
        let first = tokens[range.lowerBound]
        return SourceSpan(path: path, range: first.start..<tokens[range.upperBound - 1].end, line: first.line, column: first.column)
    }
}
