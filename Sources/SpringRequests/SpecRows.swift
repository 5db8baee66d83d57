import Foundation
import SpringIO
import SpringKit

/// Spring specs read one row at a time from a file or stdin (`metrics --input`), so a batch of
/// any size streams in constant memory. Lines are read by SpringIO's ``CSVReader`` (the reader
/// of `fit --data` too): UTF-8 with or without a byte order mark, LF, CR LF or CR line ends,
/// lines of at most ``CSVReader/maximumLineLength`` bytes, no NUL byte.
///
/// The format is taken from the first line that is neither blank nor a comment:
/// - `{` — JSON lines: each line one object, either `{"spring": "SPEC"}` or an optional
///   `"family"` string with numeric members named like spec keys
///   (`{"family": "motion", "duration": 0.5, "bounce": 0.2}`);
/// - anything else — CSV with a header: one `spring` column of specs (a row is the spec as
///   written, quoted or not), or columns named like spec keys plus an optional `family` column; an empty cell
///   leaves its key out.
/// Blank lines and lines starting with `#` are skipped. Each row becomes the spec text the
/// `--spring` grammar parses, so keys and values are checked exactly as there; a key, family
/// or cell that would change the spec's structure (holding `,`, `=` or `:`) is refused.
public struct SpecRows {
    /// Where the rows come from, for messages (`-` reads as `stdin`).
    public var name: String { reader.name }
    private var reader: CSVReader
    private var mode: Mode?

    private enum Mode {
        case jsonLines
        case specColumn
        case keyColumns(keys: [String], family: Int?)
    }

    /// Opens `path` (`-` for stdin).
    /// - Throws: ``RequestError`` (no input) when it cannot be read.
    public init(path: String) throws(RequestError) {
        if path == "-" {
            reader = CSVReader(descriptor: STDIN_FILENO, name: "stdin")
        } else {
            do {
                reader = try CSVReader(path: path)
            } catch {
                throw RequestError(.noInput, "\(path): cannot read the spring list (missing, a folder or unreadable: \(error.message))")
            }
        }
    }

    /// Closes the file (not stdin).
    public func close() {
        reader.close()
    }

    /// The line last read.
    public var lineNumber: Int { reader.lineNumber }

    /// The next row as spec text with its line number, or `nil` at the end.
    /// - Throws: ``RequestError``: bad data naming the line for a malformed row, I/O for a read error.
    public mutating func next() throws(RequestError) -> (line: Int, spec: String)? {
        do {
            while let line = try reader.nextLine() {
                guard let mode else {
                    if line.text.hasPrefix("{") {
                        self.mode = .jsonLines
                        return (line.number, try jsonSpec(line))
                    }
                    try readHeader(line)
                    continue
                }
                switch mode {
                case .jsonLines:
                    return (line.number, try jsonSpec(line))
                case .specColumn:
                    // The header is 'spring' alone: an unquoted row is the spec, commas included.
                    guard line.text.hasPrefix("\"") else { return (line.number, line.text) }
                    let fields = try line.fields()
                    guard fields.count == 1 else { throw line.failure("\(fields.count) fields; the header has 1 (quote the whole spec)") }
                    guard !fields[0].isEmpty else { throw line.failure("no spring spec in this row") }
                    return (line.number, fields[0])
                case .keyColumns(let keys, let family):
                    return (line.number, try keySpec(line, keys: keys, family: family))
                }
            }
            return nil
        } catch let error as RequestError {
            throw error
        } catch {
            throw RequestError(error)
        }
    }

    /// A one-line data error naming the current line.
    public func failure(_ message: String) -> RequestError {
        RequestError(.badData, "\(name): line \(lineNumber): \(message)")
    }

    /// Whether `text` can stand as a spec key or family name: ASCII letters and digits, a
    /// letter first (nothing that the spec grammar reads as structure).
    public static func isName(_ text: some StringProtocol) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    private mutating func readHeader(_ line: CSVLine) throws {
        let names = try line.fields()
        if names == ["spring"] { mode = .specColumn; return }
        guard !names.contains("spring") else { throw line.failure("a 'spring' column stands alone (or name key columns instead)") }
        if let bad = names.first(where: { !Self.isName($0) }) {
            throw line.failure("column \(TextExcerpt.quoted(bad)) is not a spec key name: the header names spec keys (letters and digits, such as stiffness), optionally 'family', or a 'spring' column alone")
        }
        guard Set(names).count == names.count else {
            throw line.failure("the header needs distinct column names (spec keys, optionally 'family')")
        }
        let family = names.firstIndex(of: "family")
        mode = .keyColumns(keys: names.filter { $0 != "family" }, family: family)
    }

    private func keySpec(_ line: CSVLine, keys: [String], family: Int?) throws -> String {
        let fields = try line.fields()
        let columns = keys.count + (family == nil ? 0 : 1)
        guard fields.count == columns else { throw line.failure("\(fields.count) fields; the header has \(columns)") }
        var items: [String] = []
        var keyIndex = 0
        for (index, field) in fields.enumerated() where index != family {
            if field.contains(where: { $0 == "," || $0 == "=" || $0 == ":" }) {
                throw line.failure("the \(keys[keyIndex]) field \(TextExcerpt.quoted(field)) must be one number")
            }
            if !field.isEmpty { items.append("\(keys[keyIndex])=\(field)") }
            keyIndex += 1
        }
        var head = ""
        if let family, !fields[family].isEmpty {
            guard Self.isName(fields[family]) else {
                throw line.failure("the family field \(TextExcerpt.quoted(fields[family])) must be a family name (letters and digits)")
            }
            head = fields[family] + ":"
        }
        return head + items.joined(separator: ",")
    }

    private func jsonSpec(_ line: CSVLine) throws -> String {
        let value: JSONValue
        do {
            value = try JSONParser.parse(line.text)
        } catch {
            // The row is one line: name it once, with the column in it.
            throw RequestError(.badData, "\(name): line \(line.number), column \(error.column): \(error.message)")
        }
        guard case .object(let members) = value else { throw line.failure("expected a JSON object, found \(value.typeName)") }
        if let spring = members.first(where: { $0.0 == "spring" }) {
            guard members.count == 1, case .string(let text) = spring.1 else {
                throw line.failure("\"spring\" must be a spec string and the only member")
            }
            return text
        }
        var family = ""
        var items: [String] = []
        for (key, member) in members {
            switch (key, member) {
            case ("family", .string(let text)):
                guard Self.isName(text) else {
                    throw line.failure("\"family\" \(TextExcerpt.quoted(text)) must be a family name (letters and digits)")
                }
                family = text + ":"
            case (_, _) where !Self.isName(key):
                throw line.failure("key \(TextExcerpt.quoted(key)) is not a spec key name (letters and digits, such as stiffness)")
            case (_, .number(let number)): items.append("\(key)=\(number)")
            case (_, .integer(let number)): items.append("\(key)=\(number)")
            default: throw line.failure("\"\(key)\" must be a number (or \"family\" a string)")
            }
        }
        return family + items.joined(separator: ",")
    }
}
