import Foundation
import SpringIO
import SpringKit
import SpringPlot
import SpringRequests
import SpringTestSupport
import Testing
@testable import SpringStudio

/// `/api/view` resolves its springs once and builds one answer; its bytes are what asking each
/// endpoint separately gives (the way it was composed before: every part resolving its own springs).
@Suite struct StudioViewTests {
    /// `/api/view`'s answer composed the independent way: each part is the answer of its own
    /// endpoint to its own query (`/api/metrics`, `/api/convert`, `/api/metrics?solver=`,
    /// `/api/export`, the plot), each resolving its springs again; joined as documented.
    static func composed(_ api: StudioAPI, _ query: StudioQuery) throws(StudioError) -> String {
        func error(_ error: StudioError) -> String { "{\"error\":\(JSONValue.string(error.message).serialized())}" }
        func trimmed(_ text: String) -> String { text.hasSuffix("\n") ? String(text.dropLast()) : text }
        func part(_ answer: () throws(StudioError) -> StudioReply) -> String {
            do { return JSONValue.string(try answer().text).serialized() } catch let failure { return error(failure) }
        }
        let springs = query.pairs.filter { $0.name == "spring" } + query.pairs.filter { $0.name == "preset" }
        let band = query.pairs.filter { $0.name == "band" }
        let metrics = try api.metrics(StudioQuery(pairs: springs + band))
        let index = try query.number("active") ?? 0
        guard let active = Int(exactly: index), active >= 0, active < springs.count else {
            throw StudioError(.badRequest, "invalid active '\(query["active"] ?? "")': must be the index of a spring, from 0 to \(springs.count - 1)")
        }
        let format = query["as"] ?? "css"
        do { _ = try ExportRequest.format(named: format) } catch { throw StudioError(error) }   // a bad format fails the request
        let one = [springs[active]]
        let conversion = try api.convert(StudioQuery(pairs: one))
        var names: [String] = []
        for name in query.all("solver") where !names.contains(name) { names.append(name) }
        let engines = names.map { name in
            do throws(StudioError) {
                let record = try api.metrics(StudioQuery(pairs: one + band + [("solver", name)]))
                return "{\"solver\":\(JSONValue.string(name).serialized()),\"metrics\":\(trimmed(record.text))}"
            } catch let failure {
                return "{\"solver\":\(JSONValue.string(name).serialized()),\"error\":\(JSONValue.string(failure.message).serialized())}"
            }
        }
        let preview = query.pairs.filter { $0.name == "preview" }.map { (name: "solver", value: $0.value) }
        if let name = preview.first?.value { _ = try api.solver(name) }
        let css = springs.map { spring in part { () throws(StudioError) in try api.export(StudioQuery(pairs: [spring, ("as", "css")] + preview)) } }
        let exported = format.lowercased() == "css" && (preview.first?.value ?? "exact") == "exact" ? css[active]
            : part { () throws(StudioError) in try api.export(StudioQuery(pairs: one + [("as", format)])) }
        let width = try query.number("width") ?? 900, height = try query.number("height") ?? 600
        let plot: String, frame: String
        do throws(StudioError) {
            let drawing = try api.responsePlot(query)
            let drawn = try Self.drawn(drawing)
            let setup = try api.setups(StudioQuery(pairs: one)).setups[0]
            plot = drawn.displayList.json()
            frame = StudioAPI.frameJSON(drawn.frame, of: setup.response, width: width, height: height).serialized()
        } catch let failure {
            plot = error(failure)
            frame = "null"
        }
        return "{\"metrics\":\(trimmed(metrics.text)),\"conversion\":\(trimmed(conversion.text)),"
            + "\"engines\":[\(engines.joined(separator: ","))],\"css\":[\(css.joined(separator: ","))],"
            + "\"export\":\(exported),\"plot\":\(plot),\"frame\":\(frame)}\n"
    }

    static func drawn(_ plot: ResponsePlot) throws(StudioError) -> (displayList: PlotDisplayList, frame: ResponsePlot.PanelFrame) {
        do { return try StudioAPI.drawn(plot) } catch { throw StudioError(.badRequest, "\(error)") }
    }

    /// The queries compared: presets and specs together, overlays (one named twice, one
    /// unknown, one refused for the spring), an engine's preview, other exports, a plot that
    /// fails alone, and requests that fail whole (bad spring, band, active, format, preview, width).
    static let queries = [
        "spring=k%3D170,c%3D26&preset=swiftui-bouncy&active=1&solver=jnw&solver=pop&solver=jnw&as=swiftui&label=A&label=B",
        "spring=swiftui:duration=0.5,bounce=0.3&solver=wobble&solver=android&band=0.05&width=700&height=500",
        "preset=ios-default&spring=response:response=0.4,dampingRatio=0.7&preview=pop&theme=dark",
        "spring=k%3D300,c%3D10&preview=react-spring&as=css&solver=euler",
        "spring=k%3D100,c%3D0&solver=jnw",
        "spring=k%3D170,c%3D26&as=keyframes&duration=2",
        "spring=k%3D170,c%3D26&duration=100000",
        "spring=k%3D-1",
        "spring=k%3D170,c%3D26&band=2",
        "spring=k%3D170,c%3D26&active=3",
        "spring=k%3D170,c%3D26&as=gif",
        "spring=k%3D170,c%3D26&preview=wobble",
        "spring=k%3D170,c%3D26&width=10",
        "spring=k%3D170,c%3D26&width=abc",
        "preset=no-such-preset",
        "active=0",
    ]

    @Test(arguments: queries) func viewIsItsPartsAskedSeparately(_ text: String) throws {
        let api = StudioAPI()
        let query = StudioQuery(text)
        let expected: StudioReply
        do { expected = .json(try Self.composed(api, query)) } catch { expected = .failure(error) }
        let reply = try #require(api.reply(toGet: "/api/view", query: query))
        #expect(reply.status == expected.status, "\(text)")
        #expect(reply.text == expected.text, "\(text)")
    }

    /// Presets named from a preset file: the file is read when the springs are resolved, once
    /// for the whole view (the parts before read it once each). Replacing the file after the
    /// answer changes the next answer, so nothing is cached across requests either.
    @Test func presetsFromAFileAreTheFilesAtRequestTime() throws {
        let file = try CLI.temporaryDirectory().appendingPathComponent("mine.json").path
        let api = StudioAPI(presetFiles: [file])
        func save(_ spring: String) throws {
            let reply = try api.savePreset(StudioQuery(pairs: [("name", "my-spring"), ("spring", spring), ("file", file), ("replace", "1")]))
            #expect(reply.status == 200, "\(reply.text)")
        }
        try save("k=200,c=20")
        let query = StudioQuery("preset=my-spring&spring=k%3D170,c%3D26&solver=pop&active=0")
        let first = try #require(api.reply(toGet: "/api/view", query: query))
        #expect(first.status == 200, "\(first.text)")
        #expect(first.text == (try Self.composed(api, query)))
        try save("k=300,c=20")
        let second = try #require(api.reply(toGet: "/api/view", query: query))
        #expect(second.text == (try Self.composed(api, query)))
        #expect(second.text != first.text)
    }
}
