import Testing
@testable import SpringKit

/// The families' descriptions agree with what their conversions do: every range end is
/// enforced as described (open or closed), and the forms' keys are the family's keys.
@Suite struct FamilyDescriptionTests {
    /// A valid value for every required key of each family (documented examples).
    static func valid(_ family: SpringFamily) -> SpringParameters {
        switch family {
        case .physical, .jnw: return [.stiffness: 100, .damping: 10]
        case .response: return [.response: 0.5, .dampingRatio: 0.5]
        case .swiftui: return [.duration: 0.5, .bounce: 0.3]
        case .motion: return [.duration: 0.5, .bounce: 0.3]
        case .settling: return [.settlingDuration: 1, .dampingRatio: 0.5, .epsilon: 0.001]
        case .pop: return [.bounciness: 4, .speed: 12]
        case .origami: return [.tension: 40, .friction: 7]
        case .android: return [.stiffness: 1500, .dampingRatio: 0.5]
        case .flutter: return [.duration: 500, .bounce: 0.3]
        case .anime: return [.duration: 628, .bounce: 0.5]
        case .svelte: return [.stiffness: 0.1, .damping: 0.25]
        case .elastic: return [.duration: 1, .amplitude: 1, .period: 0.3]
        case .reanimated: return [.duration: 550, .dampingRatio: 1]
        case .reanimated3: return [.duration: 2000, .dampingRatio: 0.5]
        }
    }

    /// The error `family.spring` throws with `key` set to `value`, `nil` when it builds a spring.
    static func error(_ family: SpringFamily, _ key: SpringParameter, _ value: Double) -> SpringError? {
        var parameters = valid(family)
        parameters[key] = value
        if key == .visualDuration { parameters[.duration] = nil }
        // A Flutter or anime.js spec names one constructor: the key with the others of its own form.
        // (`valid` gives the duration form's keys.)
        if [.flutter, .anime, .reanimated, .reanimated3].contains(family), let form = family.forms.first(where: { $0.keys.contains(key) }),
           !form.keys.contains(.duration) {
            let values: SpringParameters = [.stiffness: 100, .damping: 10, .dampingRatio: 0.5]
            parameters = values.filter { form.keys.contains($0) }
            parameters[key] = value
        }
        do {
            _ = try family.spring(parameters, mass: 1)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: SpringFamily.allCases)
    func rangeEndsAreEnforcedAsDescribed(_ family: SpringFamily) {
        for parameter in family.parameters {
            let range = parameter.range, key = parameter.key
            #expect(Self.error(family, key, .nan)?.parameter == key.rawValue, "\(family) \(key) NaN")
            #expect(Self.error(family, key, .infinity)?.parameter == key.rawValue, "\(family) \(key) ∞")
            if range.lowerBound.isFinite {
                let below = range.includesLowerBound ? range.lowerBound.nextDown : range.lowerBound
                #expect(!range.contains(below))
                #expect(Self.error(family, key, below)?.parameter == key.rawValue, "\(family) \(key) = \(below)")
                if range.includesLowerBound {
                    #expect(Self.error(family, key, range.lowerBound) == nil, "\(family) \(key) = \(range.lowerBound)")
                }
            }
            if range.upperBound.isFinite {
                let above = range.includesUpperBound ? range.upperBound.nextUp : range.upperBound
                #expect(!range.contains(above))
                #expect(Self.error(family, key, above)?.parameter == key.rawValue, "\(family) \(key) = \(above)")
                if range.includesUpperBound {
                    #expect(Self.error(family, key, range.upperBound) == nil, "\(family) \(key) = \(range.upperBound)")
                }
            }
            // A logarithmic scale needs positive values inside the range.
            if parameter.scale == .logarithmic { #expect(range.lowerBound >= 0, "\(family) \(key)") }
        }
    }

    @Test func intervalNotation() {
        let bounce = SpringFamily.swiftui.parameter(.bounce)?.range
        #expect(bounce?.description == "(−1, 1]")
        #expect(SpringFamily.pop.parameter(.speed)?.range.description == "[0, 20]")
        #expect(SpringFamily.origami.parameter(.tension)?.range.description == "(0, ∞)")
        #expect(SpringFamily.motion.parameter(.bounce)?.range.description == "(−∞, ∞)")
        #expect(SpringFamily.flutter.parameter(.duration)?.range.description == "[1, ∞)")
        #expect(SpringFamily.flutter.parameter(.duration)?.unit == "ms")
        #expect(SpringFamily.anime.parameter(.duration)?.range.description == "[10, 10000]")
        #expect(SpringFamily.anime.parameter(.duration)?.unit == "ms")
        #expect(SpringFamily.anime.parameter(.bounce)?.range.description == "[−1, 1]")
        #expect(SpringFamily.anime.parameter(.stiffness)?.range.description == "[1e-11, 10000]")
    }

    @Test func formsUseTheirFamilysKeys() {
        for form in FamilyForm.allCases {
            let keys = form.family.parameters.map(\.key) + (form.family.keepsMotionAcrossMass ? [] : [.mass])
            #expect(Set(form.keys).isSubset(of: Set(keys)), "\(form)")
            #expect(form.family.forms.contains(form))
            #expect(form.limits.isEmpty == [.physical, .response, .swiftui, .android, .flutterRatio].contains(form), "\(form)")
        }
        #expect(SpringFamily.jnw.forms == [.physical])
        #expect(SpringFamily.motion.forms == [.motion, .motionVisual])
        #expect(SpringFamily.flutter.forms == [.flutter, .flutterRatio, .physical])
        #expect(SpringFamily.anime.forms == [.anime, .animeBounce])
        #expect(SpringFamily.reanimated.forms == [.reanimated, .reanimatedMs])
        #expect(SpringFamily.reanimated3.forms == [.reanimated3, .reanimated])
    }

    /// Each form's parameters rebuild the spring (POP's default, k = 342.1006, c = 30.4870).
    @Test func formsConvertBothWays() throws {
        let spring = try SpringFamily.pop.spring([.bounciness: 4, .speed: 12], mass: 2)
        #expect(abs(spring.stiffness / 2 - 342.1006) < 1e-4 && abs(spring.damping / 2 - 30.4870) < 1e-4)
        // anime.js's bounce/duration form only writes springs on its 0.001 grid of k/m and c/m.
        #expect(throws: NotRepresentable.self) { try FamilyForm.animeBounce.parameters(representing: spring) }
        // Reanimated's duration form only writes stiffnesses its bisection returns.
        #expect(throws: NotRepresentable.self) { try FamilyForm.reanimatedMs.parameters(representing: spring) }
        // Flutter's duration form only writes whole milliseconds; this period is 2π/√342.1 s = 339.7 ms.
        #expect(throws: NotRepresentable.self) { try FamilyForm.flutter.parameters(representing: spring) }
        for form in FamilyForm.allCases where ![.animeBounce, .reanimatedMs, .flutter].contains(form) {
            let values = try form.parameters(representing: spring)
            #expect(values.keys.isSuperset(of: form.keys), "\(form)")
            let again = try form.spring(values, mass: 2)
            #expect(abs(again.stiffness - spring.stiffness) <= 1e-9 * spring.stiffness, "\(form)")
            #expect(abs(again.damping - spring.damping) <= 1e-9 * spring.damping, "\(form)")
        }
    }
}
