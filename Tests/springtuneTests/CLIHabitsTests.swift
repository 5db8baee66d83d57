import SpringTestSupport
import ArgumentParser
import Foundation
import Testing
@testable import springtune

/// The command line fits people's habits: negative values, suggestions, per-command formats,
/// any-case formats, completions, readable numbers, dropped velocities said aloud, a clean man page.
@Suite struct CLIHabitsTests {
    @Test func negativeNumbersAreValues() throws {
        // In process: the option takes the value after it even when it starts with "-".
        let metrics = try MetricsCommand.parse(["--stiffness", "100", "--damping", "10", "--from", "-100", "--velocity", "-3",
                                                "--band", "-0.02"])
        #expect(metrics.input.flags.from == -100 && metrics.input.flags.velocity == -3 && metrics.measure.band == -0.02)
        let solve = try SolveCommand.parse(["k=1,c=1", "--duration", "1", "--samples", "-5"])
        #expect(solve.samples == -5)
        // Through the binary: accepted where allowed, refused with the range where not.
        let from = try CLI.run(["metrics", "--stiffness", "100", "--damping", "10", "--from", "-100", "--to", "0", "--format", "json"])
        #expect(from.status == 0, "\(from.stderr)")
        let band = try CLI.run(["metrics", "--stiffness", "100", "--damping", "10", "--band", "-0.02"])
        #expect(band.status == 64 && band.stderr.contains("invalid band -0.02"), "\(band.stderr)")
        let samples = try CLI.run(["solve", "k=1,c=1", "--duration", "1", "--samples", "-5"])
        #expect(samples.status == 64 && samples.stderr.contains("invalid --samples -5"), "\(samples.stderr)")
        let iso = try CLI.run(["sweep", "--param", "k=10...100:3", "--param", "c=1...3:3", "--heatmap", "h.png", "--iso", "-0.5,0.3", "--quiet"],
                              in: try CLI.temporaryDirectory())
        #expect(iso.status == 0, "\(iso.stderr)")
    }

