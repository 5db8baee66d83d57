import Foundation
import Testing
@testable import SpringIO

@Suite struct JSONParserTests {
    @Test func keepsKeyOrderAndRoundTrips() throws {
        let text = #"{"b": 1, "a": [true, false, null, "x\n\u00e9"], "c": {"z": -0.5, "y": 1e-5}}"#
        let value = try JSONParser.parse(text)
        #expect(value.serialized(pretty: false) == #"{"b":1,"a":[true,false,null,"x\néé"],"c":{"z":-0.5,"y":1e-05}}"#.replacingOccurrences(of: "éé", with: "é"))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9), ("[1 2]", 1, 4), ("{\"a\": 01}", 1, 7), ("{\"a\": 1e400}", 1, 7),
        ("{\"a\": nan}", 1, 7), ("\"abc", 1, 1), ("{\"a\": 1, \"a\": 2}", 1, 10), ("{\n  \"x\": tru\n}", 2, 8), ("", 1, 1),
    ])
    func errorsCarryLineAndColumn(_ input: String, _ line: Int, _ column: Int) {
        #expect { try JSONParser.parse(input) } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.line == line && error.column == column
        }
    }

    /// Strings are escaped as RFC 8259 requires (quote, backslash, every control character),
    /// everything else written as it is, in UTF-8; Foundation's reader gives the text back.
    @Test func stringsAreEscapedExactlyAndReadBack() throws {
        let text = "a\"b\\c\nd\re\tf\u{01}g\u{1F}h é 🌀 </svg>\u{7F}"
        let written = JSONValue.string(text).serialized()
        #expect(written == #""a\"b\\c\nd\re\tf\u0001g\u001fh é 🌀 </svg>"# + "\u{7F}\"")
        let read = try JSONSerialization.jsonObject(with: Data(written.utf8), options: [.fragmentsAllowed]) as? String
        #expect(read == text)
        #expect(try JSONParser.parse(written) == JSONValue.string(text))
        // A long text with few escapes (an SVG in the studio's /api/view) is written whole.
        let long = String(repeating: "<path d=\"M 1 2 L 3 4\"/>\n", count: 5000)
        let longWritten = JSONValue.string(long).serialized()
        #expect(longWritten.utf8.count == long.utf8.count + 2 + 5000 * 3)
        #expect(try JSONSerialization.jsonObject(with: Data(longWritten.utf8), options: [.fragmentsAllowed]) as? String == long)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
    }

    @Test func numbersAreWrittenReadably() {
        #expect(JSONValue.format(180) == "180")
        #expect(JSONValue.format(0.1) == "0.1")
        #expect(JSONValue.format(-0.0) == "0")
        #expect(JSONValue.format(.nan) == "null")
        #expect(JSONValue.format(1e20) == "1e+20")
    }
}


/// Invalid UTF-8 is an error naming its byte offset (never replaced by U+FFFD), and JSON paths
/// are spelled out only for an error (issue 12).
@Suite struct JSONParserRobustnessTests {
    static func bytes(_ prefix: String, _ raw: [UInt8], _ suffix: String) -> [UInt8] {
        Array(prefix.utf8) + raw + Array(suffix.utf8)
    }

    @Test(arguments: [
        ([0xFF], "0xFF"), ([0xC3], "0xC3"), ([0xC0, 0xAF], "0xC0"),            // stray, truncated, overlong
        ([0xE0, 0x80, 0xAF], "0xE0"), ([0xED, 0xA0, 0x80], "0xED"),           // overlong, surrogate
        ([0xF4, 0x90, 0x80, 0x80], "0xF4"), ([0xF8, 0x88, 0x80, 0x80, 0x80], "0xF8"), ([0x80], "0x80"),
    ] as [([UInt8], String)])
    func invalidUTF8NamesItsByteOffset(raw: [UInt8], shown: String) {
        let document = Self.bytes("{\"name\": \"a\u{E9}", raw, "b\"}")   // é is two bytes: offset 13
        do {
            let value = try JSONParser.parse(document)
            Issue.record("accepted invalid UTF-8 as \(value)")
        } catch {
            #expect(error.message == "invalid UTF-8 at byte offset 13 (byte \(shown))", "\(error)")
            #expect(error.line == 1 && error.column == 13, "\(error)")
        }
        // Outside strings too.
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Self.bytes("[1, ", raw, "]")) }
    }

    @Test func validMultibyteTextIsKept() throws {
        let text = "{\"a\": \"é€𝄞\u{10FFFF}\u{FEFF}\"}"
        #expect(try JSONParser.parse(Array(text.utf8))["a"] == .string("é€𝄞\u{10FFFF}\u{FEFF}"))
        #expect(JSONParser.firstInvalidUTF8Offset(in: Array("é€𝄞".utf8)) == nil)
        #expect(JSONParser.firstInvalidUTF8Offset(in: [0x61, 0xE2, 0x82]) == 1)
    }

    @Test func errorPathsAreStillSpelledOut() {
        #expect { try JSONParser.parse(#"{"a": [1, {"b": {"c": 1 "d": 2}}]}"#) } throws: { error in
            (error as? JSONSyntaxError)?.message == "expected ',' or '}' in object $.a[1].b"
        }
        #expect { try JSONParser.parse(#"{"a": [{"x": 1}, {"b": 1, "b": 2}]}"#) } throws: { error in
            (error as? JSONSyntaxError)?.message == #"duplicate key "b" in object $.a[1]"#
        }
    }

    /// 200 levels of 100 KB keys: the path at the innermost level is 20 MB, and spelling it at
    /// every level (as the parser used to) held 2 GB. Now only the erroring level's path is built.
    @Test func deepWideDocumentsKeepPathsCheap() throws {
        let key = String(repeating: "k", count: 100_000)
        var document = ""
        for level in 0..<200 { document += "{\"\(key)\(level)\":" }
        document += "[1 2]" + String(repeating: "}", count: 200)
        do {
            _ = try JSONParser.parse(document)
            Issue.record("accepted a malformed document")
        } catch {
            #expect(error.message.hasPrefix("expected ',' or ']' in array $.\(key)0.\(key)1."))
            #expect(error.message.utf8.count > 200 * 100_000)    // the full path, built once
        }
    }
}
