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

