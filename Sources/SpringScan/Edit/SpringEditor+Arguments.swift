import SpringIO
import SpringKit

extension SpringEditor {
    /// A call's argument list (or a JavaScript options object) read from its file, for adding
    /// arguments the call leaves to its default.
    struct ArgumentSlots {
        /// One written argument: its label and bytes (label through value; the whole argument
        /// when unlabelled).
        struct Slot {
            var label: String?
            var range: Range<Int>
            /// The bytes between the label and the value (`: `, ` = `); `nil` when unlabelled.
            var separator: String?
        }

        var path: String
        var bytes: [UInt8]
        var language: SourceLanguage
        /// Byte offsets of the opening and closing brackets.
        var open: Int
        var close: Int
        var slots: [Slot]
        /// The quote around the object's keys when every key is a string (`"stiffness": 300`).
        var keyQuote: UInt8?
        /// A number literal written in the list (for a language's suffix: Kotlin's `f`).
        var sampleLiteral: String?

        /// `label` and `value` written as an argument of this list: its key quoted as the
        /// object's keys are, with the separator its arguments use (`: `, ` = `).
        func argument(label: String, value: String) -> String {
            let style = language.recognizer.argumentStyle
            var separator = slots.last(where: { $0.separator != nil })?.separator ?? style.separator
            if !separator.contains(style.mark) { separator = style.separator }
            let key = keyQuote.map { quote in
                let mark = String(decoding: [quote], as: UTF8.self)
                return mark + label + mark
            } ?? label
            return key + separator + value
        }

        /// The places and texts that add `items` (each `(label, argument text)`): after the last
        /// argument (Swift: before the first argument its declaration order puts after it), on
        /// the same line (`, label: value`) or, for a list written one argument per line, each on
        /// a line of its own with the same indentation and trailing-comma style; a comment at the
        /// end of the last argument's line stays on that line.
        func additions(_ items: [(label: String, argument: String)]) -> [(range: Range<Int>, text: String, arguments: [String])] {
            let multiline = isMultiline
            var groups: [(before: Int?, arguments: [String])] = []
            let order = language.recognizer.argumentOrder
            func rank(_ label: String?) -> Int? { label.flatMap { order?.firstIndex(of: $0) } }
            let ordered = order == nil ? items : items.sorted { (rank($0.label) ?? .max) < (rank($1.label) ?? .max) }
            for item in ordered {
                var before: Int?
                if let own = rank(item.label) {
                    before = slots.firstIndex { slot in rank(slot.label).map { $0 > own } ?? false }
                }
                if let index = groups.firstIndex(where: { $0.before == before }) {
                    groups[index].arguments.append(item.argument)
                } else {
                    groups.append((before, [item.argument]))
                }
            }
            return groups.map { group in
                if let before = group.before {
                    let start = slots[before].range.lowerBound
                    let gap = multiline ? "\n" + indentation(of: start) : commaGap
                    return (start..<start, group.arguments.map { $0 + "," + gap }.joined(), group.arguments)
                }
                let (range, text) = appended(group.arguments, multiline: multiline)
                return (range, text, group.arguments)
            }
        }

        /// The place and text that add `arguments` after the last argument.
        private func appended(_ arguments: [String], multiline: Bool) -> (range: Range<Int>, text: String) {
            guard let last = slots.last else {
                let padded = language.recognizer.hasObjectLiterals && bytes[open] == UInt8(ascii: "{")
                let text = arguments.joined(separator: ", ")
                return ((open + 1)..<(open + 1), padded ? " " + text + " " : text)
            }
            let end = last.range.upperBound
            guard multiline else { return (end..<end, arguments.map { "," + commaGap + $0 }.joined()) }
            let indent = indentation(of: last.range.lowerBound)
            var after = end
            while after < close, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
            let trailingComma = after < close && bytes[after] == 0x2C
            let restStart = trailingComma ? after + 1 : end
            var lineEnd = restStart
            while lineEnd < close, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let rest = Array(bytes[restStart..<lineEnd])
            let lines = arguments.map { "\n" + indent + $0 }
            if lineEnd >= close || containsBlockComment(rest) {
                // The line runs into the closing bracket or a block comment: added right after the last.
                return trailingComma ? (restStart..<restStart, lines.map { $0 + "," }.joined())
                    : (end..<end, lines.map { "," + $0 }.joined())
            }
            if trailingComma { return (lineEnd..<lineEnd, lines.map { $0 + "," }.joined()) }
            // No trailing comma: one follows the last value, and the arguments its line (and comment).
            return (end..<lineEnd, "," + String(decoding: rest, as: UTF8.self) + lines.joined(separator: ","))
        }

