import Foundation
import SpringIO
import SpringKit
import Testing
@testable import SpringScan

/// The lint rules with their fixes (issue 36), on the fixture project Fixtures/Lint (written for
/// these tests): for each rule a spring that fires, with its message and fix checked against
/// numbers computed by hand from the formulas, and a near miss that must not fire.
///
/// Reference values:
/// - damping-ratio-as-force: ζ = c/(2√(mk)); the fix's force c·2√(mk) (0.9·2·√700 = 47.6235235991626…);
///   overshoot e^(−πζ/√(1−ζ²)).
/// - dropped-velocity: Motion's `getSpringOptions` (motion-dom `animation/generators/spring.ts`,
///   motion 12.34.3 and later, read at 13.1.1) sets a time-defined spring's velocity to 0;
///   `visualDuration` V, bounce b give k = (2π/(1.2V))², c = 2(1 − b)√k at mass 1.
/// - callback-before-rest: anime.js `Spring.ease` (same file, 4.4.1) calls `onComplete` when the
///   time reaches the perceived duration `pd` (628 ms unless `duration` is given).
/// - longer-than-engine: anime.js `src/easings/spring/index.js` (4.4.1) steps its solver at most
///   3000 × 0.02 s = 60 s; the 2 % settling time of an underdamped spring is at most the time its
///   envelope e^(−ζω0t)/√(1−ζ²) takes to reach 2 %, and within half a period π/ωd of ln(50)/(ζω0).
@Suite struct LintRuleTests {
    static let report: ScanReport = {
        do {
            return try Scanner(options: ScanOptions(threads: 1)).scan([Fixture.root + "/Lint"])
        } catch {
            return ScanReport(filesScanned: 0, findings: [], problems: ["\(error)"])
        }
    }()

    static func findings(_ relative: String) -> [Finding] {
        report.findings.filter { $0.path == Fixture.root + "/Lint/" + relative }
    }

    static func finding(_ relative: String, line: Int, sourceLocation: SourceLocation = #_sourceLocation) -> Finding? {
        let found = findings(relative).first { $0.line == line }
        if found == nil {
            Issue.record("no finding at \(relative):\(line); found \(findings(relative).map(\.line))", sourceLocation: sourceLocation)
        }
        return found
    }

    static func rules(_ finding: Finding?) -> [ScanRule] {
        finding?.diagnostics.map(\.rule) ?? []
    }

    @Test func dampingRatioAsForceInMotion() throws {
        let toast = try #require(Self.finding("ratio/Toast.tsx", line: 8))
        let ratio = 0.9 / (2 * 700.0.squareRoot())
        #expect(abs(ratio - 0.017008401285415226) < 1e-15)
        #expect(Self.rules(toast) == [.dampingRatioAsForce])
        let diagnostic = try #require(toast.diagnostics.first)
        let overshoot = 100 * Foundation.exp(-Double.pi * ratio / (1 - ratio * ratio).squareRoot())
        let metrics = try #require(toast.metrics)
        // The message gives the curve Motion draws; the exact spring overshoots by the formula.
        #expect(abs(try #require(toast.exactMetrics?.overshootPercent) - overshoot) < 1e-9)
        #expect(diagnostic.message == "damping 0.9 reads as a damping ratio, but damping is a force: with stiffness 700 and mass 1 it gives ζ = 0.01701 (overshoot \(NumberStyle.scan.text(metrics.overshootPercent!)) %, settles in \(NumberStyle.scan.text(metrics.settlingTime!)) s); the force for ζ 0.9 is 0.9·2√(mk) = 47.62")
        let fix = try #require(diagnostic.fix)
        #expect(fix.summary == "write damping 47.62: the ratio 0.9 as a force, 0.9·2√(mk)")
        #expect(fix.spring.mass == 1 && fix.spring.stiffness == 700)
        #expect(abs(fix.spring.damping - 47.62352359916263) < 1e-12)
        #expect(abs(fix.spring.dampingRatio - 0.9) < 1e-14)
        #expect(fix.initialVelocity == nil)
        // Near misses: ζ = 0.9/(2√20) = 0.1006 is a soft spring meant as written; damping 1.5 is no ratio.
        #expect(Self.finding("ratio/Toast.tsx", line: 18)?.diagnostics.isEmpty == true)
        #expect(Self.finding("ratio/Toast.tsx", line: 24)?.diagnostics.isEmpty == true)
    }

