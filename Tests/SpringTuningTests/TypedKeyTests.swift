import SpringKit
import SpringTuning
import Testing

/// The keys fits and sweeps hold are ``SpringParameter``s: a name is read once, where it is
/// written, and a name that is not a key is refused there with what is allowed.
@Suite struct TypedKeyTests {
    /// A short curve from a known spring, enough for a fitter's settings to be checked.
    private func samples() throws -> FitSamples {
        let response = SpringResponse(spring: try Spring(mass: 1, stiffness: 200, damping: 15), motion: try Motion(from: 0, to: 1))
        let times = stride(from: 0.0, through: 0.5, by: 0.05).map { $0 }
        return try FitSamples(times: times, values: times.map { response.position(at: $0) })
    }

    @Test func freeNamesAreReadAsParametersInTheirOrder() throws {
        #expect(try CurveFitter.freeParameters(named: ["velocity", "damping", "stiffness"], family: .physical)
            == [.velocity, .damping, .stiffness])
        #expect(try CurveFitter.freeParameters(named: ["duration", "bounce", "to"], family: .swiftui) == [.duration, .bounce, .to])
        #expect(try CurveFitter.freeParameters(named: [], family: .physical) == [])
        // Every name a family's fit may free reads back as itself, in every family.
        for family in CurveFitter.families {
            let freeable = CurveFitter.freeable(in: family)
            #expect(try CurveFitter.freeParameters(named: freeable.map(\.rawValue), family: family) == freeable, "\(family)")
        }
    }

    @Test func aFreeNameThatIsNotAParameterIsRefusedNotDropped() {
        // The allowed list as docs/fitting.md gives it for the physical family.
        let physical = "must be among stiffness, damping, mass, velocity, to for physical"
        #expect(throws: FitError.invalid(.freeParameter, value: "'bogus'", reason: physical)) {
            try CurveFitter.freeParameters(named: ["stiffness", "bogus"], family: .physical)
        }
        // Aliases are spec spellings, not free names; an empty name is refused too.
        #expect(throws: FitError.invalid(.freeParameter, value: "'k'", reason: physical)) {
            try CurveFitter.freeParameters(named: ["k"], family: .physical)
        }
        #expect(throws: FitError.invalid(.freeParameter, value: "''", reason: physical)) {
            try CurveFitter.freeParameters(named: ["stiffness", ""], family: .physical)
        }
        // A parameter of another family is refused like any other name, the first bad one named.
        #expect(throws: FitError.invalid(.freeParameter, value: "'duration'", reason: physical)) {
            try CurveFitter.freeParameters(named: ["duration", "bogus"], family: .physical)
        }
        // The mass does not change a swiftui motion, so it is not free there.
        #expect(throws: FitError.invalid(.freeParameter, value: "'mass'", reason: "must be among duration, bounce, velocity, to for swiftui")) {
            try CurveFitter.freeParameters(named: ["mass"], family: .swiftui)
        }
        let error = FitError.invalid(.freeParameter, value: "'bogus'", reason: physical)
        #expect(error.description == "invalid free parameter 'bogus': must be among stiffness, damping, mass, velocity, to for physical")
    }

    @Test func aTypedFreeParameterTheFamilyCannotFreeIsRefusedTheSameWay() throws {
        let fitter = CurveFitter(samples: try samples(), from: 0, to: 1, family: .physical, free: [.stiffness, .bounce])
        #expect(throws: FitError.invalid(.freeParameter, value: "'bounce'",
                                         reason: "must be among stiffness, damping, mass, velocity, to for physical")) {
            try fitter.validate()
        }
        let twice = CurveFitter(samples: try samples(), from: 0, to: 1, free: [.stiffness, .stiffness])
        #expect(throws: FitError.invalid(.free, value: nil, reason: "a parameter is named twice")) { try twice.validate() }
    }

    @Test func aMissingFixedValueNamesItsParameter() throws {
        let fitter = CurveFitter(samples: try samples(), from: 0, to: 1, family: .origami, free: [.tension])
        #expect(throws: FitError.missingFixedValue(parameter: .friction)) { try fitter.validate() }
        #expect(FitError.missingFixedValue(parameter: .friction).description
            == "friction is neither among the free parameters nor given a value: give its value")
        var fixed = fitter
        fixed.fixed[.friction] = 10
        try fixed.validate()
    }

    @Test func aFitReportsItsFamilysParametersAsKeys() throws {
        // The curve of stiffness 200, damping 15 fitted in the physical family: the exact spring.
        let fit = try CurveFitter(samples: try samples(), from: 0, to: 1).fit()
        #expect(fit.parameters.map(\.name) == [.mass, .stiffness, .damping, .velocity])
        #expect(abs(fit.spring.stiffness / 200 - 1) < 1e-9 && abs(fit.spring.damping / 15 - 1) < 1e-9)
        #expect(fit.spec.items.map(\.key) == [.mass, .stiffness, .damping, .from, .to, .velocity])
        #expect(CurveFitter.defaultFree(for: .motion) == [.duration, .bounce])
        #expect(CurveFitter.defaultFree(for: .pop) == [.bounciness, .speed])
    }

    @Test func everyKeyASweepTakesIsAParameter() throws {
        // The motion keys every family takes, and each family's own keys with their aliases.
        #expect(Set(SpringFamily.commonParameters.map(\.key)) == [.mass, .velocity, .absoluteVelocity, .from, .to])
        for family in SpringFamily.allCases {
            for parameter in family.parameters + SpringFamily.commonParameters {
                for spelling in [parameter.name] + parameter.aliases {
                    let axis = try SweepAxis.parse("\(spelling)=1,2", family: family)
                    #expect(axis.key == parameter.key && axis.key.rawValue == parameter.name, "\(family) \(spelling)")
                    #expect(axis.description == "\(parameter.name)=1,2")
                }
            }
        }
        #expect(throws: SpringError(parameter: "key", value: "'bogus'",
                                    allowed: "one of stiffness, damping, mass, velocity, absoluteVelocity, from, to for physical")) {
            try SweepAxis.parse("bogus=1", family: .physical)
        }
        #expect(throws: SpringError.self) { try SweepAxis.parse("stiffness=1", family: .swiftui) }
    }

    @Test func aConstraintTiesTwoParameters() throws {
        let tie = try SweepConstraint.parse("c=0.5*k", family: .physical)
        #expect(tie.target == .damping && tie.source == .stiffness && tie.factor == 0.5)
        #expect(tie.description == "damping=0.5*stiffness")
        let origami = try SweepConstraint.parse("friction=tension", family: .origami)
        #expect(origami.target == .friction && origami.source == .tension)
        #expect(throws: SpringError(parameter: "constraint", value: "'damping=damping'", allowed: "a key tied to a different key")) {
            try SweepConstraint.parse("c=damping", family: .physical)
        }
        let grid = try SweepGrid(family: .origami, axes: [try SweepAxis(key: .tension, values: .list([10, 40]))], constraints: [origami])
        #expect(grid.columns == [.tension, .friction])
        #expect(grid.point(at: 1) == [40, 40])
    }

    @Test func aPresetsFixedAxesLeaveOutTheKeysNamed() throws {
        let spec = try SpringSpec.parse("k=200,c=20,m=2,from=1,to=3,velocity=4")
        let axes = try SweepAxis.fixedAxes(from: spec, family: .physical, except: [.damping, .absoluteVelocity])
        #expect(axes.map(\.key) == [.stiffness, .mass, .from, .to])
        #expect(axes.map(\.description) == ["stiffness=200", "mass=2", "from=1", "to=3"])
        // A key of another family in the base spring is refused, named as the family's keys are.
        let other = try SpringSpec.parse("swiftui:duration=0.5,bounce=0.2")
        #expect(throws: SpringError.self) { try SweepAxis.fixedAxes(from: other, family: .physical, except: []) }
    }
}