    @Test(arguments: [(["metrcs"], "did you mean metrics?"), (["preset", "lst"], "did you mean list?"),
                      (["help", "wobble"], "unknown command 'help wobble'"), (["expot", "--as", "css"], "did you mean export")])
    func mistypedCommandsAreSuggested(_ arguments: [String], _ expected: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func helpForAKnownCommandStillWorks() throws {
        let result = try CLI.run(["help", "metrics"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: springtune metrics"))
    }

    @Test func formatHelpListsOnlyTheCommandsFormats() throws {
        for (command, formats) in [("solve", "csv or json"), ("sweep", "csv or jsonl"), ("convert", "table or json")] {
            let help = try CLI.run([command, "--help"]).stdout
            let line = try #require(help.split(separator: "\n").first { $0.hasPrefix("  --format <format>") })
            #expect(line.contains(formats), "\(command): \(line)")
            #expect(!help.contains("values: table, json, csv, jsonl"), "\(command)")
        }
    }

    @Test func exportFormatsAreAnyCase() throws {
        let upper = try CLI.run(["export", "--as", "CSS", "k=100,c=10"])
        let lower = try CLI.run(["export", "--as", "css", "k=100,c=10"])
        #expect(upper.status == 0 && upper.stdout == lower.stdout)
        #expect(try CLI.run(["export", "--as", "Motion-Transition", "k=100,c=10"]).status == 0)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionsOfferPresetsFormatsSolversAndFamilies(_ shell: String) throws {
        let script = try CLI.run(["--generate-completion-script", shell]).stdout
        for word in ["caspringanimation", "motion-transition", "react-spring", "dopri", "origami"] {
            #expect(script.contains(word), "\(shell) completion lacks \(word)")
        }
        // Preset names are completed by the binary itself, so user files on the search path count.
        let names = try CLI.run(["---completion", "metrics", "--", "--preset", "2", "0"]).stdout
        #expect(names.contains("swiftui-bouncy") && names.contains("alert-in"))
    }

    @Test func exportedCodeReadsAsPeopleWriteIt() throws {
        let result = try CLI.run(["export", "--as", "swiftui", "swiftui:duration=0.5,bounce=0.3,from=1.2,to=1,velocity=-1.4"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("bounce: 0.3)"))
        #expect(!result.stdout.contains("0.30000000000000004"))
        #expect(result.stdout.contains("initial velocity 0.28 units/s"))
        #expect(result.stdout.contains("initialVelocity: -1.4)"))
        // JSON keeps every digit.
        let json = try CLI.run(["export", "--as", "json", "swiftui:duration=0.5,bounce=0.3"]).stdout
        #expect(json.contains("157.91367041742973"))
    }

    /// Tables follow the same rule as exported code: the shortest decimal within 1e-12
    /// relative of the JSON value (so `-1.4` and `0.7`, yet every digit that matters).
    @Test func tablesPrintTheShortestDecimalWithin1e12() throws {
        let spring = "swiftui:duration=0.5,bounce=0.3,velocity=-1.4"
        let table = try CLI.run(["metrics", "--spring", spring])
        let json = try CLI.run(["metrics", "--spring", spring, "--format", "json"])
        #expect(table.status == 0 && json.status == 0, "\(table.stderr)\(json.stderr)")
        func cell(_ key: String) throws -> String {
            let row = try #require(table.stdout.split(separator: "\n").first { $0.hasPrefix(key + " ") || $0 == Substring(key) })
            return String(try #require(row.split(separator: " ").last))
        }
        #expect(try cell("initialVelocity (step/s)") == "-1.4")
        #expect(try cell("dampingRatio") == "0.7")
        #expect(try cell("stiffness") == "157.9136704174")
        #expect(json.stdout.contains("157.91367041742973"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        for (key, row) in [("settlingTime", "settlingTime (s)"), ("peakTime", "peakTime (s)"), ("overshootPercent", "overshootPercent (%)")] {
            let exact = try #require(object[key] as? Double)
            let shown = try #require(Double(try cell(row)))
            #expect(abs(shown - exact) <= 1e-12 * abs(exact), "\(key): \(shown) vs \(exact)")
            #expect(try cell(row).count <= "\(exact)".count)
        }
    }

    @Test func droppingTheInitialVelocityIsSaidInTheCodeAndOnStderr() throws {
        let result = try CLI.run(["export", "--as", "keyframes", "k=300,c=20,velocity=2"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("initial velocity (2 units/s) is dropped"))
        #expect(result.stdout.contains("caspringanimation"))
        #expect(result.stderr.contains("the initial velocity is dropped") && result.stderr.contains("caspringanimation"))
        let kept = try CLI.run(["export", "--as", "caspringanimation", "k=300,c=20,velocity=2"])
        #expect(kept.stderr.isEmpty)
        // Core Animation's velocity is relative to the change: from == to cannot carry one.
        let still = try CLI.run(["export", "--as", "caspringanimation", "k=300,c=20,from=1,to=1,absoluteVelocity=2"])
        #expect(still.status == 0, "\(still.stderr)")
        #expect(still.stdout.contains("initial velocity (2 units/s) is dropped"))
        #expect(still.stderr.contains("the initial velocity is dropped") && still.stderr.contains("android"), "\(still.stderr)")
        #expect(still.stderr.split(separator: "\n").count == 1)
    }

    /// The committed man page is the one the current commands give, keeps its non-ASCII
    /// characters (as groff escapes), and `man` renders it without a warning.
    @Test func theManPageIsCurrentAndClean() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = root.appendingPathComponent("docs/man/springtune.1")
        let committed = try Data(contentsOf: page)
        #expect(committed.allSatisfy { $0 < 0x80 }, "raw non-ASCII bytes in the man page")
        let regenerated = try CLI.shell("\"$SPRINGTUNE\" --experimental-dump-help | python3 '\(root.path)/Scripts/make-man.py'")
        #expect(regenerated.status == 0, "\(regenerated.stderr)")
        #expect(regenerated.stdout == String(decoding: committed, as: UTF8.self), "docs/man/springtune.1 is stale: run make man")
        let rendered = try CLI.shell("MANWIDTH=100 man --warnings -E UTF-8 -l '\(page.path)'")
        #expect(rendered.status == 0)
        #expect(rendered.stderr.isEmpty, "\(rendered.stderr)")
        #expect(rendered.stdout.contains("Damping c (≥ 0)"))
        #expect(rendered.stdout.contains("−") || rendered.stdout.contains("…"))
    }
}
