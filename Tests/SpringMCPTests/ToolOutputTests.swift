import Foundation
import SpringIO
@testable import SpringMCP
import SpringTestSupport
import Testing

/// Each tool answers what the command prints for the same input: its text content is the
/// command's stdout in the format asked for, its structured content the command's
/// `--format json` document (an array of records as `{"results": …}`).
@Suite(.serialized)
struct ToolOutputTests {
    @Test func metricsOfSeveralSpringsAreTheCommandsRecords() throws {
        let arguments: [(String, JSONValue)] = [("spring", ToolCalls.texts(["k=300,c=20", "swiftui:duration=0.5,bounce=0.3"])),
                                               ("band", .number(0.01)), ("preset", .string("alert-in"))]
        let result = ToolCalls.call("metrics", arguments)
        #expect(!result.isError, "\(result.text)")
        let line = ["metrics", "--spring", "k=300,c=20", "--spring", "swiftui:duration=0.5,bounce=0.3", "--preset", "alert-in", "--band", "0.01"]
        #expect(result.text == (try ToolCalls.command(line)))
        #expect(result.structured == (try ToolCalls.structured(try ToolCalls.command(line + ["--format", "json"]))))
        guard case .object(let members)? = result.structured else { Issue.record("no structured content"); return }
        #expect(members.map(\.0) == ["results"])
    }

    @Test func oneSpringsMetricsAreTheCommandsObject() throws {
        let result = ToolCalls.call("metrics", [("spring", .string("k=170,c=26")), ("solver", .string("react-spring")),
                                               ("frameRate", .integer(120)), ("format", .string("csv"))])
        let line = ["metrics", "--spring", "k=170,c=26", "--solver", "react-spring", "--frame-rate", "120"]
        #expect(result.text == (try ToolCalls.command(line + ["--format", "csv"])))
        #expect(result.structured == (try JSONParser.parse(try ToolCalls.command(line + ["--format", "json"]))))
    }

