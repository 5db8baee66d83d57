import SpringKit
import SpringReport
import Testing

/// What a retargeted metrics record's relative values are relative to (issue 21, `band` after
/// a retarget; issue 22, labels): the last distance d = finalTarget − x(tₗ), for every surface
/// that prints the shared record (table, JSON, CSV, the studio).
@Suite struct RetargetRecordTests {
    static func field(_ record: ReportRecord, _ key: String) -> ReportRecord.Field? {
        record.fields.first { $0.key == key }
    }

    static func number(_ record: ReportRecord, _ key: String) -> Double? {
        if case .number(let value)? = record[key] { return value }
        return nil
    }

    @Test(arguments: [(0.15, 0.5), (0.2, 0.5), (0.3, 2.0)])
    func bandAndPercentagesAreOfTheLastDistance(_ retarget: (time: Double, target: Double)) throws {
        let spring = try Spring(stiffness: 300, damping: 20)
        let setup = SpringSetup(spring: spring, motion: .unitStep, family: .physical, label: "k=300,c=20")
        let response = try RetargetedResponse(spring: spring, motion: .unitStep,
                                               retargets: [.init(time: retarget.time, target: retarget.target)])
        // d from the piece's own start, computed here from the exact state at the retarget.
        let d = retarget.target - response.position(at: retarget.time)
        for band in [SettlingBand.standard, try SettlingBand.fraction(0.05)] {
            let record = try MetricsReport.record(for: setup, retargeted: response, retargetsText: "",
                                                  band: band, rest: nil, showsSolver: false)
            #expect(Self.number(record, "band") == band.fractionOfStep)
            #expect(Self.number(record, "lastDistance") == d)
            let width = try #require(Self.number(record, "bandWidth"))
            #expect(abs(width - band.fractionOfStep! * abs(d)) <= 1e-15 * abs(d))
            // The overshoot is the peak's excursion past the final target over |d|.
            let peak = try #require(Self.number(record, "peakValue"))
            let overshoot = try #require(Self.number(record, "overshootPercent"))
            #expect(abs(overshoot - 100 * (peak - retarget.target) / d) <= 1e-9 * max(1, overshoot))
            #expect(Self.field(record, "band")?.unit == "of lastDistance")
            #expect(Self.field(record, "overshootPercent")?.unit == "% of lastDistance")
            #expect(Self.field(record, "undershootPercent")?.unit == "% of lastDistance")
            #expect(Self.field(record, "peakValue")?.unit == "past finalTarget")
        }
        let absolute = try MetricsReport.record(for: setup, retargeted: response, retargetsText: "",
                                                band: try SettlingBand.width(0.004), rest: nil, showsSolver: false)
        let fraction = try #require(Self.number(absolute, "band"))
        #expect(abs(fraction - 0.004 / abs(d)) <= 1e-15 * fraction)
    }

    @Test func withoutRetargetsTheBandIsOfTheStep() throws {
        let setup = SpringSetup(spring: try Spring(stiffness: 300, damping: 20),
                                motion: try Motion(from: 0, to: 120), family: .physical, label: "")
        let record = try #require(try MetricsReport.records(for: [setup], band: try SettlingBand.width(3), rest: nil).first)
        #expect(Self.number(record, "band") == 0.025)   // 3 / 120, correctly rounded
        #expect(Self.field(record, "band")?.unit == "of step")
        #expect(Self.field(record, "overshootPercent")?.unit == "%")
        #expect(record["lastDistance"] == nil)
    }
}