        /// Whether a line break comes between the last argument and the closing bracket, or
        /// between two arguments.
        var isMultiline: Bool {
            guard let last = slots.last else { return false }
            if bytes[last.range.upperBound..<close].contains(0x0A) { return true }
            return zip(slots, slots.dropFirst()).contains { bytes[$0.range.upperBound..<$1.range.lowerBound].contains(0x0A) }
        }

        /// The spacing after the commas between arguments on one line (`", "` → `" "`).
        var commaGap: String {
            guard slots.count >= 2 else { return " " }
            let gap = bytes[slots[0].range.upperBound..<slots[1].range.lowerBound].drop { $0 != 0x2C }.dropFirst()
            return gap.allSatisfy({ $0 == 0x20 }) ? String(decoding: gap, as: UTF8.self) : " "
        }

        /// The spaces and tabs that begin the line holding byte `offset`.
        func indentation(of offset: Int) -> String {
            var start = offset
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
            var end = start
            while end < offset, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }

        private func containsBlockComment(_ bytes: [UInt8]) -> Bool {
            zip(bytes, bytes.dropFirst()).contains { $0 == 0x2F && $1 == 0x2A }
        }
    }

    /// The argument list of `finding` that an argument can be added to: the call's own list
    /// (``Finding/arguments``), else the options object one of its literals is a member of
    /// (JavaScript, possibly a config's definition), else the object literal the finding is
    /// written at. `nil` when there is none (a spread or a name with no literal object, a
    /// positional or setter API).
    static func argumentSlots(of finding: Finding, reading files: inout [String: [UInt8]]) -> ArgumentSlots? {
        if let site = finding.arguments {
            return slots(path: site.span.path, language: finding.language, reading: &files) { file in
                tokenIndex(in: file, at: site.span.range.lowerBound)
            }
        }
        guard finding.language.recognizer.hasObjectLiterals, let roles = finding.roles else { return nil }
        let names = Set(roles.keys.values).union([roles.mass, roles.velocity].compactMap { $0 })
        for parameter in finding.parameters where names.contains(parameter.name) && parameter.source == .literal {
            guard let span = parameter.span else { continue }
            let found = slots(path: span.path, language: finding.language, reading: &files) { file in
                // The object whose member `name: literal` holds the literal.
                guard var index = tokenIndex(in: file, at: span.range.lowerBound) else { return nil }
                for _ in 0..<4 {
                    guard let open = file.enclosingOpen(index) else { return nil }
                    if file.isPunctuation(open, 0x7B), let list = ArgumentList(file, open: open, style: .colon),
                       list.arguments.contains(where: { $0.label == parameter.name && $0.value.contains(index) }) {
                        return open
                    }
                    index = open
                }
                return nil
            }
            if let found { return found }
        }
        // An options object written at the finding with no literal of the spring in it (`{ type: "spring" }`).
        return slots(path: finding.path, language: finding.language, reading: &files) { file in
            guard let index = file.tokens.firstIndex(where: { $0.line == finding.line && $0.column == finding.column }),
                  file.isPunctuation(index, 0x7B) else { return nil }
            return index
        }
    }