    @Test func dampingRatioAsForceInReactSpringAndReanimated() throws {
        let card = try #require(Self.finding("ratio/Card.jsx", line: 5))
        #expect(Self.rules(card) == [.dampingRatioAsForce])
        #expect(card.diagnostics.first?.message.hasPrefix("friction 0.5 reads as a damping ratio, but friction is a force: with tension 300 and mass 1 it gives ζ = 0.01443 (") == true)
        let cardFix = try #require(card.diagnostics.first?.fix)
        #expect(cardFix.summary == "write friction 17.32: the ratio 0.5 as a force, 0.5·2√(mk)")
        #expect(abs(cardFix.spring.damping - 17.320508075688775) < 1e-12) // 0.5·2·√300
        let sheet = try #require(Self.finding("ratio/sheet.ts", line: 5))
        #expect(Self.rules(sheet) == [.dampingRatioAsForce])
        // Reanimated 4's default mass is 4: ζ = 0.7/(2√800) = 0.01237, the force 0.7·2·√800.
        #expect(sheet.diagnostics.first?.message.contains("with stiffness 200 and mass 4 it gives ζ = 0.01237 (") == true)
        #expect(abs((sheet.diagnostics.first?.fix?.spring.damping ?? 0) - 39.59797974644666) < 1e-12)
        #expect(sheet.diagnostics.first?.fix?.spring.mass == 4)
        // Svelte's damping is in 0…1 by design.
        let knob = try #require(Self.findings("ratio/Knob.svelte").first)
        #expect(knob.family == .svelte)
        #expect(!Self.rules(knob).contains(.dampingRatioAsForce))
    }

    @Test func dampingRatioAsForceNeedsAWrittenValueAtMassOne() {
        // A default damping is never it; a spring given its own mass is tuned as physics.
        #expect(Fixture.scan("let s = Spring(mass: 1, stiffness: 700, damping: 0.9)", .swift).first.map(Self.rules) == [.dampingRatioAsForce])
        #expect(Fixture.scan("let s = Spring(mass: 50, stiffness: 700, damping: 0.9)", .swift).first?.diagnostics.isEmpty == true)
        #expect(Fixture.scan("val s = SpringDescription(mass: 1, stiffness: 700, damping: 0.9);", .dart).first.map(Self.rules) == [.dampingRatioAsForce])
        #expect(Fixture.scan("Animated.spring(v, { stiffness: 700 })", .javaScript).first?.diagnostics.isEmpty == true)
    }

    @Test func droppedVelocityInMotionsTimeForms() throws {
        let fling = try #require(Self.finding("velocity/Fling.tsx", line: 8))
        #expect(Self.rules(fling) == [.droppedVelocity])
        let spring = try #require(fling.spring)
        #expect(fling.diagnostics.first?.message == "velocity 2 is dropped: Motion sets the velocity of a spring defined by duration and bounce to 0 (getSpringOptions, Motion 12.34.3 and later); the physics form keeps it, with the same spring: stiffness \(NumberStyle.scan.text(spring.stiffness)), damping \(NumberStyle.scan.text(spring.damping)), mass 1")
        #expect(fling.diagnostics.first?.fix == nil)
        // visualDuration 0.4, bounce 0.2: k = (2π/0.48)², c = 2·0.8·√k.
        let pop = try #require(Self.finding("velocity/Fling.tsx", line: 14))
        #expect(Self.rules(pop) == [.droppedVelocity])
        let k = (2 * Double.pi / 0.48) * (2 * Double.pi / 0.48)
        Fixture.expectSpring(pop, stiffness: k, damping: 1.6 * k.squareRoot(), tolerance: 1e-12)
        #expect(pop.diagnostics.first?.message.hasPrefix("velocity 3 is dropped: Motion sets the velocity of a spring defined by visualDuration and bounce to 0") == true)
    }

    @Test func droppedVelocityNearMisses() {
        // The physics form keeps a velocity; a velocity of 0 drops nothing.
        #expect(Self.finding("velocity/Fling.tsx", line: 19)?.diagnostics.isEmpty == true)
        #expect(Self.finding("velocity/Fling.tsx", line: 23)?.diagnostics.isEmpty == true)
    }

    @Test func longerThanAnimeRunsIt() throws {
        let drift = try #require(Self.finding("anime/float.js", line: 5))
        #expect(Self.rules(drift) == [.longerThanEngine])
        // ζ = 1/(2√200), ω0 = √2: the envelope reaches 2 % at ln(50)/(ζω0) = 78.24 s; the settling
        // time is within half a period π/ωd of it, far beyond 60 s.
        let zeta = 1 / (2 * 200.0.squareRoot()), w0 = 2.0.squareRoot()
        let envelope = Foundation.log(50) / (zeta * w0)
        let halfPeriod = Double.pi / (w0 * (1 - zeta * zeta).squareRoot())
        let settling = try #require(drift.exactMetrics?.settlingTime)
        let bound = Foundation.log(50 / (1 - zeta * zeta).squareRoot()) / (zeta * w0)
        #expect(settling <= bound && settling >= envelope - halfPeriod)
        #expect(drift.diagnostics.first?.message == "settles (2 % band) in \(NumberStyle.scan.text(settling)) s, but anime.js ends a spring at 60 s (its solver's limit): the value jumps to the target there")
        #expect(drift.diagnostics.first?.fix == nil)
        // Near miss: damping 2 halves the envelope's time, 39.12 s < 60 s.
        let bob = try #require(Self.finding("anime/float.js", line: 10))
        #expect(bob.diagnostics.isEmpty)
        let bobZeta = 2 * zeta
        #expect(try #require(bob.exactMetrics?.settlingTime) <= Foundation.log(50 / (1 - bobZeta * bobZeta).squareRoot()) / (bobZeta * w0))
    }

