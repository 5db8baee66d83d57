extension Scanner {
    /// The configs files export (``JavaScriptRecognizer/exportedConfigs(in:found:tree:)``)
    /// that no file of the scan uses, by the index of the file that defines them.
    ///
    /// A config is used when its exported name appears in the code of the JavaScript files of
    /// the scan (outside strings and comments) more often than it is defined there: any
    /// mention counts as a use, so a config passed on in ways scan does not follow is not
    /// called unused. Cost: when there is any such config, one more read of the JavaScript
    /// files, linear in their bytes.
    func unusedConfigs(_ results: [FileResult], files: [ScanFile]) -> [Int: [Finding]] {
        guard results.contains(where: { !$0.exported.isEmpty }) else { return [:] }
        var words = Set<String>()
        var definitions: [String: Set<String>] = [:] // word → the places that define it
        for (file, result) in zip(files, results) {
            for config in result.exported {
                for (word, site) in config.words {
                    words.insert(word)
                    definitions[word, default: []].insert("\(file.path)\u{0}\(site)")
                }
            }
        }
        let wanted = Set(words.map { Array($0.utf8) })
        let scripts = files.filter { $0.language.recognizer.exportsConfigs }
        let counts = Self.parallelMap(scripts, threads: options.threads) { file -> [String: Int] in
            guard let bytes = try? SourceReader.text(file.raw) else { return [:] }
            return Self.wordCounts(bytes, of: wanted)
        }
        var total: [String: Int] = [:]
        for count in counts { total.merge(count, uniquingKeysWith: +) }
        var unused: [Int: [Finding]] = [:]
        for (index, result) in results.enumerated() {
            for config in result.exported where config.words.contains(where: { total[$0.word, default: 0] <= definitions[$0.word]?.count ?? 0 }) {
                unused[index, default: []].append(config.finding)
            }
        }
        return unused
    }

    /// How often each of `words` appears in JavaScript `bytes` as a whole identifier (a run of
    /// letters, digits, `_`, `$` and non-ASCII bytes) outside string literals and comments
    /// (`import { springs } from './theme/springs'` uses `springs` once, not twice; a name
    /// inside a template's `${ }` is not counted). Cost: one pass over the bytes.
    static func wordCounts(_ bytes: [UInt8], of words: Set<[UInt8]>) -> [String: Int] {
        var counts: [String: Int] = [:]
        let longest = words.map(\.count).max() ?? 0
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte == 0x22 || byte == 0x27 || byte == 0x60 {
                    // A string: to its closing quote (a '…' or "…" string ends at a line end too).
                    index += 1
                    while index < count, buffer[index] != byte, byte == 0x60 || !Lexer.isNewline(buffer[index]) {
                        index += buffer[index] == 0x5C ? 2 : 1
                    }
                    index += 1
                } else if byte == 0x2F, index + 1 < count, buffer[index + 1] == 0x2F {
                    while index < count, !Lexer.isNewline(buffer[index]) { index += 1 }
                } else if byte == 0x2F, index + 1 < count, buffer[index + 1] == 0x2A {
                    index += 2
                    while index + 1 < count, !(buffer[index] == 0x2A && buffer[index + 1] == 0x2F) { index += 1 }
                    index += 2
                } else if Lexer.isIdentifierPart(byte) {
                    let start = index
                    while index < count, Lexer.isIdentifierPart(buffer[index]) { index += 1 }
                    guard index - start <= longest else { continue }
                    let word = Array(buffer[start..<index])
                    if words.contains(word) { counts[String(decoding: word, as: UTF8.self), default: 0] += 1 }
                } else {
                    index += 1
                }
            }
        }
        return counts
    }
}
