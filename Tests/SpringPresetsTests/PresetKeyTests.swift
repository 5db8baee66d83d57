import SpringIO
import SpringKit
import Testing
@testable import SpringPresets

/// A preset's renderer is a ``Solver`` and its spring's keys are ``SpringParameter``s, while
/// the file format keeps the same JSON strings.
@Suite struct PresetKeyTests {
    /// A file whose preset names `renderer`, metrics left to be computed.
    static func file(renderer: String, spring: String = #""family": "physical", "stiffness": 200, "damping": 12"#) -> String {
        """
        {
          "schema": 1,
          "group": "mine",
          "presets": [
            {
              "name": "tuned",
              "description": "A spring tuned under an engine.",
              "source": {"reference": "test"},
              "spring": {\(spring)},
              "motion": {"from": 0, "to": 1, "initialVelocity": 1.5},
              "renderer": "\(renderer)"
            }
          ]
        }
        """
    }

    func decode(_ text: String) throws(PresetFileError) -> PresetFile {
        try PresetFile.decode(Array(text.utf8), path: "mine.json", requiringMetrics: false)
    }

    @Test func aRendererIsReadAsItsSolverAndWrittenAsItsName() throws {
        for solver in PresetFile.renderers {
            let preset = try #require(try decode(Self.file(renderer: solver.rawValue)).presets.first)
            #expect(preset.renderer == solver)
            #expect(try preset.setup().renderer == solver)
            #expect(preset.json["renderer"] == .string(solver.rawValue))
            // The renderer's metrics are those the solver measures for the preset's spring and motion.
            let setup = try preset.setup()
            let drawn = try solver.metrics(of: setup.spring, motion: setup.motion, band: try SettlingBand.fraction(0.02))
            #expect(preset.rendererMetrics?.settlingTime == drawn.settlingTime, "\(solver)")
        }
        let reactSpring = try decode(Self.file(renderer: "react-spring"))
        #expect(reactSpring.presets.first?.renderer == .reactSpring)
        #expect(reactSpring.serialized.contains(#""renderer": "react-spring","#))
        // Written and read again, the file is the same bytes.
        #expect(try PresetFile.decode(Array(reactSpring.serialized.utf8), path: "again.json").serialized == reactSpring.serialized)
    }

    @Test func anUnknownRendererIsRefusedAsBefore() {
        for name in ["popx", "exact", "React-Spring", ""] {
            #expect(throws: PresetFileError(path: "mine.json", location: "$.presets[0].renderer",
                                            message: "unknown renderer '\(name)' (one of jnw, swiftui, pop, rebound, react-spring, motion)")) {
                try decode(Self.file(renderer: name))
            }
        }
    }

    @Test func springKeysAreReadAsParameters() throws {
        let file = try decode(Self.file(renderer: "swiftui", spring: #""family": "swiftui", "duration": 0.5, "bounce": 0.3, "mass": 2"#))
        let preset = try #require(file.presets.first)
        #expect(preset.spring.items.map(\.key) == [.duration, .bounce, .mass])
        #expect(preset.spec.items.map(\.key) == [.duration, .bounce, .mass, .from, .to, .velocity])
        // An alias is a spec spelling, not a file key; neither is a key of another family.
        for spring in [#""family": "physical", "k": 200, "damping": 12"#, #""family": "physical", "stiffness": 200, "duration": 1"#] {
            #expect(throws: PresetFileError.self) { try decode(Self.file(renderer: "pop", spring: spring)) }
        }
    }

    @Test func aUserPresetTakesItsMotionFromTheMotionNotTheSpec() throws {
        let spec = try SpringSpec.parse("k=200,c=12,m=2,from=3,to=5,velocity=1")
        let preset = Preset(userPresetNamed: "mine", spring: spec, motion: try Motion(from: 0, to: 1, initialVelocity: 2),
                            keyPath: nil, description: "d", reference: "r")
        #expect(preset.spring.items.map(\.key) == [.stiffness, .damping, .mass])
        #expect(preset.motion?.from == 0 && preset.motion?.to == 1 && preset.motion?.initialVelocity == 2)
        #expect(Preset.motionKeys == [.from, .to, .velocity, .absoluteVelocity])
    }
}
