extension SourceFile {
    static let declarationKeywords: Set<String> = ["let", "var", "val", "const"]
    /// Names too generic to say two springs were meant to match (API keywords, not names).
    static let genericNames: Set<String> = ["config", "transition", "animationSpec", "animation", "spring", "spec",
                                            "timingParameters", "default", "type", "value", "it", "self", "this"]

    /// The name the expression starting at token `start` is bound to: `let NAME = …`,
    /// `let NAME: Type = …`, `self.NAME = …`, or (JavaScript) an object member `NAME: …`.
    /// Generic names (`config`, `transition`, `animationSpec`…) give `nil`.
    func bindingName(before start: Int) -> String? {
        let name: String?
        let before = start - 1
        if isPunctuation(before, 0x3D), !isPunctuation(before - 1, 0x3D), !isPunctuation(before - 1, 0x21),
           !isPunctuation(before - 1, 0x3C), !isPunctuation(before - 1, 0x3E) {
            var found: String?
            // let NAME: Type = …
            var index = before - 1
            while index > max(0, before - 12), found == nil {
                if isPunctuation(index, 0x3A), isIdentifier(index - 1), Self.declarationKeywords.contains(text(index - 2)) {
                    found = text(index - 1)
                }
                if isPunctuation(index, 0x3B) || isPunctuation(index, 0x7B) || isPunctuation(index, 0x7D) { break }
                index -= 1
            }
            if found == nil, isIdentifier(before - 1),
               Self.declarationKeywords.contains(text(before - 2)) || isPunctuation(before - 2, 0x2E) {
                found = text(before - 1)
            }
            name = found
        } else if language == .javaScript, isPunctuation(before, 0x3A),
                  isIdentifier(before - 1) || (before - 1 >= 0 && tokens[before - 1].kind == .string) {
            name = ArgumentList.labelText(self, before - 1)
        } else {
            name = nil
        }
        guard let name, !Self.genericNames.contains(name), !Self.declarationKeywords.contains(name) else { return nil }
        return name
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
        guard start < tokens.count else { return start..<start }
        var depth = 0
        var index = start
        let line = tokens[start].line
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0, token.line != line, index > start { break }
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
}