    @Test func convertDurationsAndSolveAreTheCommands() throws {
        let convert = ToolCalls.call("convert", [("spring", .string("svelte:stiffness=0.1,damping=0.25")), ("frameRate", .integer(120))])
        #expect(convert.text == (try ToolCalls.command(["convert", "--spring", "svelte:stiffness=0.1,damping=0.25", "--frame-rate", "120"])))
        #expect(convert.structured == (try JSONParser.parse(try ToolCalls.command(
            ["convert", "--spring", "svelte:stiffness=0.1,damping=0.25", "--frame-rate", "120", "--format", "json"]))))

        let durations = ToolCalls.call("durations", [("preset", .string("swiftui-bouncy")), ("format", .string("json"))])
        let durationsJSON = try ToolCalls.command(["durations", "--preset", "swiftui-bouncy", "--format", "json"])
        #expect(durations.text == durationsJSON)
        #expect(durations.structured == (try ToolCalls.structured(durationsJSON)))

        let solve = ToolCalls.call("solve", [("spring", .string("k=100,c=10")), ("duration", .integer(1)), ("samples", .integer(11)),
                                             ("solver", .string("rk4")), ("error", .bool(true))])
        let line = ["solve", "k=100,c=10", "--duration", "1", "--samples", "11", "--solver", "rk4", "--error"]
        #expect(solve.text == (try ToolCalls.command(line)))
        #expect(solve.structured == (try JSONParser.parse(try ToolCalls.command(line + ["--format", "json"]))))
    }

    @Test func engineSettingsAreTheCommands() throws {
        // react-spring's frame loop at 120 Hz: running advances the first frame 1/120 s, idle 16.667 ms,
        // so the two curves differ, and each is the command's.
        let base: [(String, JSONValue)] = [("spring", .string("k=200,c=15")), ("duration", .number(0.1)), ("samples", .integer(6)),
                                           ("solver", .string("react-spring")), ("frameRate", .integer(120))]
        let line = ["solve", "k=200,c=15", "--duration", "0.1", "--samples", "6", "--solver", "react-spring", "--frame-rate", "120"]
        let running = ToolCalls.call("solve", base + [("frameLoop", .string("running"))])
        let idle = ToolCalls.call("solve", base)
        #expect(running.text == (try ToolCalls.command(line + ["--frame-loop", "running"])))
        #expect(idle.text == (try ToolCalls.command(line)))
        #expect(running.text != idle.text)

        let metrics = ToolCalls.call("metrics", [("spring", .string("k=300,c=20")), ("solver", .string("reanimated")),
                                                 ("overshootClamping", .bool(true)), ("format", .string("json"))])
        #expect(metrics.text == (try ToolCalls.command(["metrics", "--spring", "k=300,c=20", "--solver", "reanimated",
                                                        "--overshoot-clamping", "--format", "json"])))
        let refused = ToolCalls.call("metrics", [("spring", .string("k=300,c=20")), ("frameLoop", .string("paused"))])
        #expect(refused.isError && refused.text.contains("'paused'") && refused.text.contains("idle, running"), "\(refused.text)")
    }

    @Test func fitsAreTheCommands() throws {
        let targets = ToolCalls.call("fit", [("settlingTime", .number(0.35)), ("overshoot", .integer(5)), ("family", .string("swiftui"))])
        let line = ["fit", "--settling-time", "0.35", "--overshoot", "5", "--family", "swiftui"]
        #expect(targets.text == (try ToolCalls.command(line)))
        #expect(targets.structured == (try JSONParser.parse(try ToolCalls.command(line + ["--format", "json"]))))

        let keyframes = ToolCalls.call("fit", [("keyframes", .string("0:0.01,0.2:1.1,0.3:0.9,0.4:1.0")), ("timing", .string("easeInEaseOut")),
                                               ("format", .string("json"))])
        #expect(keyframes.text == (try ToolCalls.command(["fit", "--keyframes", "0:0.01,0.2:1.1,0.3:0.9,0.4:1.0", "--timing", "easeInEaseOut",
                                                         "--format", "json"])))

        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ToolCalls.command(["solve", "k=200,c=15", "--duration", "1", "--samples", "101"], in: folder)
            .write(to: folder.appendingPathComponent("curve.csv"), atomically: true, encoding: .utf8)
        let data = ToolCalls.call("fit", [("data", .string(folder.appendingPathComponent("curve.csv").path))],
                                  workspace: MCPWorkspace(roots: [folder.path], origin: .client))
        #expect(!data.isError, "\(data.text)")
        #expect(data.text == (try ToolCalls.command(["fit", "--data", folder.appendingPathComponent("curve.csv").path])))
    }

    @Test func exportIsTheCommandsCodeWithItsNotes() throws {
        let result = ToolCalls.call("export", [("as", .string("css")), ("preset", .string("swiftui-bouncy")), ("maxError", .number(0.001))])
        #expect(result.text == (try ToolCalls.command(["export", "--as", "css", "--preset", "swiftui-bouncy", "--max-error", "0.001"])))
        // A spring tuned under JNW: the command's note on stderr is a `note:` block.
        let jnw = ToolCalls.call("export", [("as", .string("swiftui")), ("preset", .string("alert-in"))])
        let command = try CLI.run(["export", "--as", "swiftui", "--preset", "alert-in"])
        guard case .text(let code)? = jnw.content.first else { Issue.record("no code"); return }
        #expect(code == command.stdout)
        let notes = jnw.content.dropFirst().compactMap { if case .text(let text) = $0 { text } else { nil } }
        #expect(notes == command.stderr.split(separator: "\n").map { $0.replacingOccurrences(of: "springtune: note: ", with: "note: ") })
        #expect(!notes.isEmpty)
    }

    @Test func presetsListAndShowAreTheCommands() throws {
        let list = ToolCalls.call("presets", [("group", .string("apple"))])
        #expect(list.text == (try ToolCalls.command(["preset", "list", "--group", "apple"])))
        #expect(list.structured == (try ToolCalls.structured(try ToolCalls.command(["preset", "list", "--group", "apple", "--format", "json"]))))
        let show = ToolCalls.call("presets", [("preset", .string("alert-in"))])
        #expect(show.text == (try ToolCalls.command(["preset", "show", "alert-in"])))
        #expect(show.structured == (try JSONParser.parse(try ToolCalls.command(["preset", "show", "alert-in", "--format", "json"]))))
    }

    @Test func scanIsTheCommandsReport() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SpringScanTests/Fixtures/App").path
        let result = ToolCalls.call("scan", [("path", .string(fixtures)), ("maxSettling", .number(0.5))],
                                    workspace: MCPWorkspace(roots: [fixtures], origin: .client))
        #expect(!result.isError, "\(result.text)")
        let run = try CLI.run(["scan", fixtures, "--max-settling", "0.5", "--format", "json"])
        #expect(result.structured == (try JSONParser.parse(run.stdout)))
        #expect(result.text == (try CLI.run(["scan", fixtures, "--max-settling", "0.5"]).stdout))
    }

    @Test func plotIsAPNGOrTheCommandsSVG() throws {
        let png = ToolCalls.call("plot", [("preset", ToolCalls.texts(["swiftui-smooth", "swiftui-bouncy"])), ("scale", .integer(2))])
        #expect(!png.isError, "\(png.text)")
        guard case .image(let bytes, let mimeType)? = png.content.first else { Issue.record("no image"); return }
        #expect(mimeType == "image/png")
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: 1800 × 1200 pixels, big-endian after the signature, length and type.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect((width, height) == (1800, 1200))

        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = ToolCalls.call("plot", [("spring", .string("k=300,c=10")), ("solver", .string("rk4")), ("dt", .number(0.016)),
                                          ("format", .string("svg")), ("title", .string("rk4"))])
        _ = try ToolCalls.command(["plot", "--spring", "k=300,c=10", "--solver", "rk4", "--dt", "0.016", "--title", "rk4", "-o", "p.svg"], in: folder)
        #expect(svg.text == (try String(contentsOf: folder.appendingPathComponent("p.svg"), encoding: .utf8)))
    }
}
