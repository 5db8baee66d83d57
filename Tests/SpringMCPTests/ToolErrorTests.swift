import Foundation
import SpringExport
import SpringIO
@testable import SpringMCP
import SpringRequests
import SpringTestSupport
import Testing

/// A call that cannot be answered is a tool error with one line naming the value at fault (by
/// its argument) and what is allowed: the command's own line where the command has the rule.
struct ToolErrorTests {
    @Test func aBadSpecIsTheCommandsLine() throws {
        let result = ToolCalls.call("metrics", [("spring", .string("k=300,c=-4"))])
        #expect(result.isError)
        let command = try ToolCalls.refusal(["metrics", "--spring", "k=300,c=-4"])
        #expect(command.status == 64)
        #expect(result.text == command.line)
        #expect(result.text.contains("-4"))
    }

    @Test func requestValuesAreNamedByTheirArguments() {
        #expect(ToolCalls.call("plot", [("spring", .string("k=1,c=1")), ("width", .integer(50))]).text
                == "invalid width 50: must be 100…10000 points")
        #expect(ToolCalls.call("export", [("as", .string("css")), ("spring", .string("k=1,c=1")), ("maxError", .number(0.7))]).text
                == "invalid maxError 0.7: \(CSSExporter.maximumErrorRule)")
        #expect(ToolCalls.call("metrics", [("spring", .string("k=1,c=1")), ("band", .number(0.1)), ("bandAbsolute", .number(0.1))]).text
                == "band and bandAbsolute do not mix: give one")
        #expect(ToolCalls.call("fit", [("settlingTime", .number(0.3)), ("timing", .string("linear"))]).text
                == "timing applies to curve fits, not to target fits")
        #expect(ToolCalls.call("fit", []).text
                == "nothing to fit: give targets (settlingTime, overshoot, peakTime, riseTime), keyframes, data or match")
        #expect(ToolCalls.call("solve", [("spring", .string("k=1,c=1")), ("duration", .integer(1)), ("dt", .number(0.1)), ("samples", .integer(3))]).text
                == "samples and dt do not mix: give one")
    }

    @Test func argumentsOfTheWrongTypeAreRefusedByName() {
        let cases: [(String, [(String, JSONValue)], String)] = [
            ("plot", [("width", .string("wide"))], "invalid width 'wide': must be a number"),
            ("solve", [("samples", .number(2.5))], "invalid samples (a number): must be a whole number"),
            ("metrics", [("spring", .integer(3))], "invalid spring (a number): must be a string or a list of strings"),
            ("metrics", [("spring", .array([.string("k=1,c=1"), .bool(true)]))], "invalid spring (an array): must be a string or a list of strings"),
            ("plot", [("showVelocity", .string("yes"))], "invalid showVelocity 'yes': must be true or false"),
            ("metrics", [("solver", .string("euler2"))], "invalid solver 'euler2': must be one of " + SpringKitSolvers.names),
            ("scan", [("path", .object([]))], "invalid path (an object): must be a string or a list of strings"),
        ]
        for (tool, arguments, message) in cases {
            let result = ToolCalls.call(tool, arguments)
            #expect(result.isError)
            #expect(result.text == message, "\(tool) \(arguments)")
        }
    }

    @Test func unknownToolsAndArgumentsAreRefusedWithTheNames() {
        let tool = ToolCalls.call("metrcs", [])
        #expect(tool.isError)
        #expect(tool.text == "unknown tool 'metrcs' (did you mean metrics?): the tools are metrics, convert, durations, solve, fit, export, plot, presets, scan, edit")
        let argument = ToolCalls.call("metrics", [("stifness", .integer(100))])
        #expect(argument.isError)
        #expect(argument.text.hasPrefix("unknown argument 'stifness' for metrics"))
        #expect(argument.text.contains("spring, preset, presetFile"))
        // A huge name is excerpted, and no suggestion is computed for it.
        let huge = ToolCalls.call(String(repeating: "x", count: 1_000_000), [])
        #expect(huge.isError && huge.text.utf8.count < 400)
    }

    @Test func nulBytesAndHugeStringsAreRefusedBeforeAnyWork() {
        let nul = ToolCalls.call("metrics", [("spring", .string("k=1\u{0},c=1"))])
        #expect(nul.isError)
        #expect(nul.text.hasPrefix("invalid spring 'k=1") && nul.text.hasSuffix(",c=1': must not contain a NUL byte"))
        #expect(!nul.text.contains("\u{0}"))
        let path = ToolCalls.call("scan", [("path", .string("/etc/passwd\u{0}.swift"))])
        #expect(path.isError && path.text.contains("NUL"))
        let huge = ToolCalls.call("metrics", [("spring", .string("k=" + String(repeating: "1", count: 70_000)))])
        #expect(huge.isError)
        #expect(huge.text.hasSuffix("at most 65536 bytes"))
        #expect(huge.text.utf8.count < 200)
    }

    @Test func requiredArgumentsAreNamed() {
        #expect(ToolCalls.call("solve", [("spring", .string("k=1,c=1"))]).text.hasPrefix("solve needs duration: "))
        #expect(ToolCalls.call("export", [("spring", .string("k=1,c=1"))]).text.hasPrefix("export needs as: "))
        #expect(ToolCalls.call("scan", []).text.hasPrefix("scan needs path: "))
    }

    @Test func workIsBounded() {
        let limits = MCPLimits.standard
        let samples = ToolCalls.call("solve", [("spring", .string("k=1,c=1")), ("duration", .integer(1)), ("samples", .integer(limits.maximumSamples + 1))])
        #expect(samples.text == "invalid samples \(limits.maximumSamples + 1): must be 2…\(limits.maximumSamples)")
        let step = ToolCalls.call("solve", [("spring", .string("k=1,c=1")), ("duration", .integer(100)), ("dt", .number(0.001))])
        #expect(step.text == "invalid dt 0.001: gives 100001 samples, more than \(limits.maximumSamples)")
        let springs = ToolCalls.call("metrics", [("spring", ToolCalls.texts(Array(repeating: "k=1,c=1", count: 6))),
                                                 ("preset", ToolCalls.texts(["alert-in", "alert-out", "swiftui-bouncy"]))])
        #expect(springs.text == "9 springs: at most 8 per call")
        let list = ToolCalls.call("metrics", [("spring", ToolCalls.texts(Array(repeating: "k=1,c=1", count: 9)))])
        #expect(list.text == "invalid spring (an array): at most 8 items")
        let png = ToolCalls.call("plot", [("spring", .string("k=1,c=1")), ("width", .integer(4000)), ("height", .integer(3000))])
        #expect(png.isError && png.text.contains("more than \(limits.maximumImagePixels) pixels"))
        let overlays = ToolCalls.call("plot", [("spring", .string("k=1,c=0.001")), ("solver", .string("pop")), ("duration", .integer(599)),
                                               ("preset", ToolCalls.texts(["alert-in", "alert-out", "alert-pop-in"])), ("format", .string("svg"))])
        #expect(overlays.text.hasPrefix("plot too large: "))
        let duration = ToolCalls.call("plot", [("spring", .string("k=1,c=1")), ("duration", .integer(601))])
        #expect(duration.text == "invalid duration 601: must be in (0, 600] s")
        let export = ToolCalls.call("export", [("as", .string("json")), ("spring", .string("k=1,c=1"))],
                                    limits: MCPLimits(maximumExportBytes: 10))
        #expect(export.isError && export.text.hasPrefix("export too large: "))
    }
}

/// The solvers' names, as a choice lists them.
enum SpringKitSolvers {
    static var names: String {
        MCPToolbox.standard.tool(named: "metrics")?.arguments.first { $0.name == "solver" }.flatMap { argument in
            if case .choice(let values) = argument.kind { values.joined(separator: ", ") } else { nil }
        } ?? ""
    }
}
