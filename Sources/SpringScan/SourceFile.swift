/// A file's bytes and tokens, with the token queries the recognisers use.
struct SourceFile {
    let path: String
    let language: SourceLanguage
    let bytes: [UInt8]
    let tokens: [Token]

    init(path: String, language: SourceLanguage, bytes: [UInt8]) {
        self.path = path
        self.language = language
        self.bytes = bytes
        switch language {
        case .swift: tokens = SwiftTokenizer().tokens(bytes)
        case .kotlin: tokens = KotlinTokenizer().tokens(bytes)
        case .javaScript: tokens = JavaScriptTokenizer().tokens(bytes)
        case .css: tokens = CSSTokenizer(lineComments: path.hasSuffix(".scss")).tokens(bytes)
        }
    }

    var count: Int { tokens.count }

    /// The token's text.
    func text(_ index: Int) -> String {
        guard index >= 0, index < tokens.count else { return "" }
        let token = tokens[index]
        return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Whether token `index` is the identifier `name` (no allocation).
    func isIdentifier(_ index: Int, _ name: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return equals(index, name)
    }

    /// Whether token `index` is an identifier.
    func isIdentifier(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier
    }

    /// Whether token `index` is the punctuation `character`.
    func isPunctuation(_ index: Int, _ character: UInt8) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        return token.kind == .punctuation && token.end - token.start == 1 && bytes[token.start] == character
    }

    func equals(_ index: Int, _ name: StaticString) -> Bool {
        let token = tokens[index]
        let count = name.utf8CodeUnitCount
        guard token.end - token.start == count else { return false }
        return name.withUTF8Buffer { buffer in
            for i in 0..<count where bytes[token.start + i] != buffer[i] { return false }
            return true
        }
    }

    /// Whether two tokens touch (no space or comment between them).
    func adjacent(_ first: Int, _ second: Int) -> Bool {
        first >= 0 && second < tokens.count && tokens[first].end == tokens[second].start
    }

    /// The index of the bracket closing the one at `open` (`(`, `[`, `{`), or `nil` when unbalanced.
    func closing(_ open: Int) -> Int? {
        firstIndex(from: open, whereDepthReaches: 0)
    }

    /// The first closing bracket from `start` at which the bracket depth, counted from `start`
    /// (each `(`, `[`, `{` +1, each closer −1), becomes `target`; `nil` when it drops below
    /// `target` first or the file ends. Cost: linear in the tokens scanned.
    func firstIndex(from start: Int, whereDepthReaches target: Int) -> Int? {
        var depth = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case 0x28, 0x5B, 0x7B: depth += 1
                case 0x29, 0x5D, 0x7D:
                    depth -= 1
                    if depth == target { return index }
                    if depth < target { return nil }
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// The source text of tokens `range`, with runs of whitespace (and comments) shown as one space.
    func sourceText(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        var out = ""
        for index in range {
            if index > range.lowerBound, tokens[index - 1].end != tokens[index].start { out += " " }
            out += text(index)
        }
        return out
    }
}
