import SpringIO
import SpringKit
import SpringReport
import Testing

/// How a record prints: JSON keeps the order, CSV quotes as RFC 4180 says and spreads groups,
/// tables show units and readable numbers. Expected texts are written out by hand.
@Suite struct ReportRecordTests {
    static var sample: ReportRecord {
        var record = ReportRecord()
        record.add("settlingTime", .number(0.1 + 0.2), unit: "s")
        record.add("peakTime", .number(nil), unit: "s")
        record.add("bounces", .integer(3))
        record.add("feasible", .bool(true))
        record.add("note", .text("a, \"quoted\" note"))
        record.add("exact", .group([("settlingTime", 0.5), ("overshootPercent", nil)]), unit: "s")
        return record
    }

    @Test func jsonKeepsTheOrderAndTypes() {
        let text = ReportRecord.jsonLines([Self.sample])
        #expect(text == #"{"settlingTime":0.30000000000000004,"peakTime":null,"bounces":3,"feasible":true,"note":"a, \"quoted\" note","exact":{"settlingTime":0.5,"overshootPercent":null}}"# + "\n")
    }

    @Test func oneRecordIsAnObjectAndSeveralAnArray() {
        #expect(ReportRecord.json([Self.sample]).hasPrefix("{"))
        #expect(ReportRecord.json([Self.sample, Self.sample]).hasPrefix("["))
    }

    @Test func csvQuotesAndSpreadsGroups() {
        let text = ReportRecord.csv([Self.sample])
        #expect(text == """
            settlingTime,peakTime,bounces,feasible,note,exact.settlingTime,exact.overshootPercent
            0.30000000000000004,,3,true,"a, ""quoted"" note",0.5,

            """)
    }

    @Test(arguments: [("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\"")])
    func csvQuotingFollowsRFC4180(text: String, quoted: String) {
        #expect(ReportRecord.csvQuoted(text) == quoted)
    }

    @Test func tablesShowUnitsAndReadableNumbers() {
        var record = ReportRecord()
        record.add("settlingTime", .number(0.1 + 0.2), unit: "s")
        record.add("peakTime", .number(nil), unit: "s")
        record.add("bounces", .integer(12))
        let text = ReportRecord.table([record, record], headers: ["a", "b"])
        #expect(text == """
                                a    b
            settlingTime (s)  0.3  0.3
            peakTime (s)        —    —
            bounces            12   12

            """)
    }

    @Test func nonFiniteNumbersAreNullNeverNaN() {
        var record = ReportRecord()
        record.add("x", .number(.nan))
        record.add("y", .number(.infinity))
        #expect(ReportRecord.csv([record]) == "x,y\n,\n")
        #expect(ReportRecord.jsonLines([record]) == #"{"x":null,"y":null}"# + "\n")
    }
}

/// `durations` says what each number is for, and its table fits a 100-column terminal.
@Suite struct DurationsReportTests {
    @Test func eachDurationSaysWhatItIsFor() throws {
        let setups = [try SpringSpec.parse("k=224.6441202856322,c=20.686822438349992").resolved()]
        let table = DurationsReport.rendered(for: setups, as: .table)
        for line in table.split(separator: "\n") {
            #expect(line.count <= 100, "\(line.count) columns: \(line)")
        }
        for engine in EngineDuration.allCases {
            #expect(table.contains(engine.use), "\(engine)")
        }
        #expect(table.contains("core-animation*") && table.contains("* a reconstruction"))
        let records = DurationsReport.records(for: setups)
        let uses = records.map { record -> String? in
            if case .text(let text)? = record["use"] { return text }
            return nil
        }
        #expect(uses == EngineDuration.allCases.map { $0.use })
    }
}

/// Several records side by side stay within a terminal's 100 columns: past that, one table
/// per record, each as a single record prints.
@Suite struct WideTableTests {
    @Test func recordsTooWideSideBySideArePrintedOneAfterAnother() {
        var record = ReportRecord()
        record.add("settlingTime", .number(0.4), unit: "s")
        let long = String(repeating: "k", count: 60)
        let narrow = ReportRecord.table([record, record], headers: ["a", "b"])
        #expect(narrow.split(separator: "\n").count == 2)
        let wide = ReportRecord.table([record, record], headers: [long, long + "2"])
        for line in wide.split(separator: "\n") { #expect(line.count <= 100, "\(line)") }
        #expect(wide == ReportRecord.table([record], headers: [long]) + "\n" + ReportRecord.table([record], headers: [long + "2"]))
    }
}
