import SpringKit
import SpringRequests
@testable import SpringStudio
import Testing

/// One rule for a plot's legend names (``PlotRequest/labelled(_:labels:)``), followed by both
/// front ends: labels name the springs in order, fewer leave the rest their spec or preset
/// name, and more than springs are refused (the command line's `--label`, the studio's `label=`).
@Suite struct PlotLabelRuleTests {
    static let setups: [SpringSetup] = {
        (try? SpringSource(springs: ["k=300,c=20", "k=200,c=30"], presets: ["swiftui-bouncy"]).resolved().setups) ?? []
    }()

    @Test func labelsNameTheSpringsInOrder() throws {
        #expect(Self.setups.count == 3)
        #expect(try PlotRequest.labelled(Self.setups, labels: ["snappy", "calm"]).map(\.label) == ["snappy", "calm", "swiftui-bouncy"])
        #expect(try PlotRequest.labelled(Self.setups, labels: []).map(\.label) == Self.setups.map(\.label))
        #expect(try PlotRequest.labelled(Self.setups, labels: ["a", "b", "c"]).map(\.label) == ["a", "b", "c"])
    }

    @Test func moreLabelsThanSpringsAreRefused() throws {
        let one = Array(Self.setups.prefix(1))
        let refusal = try #require(CommandLineText.refusal { _ = try PlotRequest.labelled(one, labels: ["a", "b"]) })
        #expect(refusal == ("2 --label values for 1 spring: give at most one per spring, in order", 64))
        let four = try #require(CommandLineText.refusal { _ = try PlotRequest.labelled(Self.setups, labels: ["a", "b", "c", "d"]) })
        #expect(four.line == "4 --label values for 3 springs: give at most one per spring, in order")
    }

    /// The studio follows the same rule: its labels name the curves, and a label past the last
    /// spring is refused (400) instead of dropped.
    @Test func theStudioFollowsTheSameRule() throws {
        let api = StudioAPI()
        let named = try api.responsePlot(StudioQuery(pairs: [("spring", "k=300,c=20"), ("spring", "k=200,c=30"), ("label", "snappy")]))
        #expect(named.series.map(\.label) == ["snappy", "stiffness=200,damping=30"])
        do {
            _ = try api.plot(StudioQuery(pairs: [("spring", "k=300,c=20"), ("label", "a"), ("label", "b")]))
            Issue.record("a label past the last spring must be refused")
        } catch {
            #expect(error.httpStatus == 400)
            #expect(error.message == "2 label values for 1 spring: give at most one per spring, in order", "\(error.message)")
        }
    }
}
