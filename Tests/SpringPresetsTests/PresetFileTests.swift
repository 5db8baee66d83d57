import Foundation
import Testing
import SpringIO
@testable import SpringPresets

/// Malformed preset files are reported precisely, and the other files still load.
@Suite struct PresetFileTests {
    static let valid = """
        {
          "schema": 1,
          "group": "mine",
          "presets": [
            {
              "name": "my-spring",
              "description": "A test spring.",
              "source": {"reference": "a fit we made", "thirdParty": false},
              "spring": {"family": "physical", "mass": 1, "stiffness": 180, "damping": 12},
              "metrics": {"band": 0.02, "settlingTime": null, "overshootPercent": null}
            }
          ]
        }
        """

    func decode(_ text: String) throws(PresetFileError) -> PresetFile {
        try PresetFile.decode(Array(text.utf8), path: "mine.json")
    }

    @Test func validFileDecodesAndWritesReadableNumbers() throws {
        let file = try decode(Self.valid)
        #expect(file.presets.first?.name == "my-spring")
        #expect(file.serialized.contains("\"stiffness\": 180,"))
        #expect(!file.serialized.contains("e+"))
    }

    @Test func syntaxErrorsCarryLineAndColumn() {
        let truncated = String(Self.valid.prefix(120))
        #expect { try decode(truncated) } throws: { error in
            (error as? PresetFileError)?.location.hasPrefix("line ") == true
        }
        let broken = Self.valid.replacingOccurrences(of: "\"group\": \"mine\",", with: "\"group\": \"mine\"")
        #expect { try decode(broken) } throws: { error in
            guard let error = error as? PresetFileError else { return false }
            return error.location == "line 4, column 3" && error.exitCode == 65
        }
    }

    @Test func duplicateKeysAreRejectedWithTheirLine() {
        let duplicated = Self.valid.replacingOccurrences(of: "\"stiffness\": 180,", with: "\"stiffness\": 180, \"stiffness\": 190,")
        #expect { try decode(duplicated) } throws: { error in
            guard let error = error as? PresetFileError else { return false }
            return error.message.contains("duplicate key \"stiffness\"") && error.location.hasPrefix("line 9,")
        }
    }

    @Test func wrongTypesAreLocatedByJSONPath() {
        let wrong = Self.valid.replacingOccurrences(of: "\"stiffness\": 180", with: "\"stiffness\": \"180\"")
        #expect { try decode(wrong) } throws: { error in
            (error as? PresetFileError)?.location == "$.presets[0].spring.stiffness"
        }
    }

    @Test func duplicateNamesUnknownKeysAndBadSpringsAreRejected() {
        let preset = """
            {"name": "my-spring", "description": "d", "source": {"reference": "r"},
             "spring": {"family": "physical", "stiffness": 100, "damping": 10}, "metrics": {"band": 0.02}}
            """
        let two = "{\"schema\": 1, \"group\": \"mine\", \"presets\": [\(preset), \(preset)]}"
        #expect { try decode(two) } throws: { ($0 as? PresetFileError)?.message.contains("duplicate preset name") == true }

        let unknown = Self.valid.replacingOccurrences(of: "\"description\": \"A test spring.\",", with: "\"description\": \"A test spring.\", \"colour\": 3,")
        #expect { try decode(unknown) } throws: { ($0 as? PresetFileError)?.location == "$.presets[0].colour" }

        let negative = Self.valid.replacingOccurrences(of: "\"stiffness\": 180", with: "\"stiffness\": -180")
        #expect { try decode(negative) } throws: { error in
            guard let error = error as? PresetFileError else { return false }
            return error.location == "$.presets[0].spring" && error.message.contains("stiffness")
        }

        let badName = Self.valid.replacingOccurrences(of: "my-spring", with: "My_Spring")
        #expect { try decode(badName) } throws: { ($0 as? PresetFileError)?.location == "$.presets[0].name" }

        let schema = Self.valid.replacingOccurrences(of: "\"schema\": 1", with: "\"schema\": 2")
        #expect { try decode(schema) } throws: { ($0 as? PresetFileError)?.location == "$.schema" }
    }

    /// A preset in Flutter's duration form holds a whole number of milliseconds, as Flutter
    /// reads a `Duration`: 500.7 is refused where it stands (exit 65), 500 loads.
    @Test func flutterDurationsAreWholeMilliseconds() throws {
        let fractional = Self.valid.replacingOccurrences(of: "\"family\": \"physical\", \"mass\": 1, \"stiffness\": 180, \"damping\": 12",
                                                         with: "\"family\": \"flutter\", \"duration\": 500.7, \"bounce\": 0.3")
        #expect(fractional != Self.valid)
        #expect { try decode(fractional) } throws: { error in
            guard let error = error as? PresetFileError else { return false }
            return error.location == "$.presets[0].spring" && error.exitCode == 65
                && error.message.contains("invalid duration 500.7: must be a whole number of milliseconds (Flutter reads Duration.inMilliseconds")
        }
        let whole = try decode(fractional.replacingOccurrences(of: "500.7", with: "500"))
        #expect(whole.presets.first?.spec.description.contains("duration=500") == true)
    }

    @Test func otherFilesStillLoadWhenOneFails() {
        var library = PresetLibrary()
        library.add(bytes: Array("{\"schema\": 1,".utf8), path: "broken.json")
        library.add(bytes: Array(Self.valid.utf8), path: "mine.json")
        library.add(bytes: Array(Self.valid.utf8), path: "again.json")   // same name again
        library.add(contentsOf: "/nonexistent/presets.json")
        #expect(library.presets.map(\.name) == ["my-spring"])
        #expect(library.problems.map(\.path) == ["broken.json", "again.json", "/nonexistent/presets.json"])
        #expect(library.problems.map(\.exitCode) == [65, 65, 66])
    }

    @Test func suggestionsFindTheClosestNames() {
        let names = PresetLibrary.bundled.closestNames(to: "swiftui-bouncey")
        #expect(names.first == "swiftui-bouncy")
    }

    /// Replays the committed libFuzzer corpus of the preset decoder (Fuzz/Corpus/preset-file):
    /// every input decodes or fails with a located error; what decodes round-trips.
    @Test func presetFileCorpusNeverTraps() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/preset-file")
        let files = try FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
        #expect(files.count > 10)
        var decoded = 0
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            do {
                let file = try PresetFile.decode(bytes, path: url.lastPathComponent)
                decoded += 1
                let again = try PresetFile.decode(Array(file.serialized.utf8), path: "again")
                #expect(again.presets.map(\.name) == file.presets.map(\.name))
            } catch {
                #expect(!error.location.isEmpty || !error.message.isEmpty)
            }
        }
        #expect(decoded > 0)
    }
}
