import Foundation
import SpringKit
import SpringExport
import SpringPresets
import Testing

/// CSS `linear()`: the syntax, and the stated maximum error re-checked against the exact curve.
@Suite struct ExportCSSTests {
    /// Parses `linear(v, v p%, …, v)` into (position, value) stops as CSS assigns them
    /// (first stop 0 %, last 100 %), checking the grammar as it goes.
    static func parseLinear(_ text: String) throws -> [(position: Double, value: Double)] {
        #expect(text.hasPrefix("linear(") && text.hasSuffix(")"))
        let body = text.dropFirst("linear(".count).dropLast()
        let items = body.components(separatedBy: ", ")
        var stops: [(Double, Double)] = []
        for (index, item) in items.enumerated() {
            let parts = item.split(separator: " ")
            #expect(parts.count == 1 || parts.count == 2, "bad stop '\(item)'")
            let value = try #require(Double(parts[0]), "bad value '\(item)'")
            var position: Double
            if parts.count == 2 {
                #expect(parts[1].hasSuffix("%"))
                position = try #require(Double(parts[1].dropLast())) / 100
            } else {
                #expect(index == 0 || index == items.count - 1, "only the ends may omit a position")
                position = index == 0 ? 0 : 1
            }
            stops.append((position, value))
        }
        let positions = stops.map(\.0)
        #expect(positions == positions.sorted(), "positions must not decrease")
        return stops.map { (position: $0.0, value: $0.1) }
    }

    static let subjects: [(ExportSubject, Double)] = {
        var list: [(ExportSubject, Double)] = []
        let cases: [(Double, Double, Double, Double, Double, Double, Double)] = [
            (1, 100, 10, 0, 1, 0, 0.002), (1, 170, 26, 0, 1, 0, 0.002), (1, 100, 3, 0, 1, 0, 0.002),
            (2.4, 450, 32, 100, 40, 2, 0.001), (1, 100, 60, 0, 1, 0, 0.0005), (1, 300, 20, 1.2, 1, -3, 0.002),
        ]
        for (m, k, c, from, to, v, error) in cases {
            if let spring = try? Spring(mass: m, stiffness: k, damping: c),
               let motion = try? Motion(from: from, to: to, initialVelocity: v) {
                list.append((ExportSubject(spring: spring, motion: motion), error))
            }
        }
        return list
    }()

    @Test func maximumErrorHoldsAgainstTheExactCurve() throws {
        for (subject, maximumError) in Self.subjects {
            let text = try SpringExporter.export(subject, as: .css, options: .init(maximumError: maximumError))
            let easing = try #require(text.split(separator: "\n").first { $0.contains("-easing: ") })
            let function = String(easing.split(separator: ": ", maxSplits: 1)[1].dropLast())
            let stops = try Self.parseLinear(function)
            let durationLine = try #require(text.split(separator: "\n").first { $0.contains("-duration: ") })
            let ms = try #require(Double(durationLine.split(separator: ": ")[1].dropLast(3)))
            // Re-evaluate the exact response, independently of the exporter's own check.
            let response = SpringResponse(spring: subject.spring, motion: subject.motion)
            var worst = 0.0
            let n = 20_000
            for j in 0...n {
                let u = Double(j) / Double(n)
                let exact = (response.position(at: u * ms / 1000) - subject.motion.from) / subject.motion.step
                worst = max(worst, abs(CSSExporter.evaluate(stops, at: u) - exact))
            }
            #expect(worst <= maximumError, "max error \(worst) > \(maximumError) for \(subject.summaryForTests)")
            // The comment states the stop count and the bound.
            #expect(text.contains("\(stops.count) stops"))
            #expect(text.contains("(bound \(maximumError))"))
            #expect(stops.first?.value == 0 && stops.last?.value == 1)
        }
    }

    @Test func notRepresentableSpringsAreErrors() throws {
        let undamped = ExportSubject(spring: try Spring(stiffness: 100, damping: 0))
        #expect(throws: ExportError.self) { try SpringExporter.export(undamped, as: .css) }
        let still = ExportSubject(spring: try Spring(stiffness: 100, damping: 10), motion: try Motion(from: 1, to: 1, absoluteVelocity: 3))
        #expect(throws: ExportError.self) { try SpringExporter.export(still, as: .css) }
    }
}

extension ExportSubject {
    var summaryForTests: String { "m \(spring.mass) k \(spring.stiffness) c \(spring.damping) \(motion.from)→\(motion.to)" }
}
