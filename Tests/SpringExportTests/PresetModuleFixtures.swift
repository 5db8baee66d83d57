import Foundation
import SpringExport
import SpringKit
import SpringPresets

/// Preset files the preset-module tests write modules of: an underdamped pop with a key path,
/// an overdamped slide with a fling (negative velocity), an undamped wobble (no CSS easing), a
/// SwiftUI-family spring at another mass, and a pop tuned under JNW.
enum PresetModuleFixtures {
    static let fileText = """
        {
          "schema": 1,
          "group": "mine",
          "presets": [
            { "name": "my-pop", "description": "Pop in: scale 0 → 1.",
              "source": { "reference": "test fixture", "thirdParty": false },
              "spring": { "family": "physical", "mass": 1, "stiffness": 300, "damping": 20 },
              "motion": { "from": 0, "to": 1, "initialVelocity": 0, "keyPath": "transform.scale" } },
            { "name": "slide-over", "description": "An overdamped slide, flung up first.",
              "source": { "reference": "test fixture", "thirdParty": false },
              "spring": { "family": "physical", "mass": 2, "stiffness": 200, "damping": 80 },
              "motion": { "from": 600, "to": 0, "initialVelocity": -1.5, "keyPath": "transform.translation.y" } },
            { "name": "wobble-forever", "description": "Undamped: it never settles.",
              "source": { "reference": "test fixture", "thirdParty": false },
              "spring": { "family": "physical", "mass": 1, "stiffness": 80, "damping": 0 } },
            { "name": "smooth-in-3", "description": "SwiftUI's duration/bounce form.",
              "source": { "reference": "test fixture", "thirdParty": true },
              "spring": { "family": "swiftui", "duration": 0.5, "bounce": 0.3 },
              "motion": { "from": 10, "to": 250, "initialVelocity": 0.75 } }
          ]
        }
        """

    /// The fixture file as read (metrics computed).
    static func file() throws -> PresetFile {
        try PresetFile.decode(Array(fileText.utf8), path: "mine.json", requiringMetrics: false)
    }

    /// A preset file of one group holding `names`, each a plain damped spring.
    static func file(named names: [String], group: String = "mine") throws -> PresetFile {
        let presets = names.map { name in
            """
            { "name": "\(name)", "description": "d", "source": { "reference": "r", "thirdParty": false },
              "spring": { "family": "physical", "mass": 1, "stiffness": 100, "damping": 10 } }
            """
        }
        let text = "{ \"schema\": 1, \"group\": \"\(group)\", \"presets\": [\(presets.joined(separator: ","))] }"
        return try PresetFile.decode(Array(text.utf8), path: "names.json", requiringMetrics: false)
    }

    /// The module of the fixture file, as `springtune preset export` names it.
    static func module() throws -> PresetModule {
        try PresetModule(presets: try file().presets, sources: ["mine.json"],
                         command: "springtune preset export --as FORMAT --preset-file mine.json")
    }

    /// Every decimal number after `prefix` in `text`, in order.
    static func numbers(after prefix: String, in text: String) -> [Double] {
        var values: [Double] = []
        var rest = Substring(text)
        while let range = rest.range(of: prefix) {
            rest = rest[range.upperBound...]
            let literal = rest.prefix { "0123456789.-+e".contains($0) }
            if let value = Double(literal) { values.append(value) }
        }
        return values
    }
}
