/// One line of a CSV input (``CSVReader``): its number and text, split into fields on request.
public struct CSVLine: Sendable, Hashable {
    /// The 1-based line number in the input.
    public var number: Int
    /// The line without its terminator, spaces and tabs at either end removed.
    public var text: String
    /// The input's name, for messages.
    public var name: String

    /// The fields, separated by `,`, each with spaces and tabs at either end removed. A field
    /// may be quoted (RFC 4180, within the line): `"a,b"` is one field `a,b`, and `""` inside
    /// quotes is one `"`.
    /// - Throws: ``CSVError`` (kind `data`) naming the line for a quote that is not closed, text
    ///   after a closing quote, or a quote inside an unquoted field.
    /// - Cost: O(line).
    public func fields() throws(CSVError) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false, closed = false
        var characters = text.makeIterator()
        while let c = characters.next() {
            if quoted {
                if c == "\"" {
                    // A doubled quote is a literal quote; a single one ends the quoted part.
                    var lookahead = characters
                    if lookahead.next() == "\"" { field.append("\""); characters = lookahead } else { quoted = false; closed = true }
                } else {
                    field.append(c)
                }
            } else if c == "," {
                fields.append(closed ? field : String(Self.trimmed(Substring(field))))
                field = ""
                closed = false
            } else if closed {
                guard c == " " || c == "\t" else { throw failure("text after the closing quote of field \(fields.count + 1)") }
            } else if c == "\"" {
                guard Self.trimmed(Substring(field)).isEmpty else { throw failure("a quote inside unquoted field \(fields.count + 1): quote the whole field") }
                field = ""
                quoted = true
            } else {
                field.append(c)
            }
        }
        guard !quoted else { throw failure("unterminated quoted field \(fields.count + 1) (a field cannot span lines)") }
        fields.append(closed ? field : String(Self.trimmed(Substring(field))))
        return fields
    }

    /// A data error naming this line.
    public func failure(_ message: String) -> CSVError {
        CSVError(.data, name: name, line: number, message: message)
    }

    /// `text` without spaces and tabs at either end.
    static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
