/// A file's bytes and tokens, with the token queries the recognisers use.
///
/// Brackets are paired once, with a stack, when the file is made (each `(`, `[`, `{` opens,
/// each `)`, `]`, `}` closes the last one open, whatever its kind; a closer with none open is
/// unpaired), so that finding a bracket's partner or the bracket around a token costs O(1)
/// and no query walks the file again: nesting of any depth stays linear.
/// Memory: 28 bytes per token besides the file's bytes.
struct SourceFile {
    let path: String
    let language: SourceLanguage
    let bytes: [UInt8]
    let tokens: [Token]
    /// For each bracket token, the index of its partner; −1 for other tokens and unpaired brackets.
    private let partners: [Int32]
    /// For each token, the index of the innermost open bracket around it (for a closer, around
    /// its opener); −1 at the top level.
    private let parents: [Int32]

    init(path: String, language: SourceLanguage, bytes: [UInt8]) {
        self.path = path
        self.language = language
        let bytes = language.recognizer.code(bytes, path: path)
        self.bytes = bytes
        tokens = language.recognizer.tokens(bytes, path: path)
        // A file cut short is not scanned: its brackets are not paired.
        (partners, parents) = tokens.count > Lexer.maximumTokens ? ([], []) : Self.pairBrackets(tokens, bytes)
    }

    /// Whether every token of the file was kept (false past ``Lexer/maximumTokens``).
    var isComplete: Bool { tokens.count <= Lexer.maximumTokens }

    /// Pairs the brackets with a stack: linear in the tokens.
    static func pairBrackets(_ tokens: [Token], _ bytes: [UInt8]) -> (partners: [Int32], parents: [Int32]) {
        var partners = [Int32](repeating: -1, count: tokens.count)
        var parents = [Int32](repeating: -1, count: tokens.count)
        var open: [Int32] = []
        for (index, token) in tokens.enumerated() {
            parents[index] = open.last ?? -1
            guard token.kind == .punctuation else { continue }
            switch bytes[token.start] {
            case 0x28, 0x5B, 0x7B:
                open.append(Int32(index))
            case 0x29, 0x5D, 0x7D:
                guard let opener = open.popLast() else { continue }
                partners[index] = opener
                partners[Int(opener)] = Int32(index)
                parents[index] = open.last ?? -1
            default:
                break
            }
        }
        return (partners, parents)
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

    /// The index of the bracket closing the one at `open` (`(`, `[`, `{`), or `nil` when
    /// unbalanced or `open` is no opening bracket. Cost: O(1).
    func closing(_ open: Int) -> Int? {
        guard open >= 0, open < partners.count else { return nil }
        let partner = Int(partners[open])
        return partner > open ? partner : nil
    }

    /// The index of the bracket opening the one at `close` (`)`, `]`, `}`), or `nil` when
    /// unpaired or `close` is no closing bracket. Cost: O(1).
    func opening(_ close: Int) -> Int? {
        guard close >= 0, close < partners.count else { return nil }
        let partner = Int(partners[close])
        return partner >= 0 && partner < close ? partner : nil
    }

    /// The innermost open bracket around token `index` (for a closing bracket, around its
    /// opener), or `nil` at the top level. Cost: O(1).
    func enclosingOpen(_ index: Int) -> Int? {
        guard index >= 0, index < parents.count else { return nil }
        let parent = Int(parents[index])
        return parent >= 0 ? parent : nil
    }

    /// The source text of tokens `range`, with runs of whitespace (and comments) shown as one
    /// space; past ``maximumTextLength`` UTF-8 bytes it is cut (at a character boundary),
    /// ending in `…`, so that nested calls cost linear time. Cost: linear in the text kept.
    func sourceText(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        var out: [UInt8] = []
        for index in range {
            let token = tokens[index]
            if index > range.lowerBound, tokens[index - 1].end != token.start { out.append(0x20) }
            out.append(contentsOf: bytes[token.start..<token.end])
            if out.count > Self.maximumTextLength {
                var cut = Self.maximumTextLength
                while cut > 0, out[cut] & 0xC0 == 0x80 { cut -= 1 }
                return String(decoding: out[..<cut], as: UTF8.self) + "…"
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The longest source text shown for a parameter, in UTF-8 bytes.
    static let maximumTextLength = 500
}
