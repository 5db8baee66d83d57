import SpringKit
import Testing

/// A spec's items hold ``SpringParameter``s: aliases are read to their key, the canonical
/// spelling is what a spec writes, and a label keeps the text as typed.
@Suite struct SpecKeyTests {
    @Test func aliasesAreReadToTheirKeys() throws {
        let spec = try SpringSpec.parse("k=100,c=10,m=2,velocity=3")
        #expect(spec.items.map(\.key) == [.stiffness, .damping, .mass, .velocity])
        #expect(spec.items.map(\.value) == [100, 10, 2, 3])
        #expect(spec[.stiffness] == 100 && spec[.bounce] == nil)
        #expect(spec.description == "stiffness=100,damping=10,mass=2,velocity=3")
        // The label is the text as given; the spec writes canonical keys.
        let setup = try spec.resolved(label: "k=100,c=10,m=2,velocity=3")
        #expect(setup.label == "k=100,c=10,m=2,velocity=3")
        #expect(try spec.resolved().label == "stiffness=100,damping=10,mass=2,velocity=3")
        #expect(setup.spring.stiffness == 100 && setup.spring.damping == 10 && setup.spring.mass == 2)
    }

    @Test func anAliasAndItsKeyCountAsOneKey() {
        #expect(throws: SpringError(parameter: "key", value: "'stiffness'", allowed: "given at most once")) {
            try SpringSpec.parse("k=100,stiffness=5,c=1")
        }
    }

    @Test func aPresetsOverridesAreKeysOfAnyFamilyUntilResolved() throws {
        // `preset:` specs take every family's keys; the preset's family refuses a stray one when
        // resolved, naming the key as the family lists its keys.
        let overrides = try SpringSpec.parse("preset:p,k=200,duration=1")
        #expect(overrides.items.map(\.key) == [.stiffness, .duration])
        let base = try SpringSpec.parse("swiftui:duration=0.5,bounce=0.2")
        let merged = overrides.overriding(base)
        #expect(merged.items.map(\.key) == [.duration, .bounce, .stiffness])
        #expect(merged[.duration] == 1)
        #expect(throws: SpringError(parameter: "key", value: "'stiffness'",
                                    allowed: "one of duration, bounce, mass, velocity, absoluteVelocity, from, to for swiftui")) {
            try merged.resolved()
        }
    }

    @Test func aSpecBuiltFromKeysResolvesLikeItsText() throws {
        let built = SpringSpec(base: .family(.origami), items: [.init(key: .tension, value: 40), .init(key: .friction, value: 7),
                                                                 .init(key: .to, value: 2)])
        #expect(built == (try SpringSpec.parse("origami:tension=40,friction=7,to=2")))
        #expect(try built.resolved().spring == (try SpringSpec.parse(built.description).resolved().spring))
    }
}