    @Test func animeCallbackBeforeRest() throws {
        // stiffness 120, damping 6: ζ = 6/(2√120) = 0.2739, ω0 = √120; it settles between
        // ln(50)/(ζω0) − π/ωd = 1.006 s and ln(50/√(1−ζ²))/(ζω0) = 1.317 s, after 0.628 s.
        let reveal = try #require(Self.finding("anime/float.js", line: 15))
        #expect(Self.rules(reveal) == [.callbackBeforeRest])
        let settling = try #require(reveal.metrics?.settlingTime)
        #expect(settling > 1.0058 && settling < 1.3171)
        #expect(reveal.diagnostics.first?.message == "onComplete is called at 0.628 s (anime.js calls a spring's onComplete at its perceived duration, which a spring given by stiffness, damping and mass keeps at the default 628 ms), but the spring settles (2 % band) at \(NumberStyle.scan.text(settling)) s")
        #expect(reveal.diagnostics.first?.fix == nil)
        // Near miss: critically damped, (1 + ω0t)e^(−ω0t) = 0.02 at ω0t ≈ 5.83: 0.29 s < 0.628 s.
        let fade = try #require(Self.finding("anime/float.js", line: 21))
        #expect(fade.diagnostics.isEmpty)
        #expect(try #require(fade.metrics?.settlingTime) < 0.3)
        // bounce 0.6, duration 300 ms: k = (2π/0.3)², c = 0.4·4π/0.3 (ζ 0.4), ω0 = 20.9: settling
        // at least ln(50)/(ζω0) − π/ωd = 0.30 s; drawn by anime.js, 0.40 s > 0.3 s + 0.1 s.
        let slide = try #require(Self.finding("anime/float.js", line: 26))
        #expect(Self.rules(slide) == [.callbackBeforeRest])
        #expect(try #require(slide.metrics?.settlingTime) > 0.4)
        #expect(slide.diagnostics.first?.message.hasPrefix("onComplete is called at 0.3 s (anime.js calls a spring's onComplete at its perceived duration, 300 ms)") == true)
        // Without an onComplete nothing is called: the drift spring has no such warning.
        #expect(!Self.rules(Self.finding("anime/float.js", line: 5)).contains(.callbackBeforeRest))
    }

    @Test func mismatchedSpringsFixToTheFirst() throws {
        let springs = Self.report.findings.filter { $0.name == "cardSpring" }
        #expect(springs.count == 3)
        let first = try #require(springs.first)
        #expect(first.path.hasSuffix("mismatch/Springs.swift"))
        Fixture.expectSpring(first, stiffness: 300, damping: 24, tolerance: 0)
        // The first one (report order) is kept: it has the warning, no fix.
        #expect(Self.rules(first) == [.mismatchedSprings])
        #expect(first.diagnostics.first?.fix == nil)
        for other in springs.dropFirst() {
            Fixture.expectSpring(other, stiffness: 300, damping: 30, tolerance: 0)
            let fix = try #require(other.diagnostics.first { $0.rule == .mismatchedSprings }?.fix)
            #expect(fix.spring == (try Spring(mass: 1, stiffness: 300, damping: 24)))
            #expect(fix.summary == "write the spring of 'cardSpring' at \(first.location): mass 1, stiffness 300, damping 24")
        }
    }

    @Test func fixesInJSON() throws {
        let json = try JSONParser.parse(Self.report.json.serialized())
        let findings = try json.member("findings").arrayElements(at: "findings")
        let toast = try #require(findings.first { ($0["path"] == .string(Fixture.root + "/Lint/ratio/Toast.tsx")) && (try? $0.member("line").numberValue(at: "line")) == 8 })
        let warning = try #require(try toast.member("warnings").arrayElements(at: "warnings").first)
        let fix = try warning.member("fix")
        #expect(try fix.member("summary").stringValue(at: "summary") == "write damping 47.62: the ratio 0.9 as a force, 0.9·2√(mk)")
        #expect(try fix.member("mass").numberValue(at: "mass") == 1)
        #expect(try fix.member("stiffness").numberValue(at: "stiffness") == 700)
        #expect(abs(try fix.member("damping").numberValue(at: "damping") - 47.62352359916263) < 1e-12)
        // A warning without a fix has no "fix" key.
        let fling = try #require(findings.first { $0["path"] == .string(Fixture.root + "/Lint/velocity/Fling.tsx") && (try? $0.member("line").numberValue(at: "line")) == 8 })
        #expect(try fling.member("warnings").arrayElements(at: "warnings").first?["fix"] == nil)
        // SARIF lists every rule in the driver.
        let sarif = try JSONParser.parse(Self.report.sarif(toolVersion: "0").serialized())
        let rules = try #require(try sarif["runs"]?.arrayElements(at: "runs").first?["tool"]?["driver"]?.member("rules").arrayElements(at: "rules"))
        let ids = Set(rules.compactMap { try? $0.member("id").stringValue(at: "id") })
        #expect(ids.isSuperset(of: ScanRule.allCases.map(\.rawValue)))
    }
}