    /// The changes that add `additions` (each parameter, its value and the literal written for
    /// it) to `finding`'s argument list, one per place.
    /// - Throws: ``EditError/notWritten(location:parameter:text:reason:)`` when the call has no
    ///   list to add to, or the list is also read by a spring of another API (where the
    ///   argument would mean something else).
    static func addedArguments(_ additions: [(name: String, value: Double, text: String)], to finding: Finding, in report: ScanReport,
                               location: String, reading files: inout [String: [UInt8]]) throws(EditError) -> [SpringEdit.Change] {
        let names = additions.map(\.name).joined(separator: ", ")
        guard let slots = argumentSlots(of: finding, reading: &files) else {
            let first = additions[0]
            let written = finding.parameters.first { $0.name == first.name }?.value ?? 0
            throw .notWritten(location: location, parameter: first.name, text: "(not written)",
                              reason: "is left to the API's default \(NumberStyle.scan.text(written)) and cannot be added: the values are not written in an argument list or object literal here (the spring needs \(NumberStyle.scan.text(first.value)))")
        }
        let others = report.findings.filter { other in
            other != finding && other.parameters.contains { parameter in
                parameter.span.map { $0.path == slots.path && slots.open < $0.range.lowerBound && $0.range.upperBound <= slots.close } ?? false
            }
        }
        if let other = others.first(where: { $0.api != finding.api || $0.roles != finding.roles }) {
            throw .notWritten(location: location, parameter: names, text: "(not written)",
                              reason: "cannot be added: the object is also read as \(other.api) at \(displayPath(other.path)):\(other.line):\(other.column), where it would mean something else")
        }
        let items = additions.map { ($0.name, slots.argument(label: $0.name, value: $0.text)) }
        return slots.additions(items).map { range, text, arguments in
            let old = String(decoding: slots.bytes[range], as: UTF8.self)
            let (line, column) = position(of: range.lowerBound, in: slots.bytes)
            let labels = additions.filter { addition in arguments.contains { $0 == slots.argument(label: addition.name, value: addition.text) } }
            return SpringEdit.Change(parameter: labels.map(\.name).joined(separator: ", "),
                                     span: SourceSpan(path: slots.path, range: range, line: line, column: column),
                                     old: old, new: text, added: arguments.joined(separator: ", "), list: slots.open..<(slots.close + 1))
        }
    }

    /// The 1-based line and column (UTF-16 code units) of byte `offset` in `bytes`.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let line = before.count(where: { $0 == 0x0A }) + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return (line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).utf16.count + 1)
    }

    /// The list opened at the token `open` picks in the file at `path`.
    private static func slots(path: String, language: SourceLanguage, reading files: inout [String: [UInt8]],
                              open: (SourceFile) -> Int?) -> ArgumentSlots? {
        if files[path] == nil {
            guard case .success(let bytes) = Platform.readRegularFile(atPath: path, limit: SourceReader.maximumSize) else { return nil }
            files[path] = bytes
        }
        guard let bytes = files[path] else { return nil }
        let file = SourceFile(path: path, language: language, bytes: bytes)
        guard file.isComplete, let index = open(file), let close = file.closing(index),
              let list = ArgumentList(file, open: index, style: language.recognizer.argumentStyle),
              !list.arguments.contains(where: \.isSpread) || language.recognizer.hasObjectLiterals else { return nil }
        var slots: [ArgumentSlots.Slot] = []
        var quotes: Set<UInt8> = []
        var keys = 0
        var sample: String?
        for argument in list.arguments {
            let first = argument.labelIndex ?? argument.value.lowerBound
            let start = argument.isSpread ? file.tokens[first].start - 3 : file.tokens[first].start
            let range = start..<file.tokens[argument.value.upperBound - 1].end
            var separator: String?
            if let label = argument.labelIndex, argument.value.lowerBound > label + 1 {
                let between = bytes[file.tokens[label].end..<file.tokens[argument.value.lowerBound].start]
                if !between.contains(0x0A) { separator = String(decoding: between, as: UTF8.self) }
                keys += 1
                if file.tokens[label].kind == .string { quotes.insert(bytes[file.tokens[label].start]) }
            }
            if sample == nil, let literal = LiteralReader.literal(file, argument.value) {
                sample = String(decoding: bytes[literal.span.range], as: UTF8.self)
            }
            slots.append(ArgumentSlots.Slot(label: argument.label, range: range, separator: separator))
        }
        let quote = quotes.count == 1 && keys > 0 && list.arguments.allSatisfy({ $0.labelIndex.map { file.tokens[$0].kind == .string } ?? true })
            ? quotes.first : nil
        return ArgumentSlots(path: path, bytes: bytes, language: language, open: file.tokens[index].start,
                             close: file.tokens[close].start, slots: slots, keyQuote: quote, sampleLiteral: sample)
    }

    /// The index of the token starting at byte `offset`, or `nil`.
    private static func tokenIndex(in file: SourceFile, at offset: Int) -> Int? {
        var low = 0, high = file.tokens.count
        while low < high {
            let mid = (low + high) / 2
            if file.tokens[mid].start < offset { low = mid + 1 } else { high = mid }
        }
        return low < file.tokens.count && file.tokens[low].start == offset ? low : nil
    }
}
