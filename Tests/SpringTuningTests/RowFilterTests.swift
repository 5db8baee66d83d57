import Testing
import SpringKit
@testable import SpringTuning

@Suite struct RowFilterTests {
    func passes(_ text: String, _ values: [String: Double]) throws -> Bool {
        try RowFilter.parse(text).evaluate { values[$0] }
    }

    @Test func comparisons() throws {
        let row = ["a": 1.0, "b": 2.0]
        #expect(try passes("a<2", row))
        #expect(try passes("a <= 1", row))
        #expect(try !passes("a>1", row))
        #expect(try passes("b>=2", row))
        #expect(try passes("a==1", row))
        #expect(try passes("a!=2", row))
        #expect(try passes("2 > a", row))
        #expect(try passes("a < b", row))
        #expect(try passes("a > -1e3", row))
        #expect(try passes("a<1.5e0", row))
    }

    @Test func andBindsTighterThanOr() throws {
        // true || (false && false) = true; (true || false) && false would be false.
        let row = ["a": 1.0]
        #expect(try passes("a==1 || a==2 && a==3", row))
        #expect(try !passes("(a==1 || a==2) && a==3", row))
        #expect(try passes("((a==1))", row))
        let parsed = try RowFilter.parse("a<1 || b<2 && c<3")
        guard case .or(_, .and) = parsed.expression else {
            Issue.record("expected or(_, and(_, _)), got \(parsed.expression)")
            return
        }
        #expect(parsed.names == ["a", "b", "c"])
    }

    @Test func nullComparesFalse() throws {
        let row: [String: Double] = ["a": 1]
        #expect(try !passes("missing<=1", row))
        #expect(try !passes("missing>1", row))
        #expect(try !passes("missing!=1", row))
        #expect(try passes("missing<=1 || a==1", row))
    }

    @Test func compiledAgreesWithLookup() throws {
        let filter = try RowFilter.parse("overshootPercent<=2 && (settlingTime<=0.4 || stiffness>500)")
        let columns = ["stiffness", "settlingTime", "overshootPercent"]
        let compiled = try filter.compiled(columns: columns)
        let rows: [[Double?]] = [[100, 0.3, 1], [100, 0.5, 1], [600, 0.5, 1], [600, 0.3, 3], [600, nil, 1], [100, nil, 1]]
        for row in rows {
            let byName = filter.evaluate { name in columns.firstIndex(of: name).flatMap { row[$0] } }
            #expect(compiled.evaluate(row) == byName)
        }
        #expect(rows.map(compiled.evaluate) == [true, false, true, false, true, false])
        #expect(throws: SpringError.self) { try filter.compiled(columns: ["stiffness"]) }
        // `nan` is a name, not a number: it fails when bound to the columns.
        #expect(throws: SpringError.self) { try RowFilter.parse("a<nan").compiled(columns: ["a"]) }
    }

    static let bad: [(String, String)] = [
        ("", "expected a comparison"),
        ("a", "comparison operator"),
        ("a<", "name or a number"),
        ("a=1", "=="),
        ("a<1 &", "&&"),
        ("a<1 | b<2", "||"),
        ("(a<1", "')'"),
        ("a<1)", "the end"),
        ("a<1 && ", "name or a number"),
        ("1<2", "name on one side"),
        ("a<0x10", "0x10"),
        ("a<1e400", "1e400"),
        ("a<1 # b", "'#'"),
        (String(repeating: "(", count: 100) + "a<1" + String(repeating: ")", count: 100), "nested"),
    ]

    @Test(arguments: bad)
    func malformedExpressionsAreRefused(_ text: String, _ mention: String) {
        #expect(performing: { _ = try RowFilter.parse(text) }, throws: { "\($0)".contains(mention) })
    }
}
