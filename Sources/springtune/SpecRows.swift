import Foundation
import SpringIO
import SpringKit

/// Spring specs read one row at a time from a file or stdin (`metrics --input`), so a batch of
/// any size streams in constant memory.
///
/// The format is taken from the first non-blank line:
/// - `{` — JSON lines: each line one object, either `{"spring": "SPEC"}` or an optional
///   `"family"` string with numeric members named like spec keys
///   (`{"family": "motion", "duration": 0.5, "bounce": 0.2}`);
/// - anything else — CSV with a header: one `spring` column of specs (a row is the spec as
///   written, quoted or not), or columns named like spec keys plus an optional `family` column; an empty cell
///   leaves its key out.
/// Blank lines and lines starting with `#` are skipped. Each row becomes the spec text the
/// `--spring` grammar parses, so keys and values are checked exactly as there.
struct SpecRows {
    /// Where the rows come from, for messages (`-` reads as `stdin`).
    let name: String
    private let file: UnsafeMutablePointer<FILE>
    private let closes: Bool
    private var lineNumber = 0
    private var mode: Mode?

    private enum Mode {
        case jsonLines
        case specColumn(Int)
        case keyColumns(keys: [String], family: Int?)
    }

    /// Opens `path` (`-` for stdin); exit 66 when it cannot be read.
    init(path: String) throws {
        if path == "-" {
            guard let handle = fdopen(STDIN_FILENO, "r") else {
                throw CommandFailure.noInput("stdin: cannot read the spring list")
            }
            name = "stdin"
            file = handle
            closes = false
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let handle = fopen(path, "r") else {
                throw CommandFailure.noInput("\(path): cannot read the spring list (missing, a folder or unreadable)")
            }
            name = path
            file = handle
            closes = true
        }
    }

    /// Closes the file (not stdin).
    func close() {
        if closes { fclose(file) }
    }

    /// The next row as spec text with its line number, or `nil` at the end.
    /// - Throws: exit 65 naming the line for a malformed row.
    mutating func next() throws -> (line: Int, spec: String)? {
        while let raw = readLine() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let mode else {
                if line.hasPrefix("{") {
                    self.mode = .jsonLines
                    return (lineNumber, try jsonSpec(line))
                }
                try readHeader(line)
                continue
            }
            switch mode {
            case .jsonLines:
                return (lineNumber, try jsonSpec(line))
            case .specColumn(let index):
                // The header is 'spring' alone: an unquoted row is the spec, commas included.
                guard line.hasPrefix("\"") else { return (lineNumber, line) }
                let fields = try csvFields(line)
                guard index < fields.count, !fields[index].isEmpty else { throw failure("no spring spec in this row") }
                return (lineNumber, fields[index])
            case .keyColumns(let keys, let family):
                let fields = try csvFields(line)
                guard fields.count == keys.count + (family == nil ? 0 : 1) else {
                    throw failure("\(fields.count) fields; the header has \(keys.count + (family == nil ? 0 : 1))")
                }
                var items: [String] = []
                var keyIndex = 0
                for (index, field) in fields.enumerated() where index != family {
                    if !field.isEmpty { items.append("\(keys[keyIndex])=\(field)") }
                    keyIndex += 1
                }
                let head = family.map { fields[$0].isEmpty ? "" : fields[$0] + ":" } ?? ""
                return (lineNumber, head + items.joined(separator: ","))
            }
        }
        if ferror(file) != 0 { throw CommandFailure(description: "\(name): read error", exitCode: 74) }
        return nil
    }

    /// A one-line data error naming the current line.
    func failure(_ message: String) -> CommandFailure {
        .data("\(name): line \(lineNumber): \(message)")
    }

    private mutating func readLine() -> String? {
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        let count = getline(&buffer, &capacity, file)
        guard count >= 0, let buffer else { return nil }
        lineNumber += 1
        var text = String(cString: buffer)
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }

    private mutating func readHeader(_ line: String) throws {
        let names = try csvFields(line)
        if names == ["spring"] { mode = .specColumn(0); return }
        guard !names.contains("spring") else { throw failure("a 'spring' column stands alone (or name key columns instead)") }
        guard !names.contains(where: \.isEmpty), Set(names).count == names.count else {
            throw failure("the header needs distinct, non-empty column names (spec keys, optionally 'family')")
        }
        let family = names.firstIndex(of: "family")
        mode = .keyColumns(keys: names.filter { $0 != "family" }, family: family)
    }

    private func jsonSpec(_ line: String) throws -> String {
        let value: JSONValue
        do { value = try JSONParser.parse(line) } catch { throw failure("\(error)") }
        guard case .object(let members) = value else { throw failure("expected a JSON object, found \(value.typeName)") }
        if let spring = members.first(where: { $0.0 == "spring" }) {
            guard members.count == 1, case .string(let text) = spring.1 else {
                throw failure("\"spring\" must be a spec string and the only member")
            }
            return text
        }
        var family = ""
        var items: [String] = []
        for (key, member) in members {
            switch (key, member) {
            case ("family", .string(let text)): family = text + ":"
            case (_, .number(let number)): items.append("\(key)=\(number)")
            default: throw failure("\"\(key)\" must be a number (or \"family\" a string)")
            }
        }
        return family + items.joined(separator: ",")
    }

    /// Splits one CSV line (RFC 4180 quoting within the line), fields trimmed.
    private func csvFields(_ line: String) throws -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false, wasQuoted = false
        var characters = line.makeIterator()
        while let c = characters.next() {
            if quoted {
                if c == "\"" {
                    // A doubled quote is a literal quote; a single one ends the quoted part.
                    var lookahead = characters
                    if lookahead.next() == "\"" { field.append("\""); characters = lookahead } else { quoted = false }
                } else {
                    field.append(c)
                }
            } else if c == "\"" && field.trimmingCharacters(in: .whitespaces).isEmpty && !wasQuoted {
                field = ""
                quoted = true
                wasQuoted = true
            } else if c == "," {
                fields.append(field.trimmingCharacters(in: .whitespaces))
                field = ""
                wasQuoted = false
            } else {
                field.append(c)
            }
        }
        guard !quoted else { throw failure("unterminated quoted field") }
        fields.append(field.trimmingCharacters(in: .whitespaces))
        return fields
    }
}
