import Foundation
import Testing
@testable import SpringKit

/// The family registry (``SpringFamily/parameterization``) and what is read from it: the
/// forms, their slider spans, the fit starts in closed form, the conversions' encoding.
@Suite struct FamilyRegistryTests {
    /// The forms, in the order docs/cli.md documents `springtune convert`'s keys.
    @Test func formsAreReadFromTheFamiliesInTheDocumentedOrder() {
        #expect(FamilyForm.allCases.map(\.rawValue)
                == ["physical", "response", "swiftui", "motion", "motionVisual", "settling", "pop", "origami", "android",
                   "flutter", "flutterRatio", "anime", "animeBounce",
                   "svelte", "elastic", "reanimated", "reanimatedMs", "reanimated3"])
        for form in FamilyForm.allCases {
            #expect(FamilyForm(rawValue: form.rawValue) == form)
            #expect(form.parameterization.form == form, "\(form)")
            #expect(form.family.forms.contains(form), "\(form)")
            #expect(!form.title.isEmpty, "\(form)")
        }
        #expect(FamilyForm(rawValue: "jnw") == nil)
        #expect(FamilyForm.physical.family == .physical)
        #expect(FamilyForm.motionVisual.family == .motion)
        #expect(FamilyForm.flutterRatio.family == .flutter)
        #expect(FamilyForm.animeBounce.family == .anime)
        #expect(FamilyForm.reanimatedMs.family == .reanimated)
        #expect(FamilyForm.reanimated3.family == .reanimated3)
    }

    /// Each family's own form comes first among its forms, and a form's family maps back to it.
    @Test(arguments: SpringFamily.allCases)
    func eachFamilyMapsToTheTypeOfItsFirstForm(_ family: SpringFamily) {
        let type = family.parameterization
        #expect(family.forms.first == type.form)
        #expect(family.parameters.map(\.key) == type.familyParameters.map(\.key))
        #expect(family.keepsMotionAcrossMass == ![.physical, .jnw, .flutter, .anime, .reanimated, .reanimated3].contains(family))
    }

    /// Every position of every slider the studio draws (``FamilyParameter/controlRange``) is
    /// inside the key's range and makes a spring the family accepts: each key at its span's
    /// ends and middle, the others at their middles.
    @Test(arguments: FamilyForm.allCases)
    func everySliderPositionMakesASpring(_ form: FamilyForm) throws {
        let parameters = form.keys.compactMap { form.family.parameter($0) }
        #expect(parameters.map(\.key) == form.keys)
        var middle = SpringParameters()
        for parameter in parameters {
            let span = try #require(parameter.controlRange, "\(form) \(parameter.key)")
            #expect(parameter.range.contains(span.lowerBound) && parameter.range.contains(span.upperBound),
                    "\(form) \(parameter.key) \(span) inside \(parameter.range)")
            // A key read in whole units (Flutter's duration) has a slider that moves by steps:
            // its ends are steps, and so is every position the page sends (it rounds to them).
            if let step = parameter.step {
                #expect(step.contains(span.lowerBound) && step.contains(span.upperBound), "\(form) \(parameter.key) \(span)")
            }
            middle[parameter.key] = Self.onStep((span.lowerBound + span.upperBound) / 2, parameter)
        }
        for parameter in parameters {
            let span = try #require(parameter.controlRange)
            for value in [span.lowerBound, Self.onStep((span.lowerBound + span.upperBound) / 2, parameter), span.upperBound] {
                var values = middle
                values[parameter.key] = value
                #expect(throws: Never.self, "\(form) \(parameter.key) = \(value)") { try form.spring(values, mass: 1) }
            }
        }
    }

    /// `value` on `parameter`'s step, as the studio's slider sends it (the value itself when
    /// the key has none).
    static func onStep(_ value: Double, _ parameter: FamilyParameter) -> Double {
        parameter.step.map { $0.nearest(value) } ?? value
    }

    /// The families that write ω0 and ζ in closed form (response, SwiftUI, Android, physical)
    /// give what their inverse gives for the spring with that motion, to rounding; the others
    /// are that inverse (Flutter's duration unrounded, where its inverse writes whole
    /// milliseconds only). SwiftUI's bounce is `1 − ζ` below critical and `1/ζ − 1` above
    /// (Apple's `Spring(duration:bounce:)`: `Spring(mass: 1, stiffness: 100, damping: 10)` is
    /// bounce 0.5; overdamped ζ = 2 is bounce −0.5).
    @Test(arguments: SpringFamily.allCases)
    func fitStartsAreTheFamilysInverse(_ family: SpringFamily) throws {
        for omega in [0.5, 10, 300.0] {
            for zeta in [0, 0.3, 1, 2.5] {
                for mass in [1, 2.5] {
                    let direct = family.parameterization.parameters(naturalFrequency: omega, dampingRatio: zeta, mass: mass)
                    let spring = try Spring(mass: mass, stiffness: omega * omega * mass, damping: 2 * zeta * omega * mass)
                    var inverse = SpringParameters()
                    for form in family.forms {
                        guard let values = try? form.parameters(representing: spring) else { continue }
                        for key in form.keys where key != .mass { inverse[key] = values[key] }
                    }
                    // Flutter's duration form writes whole milliseconds only; a fit starts from
                    // the period unrounded, 2000π/ω0 ms, and Flutter's bounce, and settles itself.
                    if family == .flutter, inverse[.duration] == nil {
                        inverse[.duration] = 2000 * Double.pi / omega
                        inverse[.bounce] = zeta < 1 ? 1 - zeta : 1 / zeta - 1
                    }
                    #expect(direct.keys == inverse.keys, "\(family) ω0 \(omega) ζ \(zeta) m \(mass)")
                    for (key, value) in inverse {
                        let got = try #require(direct[key])
                        #expect(abs(got - value) <= 1e-12 * max(1, abs(value)), "\(family) \(key) \(got) vs \(value)")
                    }
                }
            }
        }
        let swiftui = SpringFamily.swiftui.parameterization
        #expect(swiftui.parameters(naturalFrequency: 10, dampingRatio: 0.5, mass: 1)[.bounce] == 0.5)
        #expect(swiftui.parameters(naturalFrequency: 10, dampingRatio: 2, mass: 1)[.bounce] == -0.5)
    }

    /// The conversions encode each representable form under its key and the reasons, and decode
    /// to the same conversions.
    @Test func conversionsEncodeEveryRepresentableForm() throws {
        let conversions = SpringConversions(try Spring(mass: 1, stiffness: 100, damping: 0))
        let data = try JSONEncoder().encode(conversions)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let present = FamilyForm.allCases.filter { conversions[$0] != nil }.map(\.rawValue)
        #expect(Set(object.keys) == Set(["spring", "notRepresentable"] + present))
        #expect(conversions.notRepresentable[.settling]?.reason == "undamped: no settling duration")
        #expect(try JSONDecoder().decode(SpringConversions.self, from: data) == conversions)
        #expect(conversions[POPParameters.self] == conversions.pop)
    }
}
