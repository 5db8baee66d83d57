import Foundation
import HTTPTypes
import SpringStudio
import SpringTestSupport
import Testing
@testable import springtune

/// The studio's HTTP API, in process (a real server on a free loopback port, driven by
/// ``StudioClient``, a plain HTTP/1.1 client over sockets): each endpoint answers exactly what
/// `springtune` writes for the same input (the command run in process, through the same
/// requests), and the security rules hold.
@Suite(.serialized)
struct StudioServerTests {
    static let token = String(repeating: "ab", count: 32)

    /// Runs `body` against a studio with `presetFiles`, with its client (which knows the port).
    func withStudio(presetFiles: [String] = [], limits: StudioLimits = LiveStudio.patientLimits,
                    _ body: (StudioClient) async throws -> Void) async throws {
        let configuration = StudioServer.Configuration(host: "127.0.0.1", port: 0, presetFiles: presetFiles, token: Self.token,
                                                       limits: limits)
        try await LiveStudio.run(configuration, body)
    }

    func get(_ client: StudioClient, _ path: String, token: Bool = true,
             headers: HTTPFields = [:]) async throws -> StudioResponse {
        let separator = path.contains("?") ? "&" : "?"
        return try await client.execute(uri: token ? "\(path)\(separator)token=\(Self.token)" : path, method: .get, headers: headers)
    }

    static func encoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// What `springtune ARGUMENTS` writes, the command run in this process with `-o` into a
    /// temporary file (no process: the command's options → request → rendering, as `main` runs them).
    func printed(_ arguments: [String]) throws -> String {
        let path = try CLI.temporaryDirectory().appendingPathComponent("printed").path
        try SpringTuneCommand.execute(arguments + ["-o", path])
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// What the built `springtune` prints (a command without `-o`).
    func cli(_ arguments: [String]) throws -> String {
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "springtune \(arguments.joined(separator: " ")): \(result.stderr)")
        return result.stdout
    }

    // MARK: The API mirrors the CLI

    @Test(arguments: ["k=100,c=10", "swiftui:duration=0.5,bounce=0.3", "preset:alert-in", "pop:bounciness=4,speed=12,from=0,to=240,velocity=2"])
    func metricsAreWhatTheCommandPrints(_ spec: String) async throws {
        let expected = try printed(["metrics", "--spring", spec, "--format", "json"])
        try await withStudio { client in
            let response = try await get(client, "/api/metrics?spring=\(Self.encoded(spec))")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(response.text == expected)
        }
    }

    @Test func severalSpringsAndASolverAreWhatTheCommandPrints() async throws {
        let expected = try printed(["metrics", "--spring", "k=300,c=20", "--spring", "k=200,c=30", "--solver", "pop", "--format", "json"])
        let expectedConvert = try printed(["convert", "--spring", "k=300,c=20", "--spring", "k=200,c=30", "--format", "json"])
        try await withStudio { client in
            let metrics = try await get(client, "/api/metrics?spring=k%3D300,c%3D20&spring=k%3D200,c%3D30&solver=pop")
            #expect(metrics.text == expected)
            let convert = try await get(client, "/api/convert?spring=k%3D300,c%3D20&spring=k%3D200,c%3D30")
            #expect(convert.text == expectedConvert)
        }
    }

    @Test(arguments: ["css", "swiftui", "motion", "json", "keyframes", "android", "caspringanimation"])
    func exportsAreWhatTheCommandPrints(_ format: String) async throws {
        let expected = try printed(["export", "--as", format, "--preset", "alert-in"])
        try await withStudio { client in
            let response = try await get(client, "/api/export?preset=alert-in&as=\(format)")
            #expect(response.status == .ok)
            #expect(response.text == expected)
        }
    }

    @Test func cssWithAMaximumErrorIsWhatTheCommandPrints() async throws {
        let expected = try printed(["export", "--as", "css", "--spring", "k=170,c=26", "--max-error", "0.0005"])
        try await withStudio { client in
            let response = try await get(client, "/api/export?spring=k%3D170,c%3D26&as=css&maxError=0.0005")
            #expect(response.text == expected)
        }
    }

    @Test func thePlotIsWhatThePlotCommandDraws() async throws {
        let folder = try CLI.temporaryDirectory()
        let path = folder.appendingPathComponent("p.svg").path
        try SpringTuneCommand.execute(["plot", "--spring", "k=100,c=10", "--preset", "alert-in", "--solver", "jnw", "-o", path])
        let expected = try Data(contentsOf: URL(fileURLWithPath: path))
        try await withStudio { client in
            let response = try await get(client, "/api/plot.svg?spring=k%3D100,c%3D10&preset=alert-in&solver=jnw")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/svg+xml")
            #expect(response.data == expected)
            // Several overlays at once: one dashed curve per solver and spring.
            let two = try await get(client, "/api/plot.svg?spring=k%3D100,c%3D10&solver=jnw&solver=pop")
            let text = two.text
            #expect(two.status == .ok && text.hasPrefix("<?xml") && text.count > expected.count / 3)
        }
    }

    /// The numbers of SVG path data, in order.
    static func numbers(_ pathData: String) -> [Double] {
        pathData.split(whereSeparator: { " MLCZ,".contains($0) }).compactMap { Double($0) }
    }

    /// The path data of every stroked `<path>` of a cairo SVG (not its glyph outlines or fills), in order.
    static func strokedPaths(inSVG svg: String) -> [String] {
        let body = svg.components(separatedBy: "</defs>").last ?? svg
        return body.components(separatedBy: "<path ").dropFirst().compactMap { element -> String? in
            let tag = element.prefix { $0 != ">" }
            guard tag.contains("stroke-width"), let start = tag.range(of: " d=\"") else { return nil }
            return String(tag[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    /// The JSON value of `text`, for comparing parts of `/api/view` with the endpoints' answers.
    static func parsed(_ text: String) throws -> NSObject {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject)
    }

    @Test func theViewIsTheEndpointsAnswersInOne() async throws {
        let springs = "spring=k%3D300,c%3D20&spring=swiftui%3Aduration%3D0.4,bounce%3D0.2"
        try await withStudio { client in
            let response = try await get(client, "/api/view?\(springs)&active=1&solver=jnw&solver=pop&solver=jnw&as=swiftui&label=A&label=B")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let view = try #require(try Self.parsed(response.text) as? NSDictionary)
            let metrics = try await get(client, "/api/metrics?\(springs)")
            #expect(view["metrics"] as? NSObject == (try Self.parsed(metrics.text)))
            let conversion = try await get(client, "/api/convert?spring=swiftui%3Aduration%3D0.4,bounce%3D0.2")
            #expect(view["conversion"] as? NSObject == (try Self.parsed(conversion.text)))
            let engines = try #require(view["engines"] as? [NSDictionary])
            #expect(engines.map { $0["solver"] as? String } == ["jnw", "pop"])
            for engine in engines {
                let solver = try #require(engine["solver"] as? String)
                let alone = try await get(client, "/api/metrics?spring=swiftui%3Aduration%3D0.4,bounce%3D0.2&solver=\(solver)")
                #expect(engine["metrics"] as? NSObject == (try Self.parsed(alone.text)))
            }
            let css = try #require(view["css"] as? [String])
            #expect(css.count == 2)
            #expect(css[0] == (try await get(client, "/api/export?spring=k%3D300,c%3D20&as=css")).text)
            #expect(view["export"] as? String == (try await get(client, "/api/export?spring=swiftui%3Aduration%3D0.4,bounce%3D0.2&as=swiftui")).text)
            // The plot is /api/plot.svg's drawing as operations: cairo's SVG writer strokes the
            // same paths, in the same order, through the same points.
            let plot = try await get(client, "/api/plot.svg?\(springs)&solver=jnw&solver=pop&label=A&label=B")
            let drawn = try #require(view["plot"] as? NSDictionary)
            #expect(drawn["width"] as? Double == 900 && drawn["height"] as? Double == 600)
            let operations = try #require(drawn["operations"] as? [NSDictionary])
            let strokes = operations.filter { $0["op"] as? String == "stroke" }.compactMap { $0["path"] as? String }.map(Self.numbers)
            let svgStrokes = Self.strokedPaths(inSVG: plot.text).map(Self.numbers)
            #expect(strokes.count > 10 && strokes.count == svgStrokes.count)
            for (ours, svg) in zip(strokes, svgStrokes) {
                #expect(ours.count == svg.count && zip(ours, svg).allSatisfy { abs($0 - $1) <= 0.005 + 1e-6 })
            }
            let texts = operations.filter { $0["op"] as? String == "text" }.compactMap { $0["text"] as? String }
            #expect(texts.contains("position") && texts.contains("time (s)") && texts.contains { $0.hasPrefix("A") } && texts.contains { $0.hasPrefix("B, exact") })
            // The frame of the plot's panel, with the active spring's exact samples across it:
            // `springtune solve` over the same time range gives the same positions.
            let frame = try #require(view["frame"] as? NSDictionary)
            let time = try #require(frame["time"] as? [Double])
            let samples = try #require(frame["samples"] as? NSDictionary)
            let xs = try #require(samples["x"] as? [Double]), ts = try #require(samples["t"] as? [Double])
            #expect(time.count == 2 && time[0] == 0 && xs.count == 301 && ts.count == 301 && ts.last == time[1])
            let solved = try #require(try Self.parsed(try printed(["solve", "--spring", "swiftui:duration=0.4,bounce=0.2", "--duration", "\(time[1])",
                                                                   "--samples", "301", "--format", "json"])) as? NSDictionary)
            let solvedX = try #require(solved["x"] as? [Double])
            #expect(solvedX.count == 301 && zip(solvedX, xs).allSatisfy { abs($0 - $1) <= 1e-12 })
            #expect((frame["panelWidth"] as? Double ?? 0) > 0 && (frame["width"] as? Double) == 900)
            // The labels name the springs in the legend instead of their specs (cairo draws text
            // as glyph outlines, so the legend is compared as drawn: it differs, and is shorter).
            let unlabelled = try await get(client, "/api/plot.svg?\(springs)&solver=jnw&solver=pop")
            #expect(unlabelled.status == .ok && unlabelled.text != plot.text && plot.text.count < unlabelled.text.count)
            // Without `as`, the export is the active spring's CSS.
            let plain = try #require(try Self.parsed(try await get(client, "/api/view?\(springs)&active=1").text) as? NSDictionary)
            #expect(plain["export"] as? String == (try await get(client, "/api/export?spring=swiftui%3Aduration%3D0.4,bounce%3D0.2&as=css")).text)
            // A part that fails is that part's error; a bad spring or index fails the request.
            let failing = try await get(client, "/api/view?spring=k%3D100,c%3D0&solver=jnw")
            let answer = try #require(try Self.parsed(failing.text) as? NSDictionary)
            #expect(failing.status == .ok && (answer["css"] as? [NSDictionary])?.first?["error"] != nil)
            let bad = try await get(client, "/api/view?spring=k%3D-1,c%3D10")
            #expect(bad.status.code == 400 && bad.text.contains("-1"))
            let index = try await get(client, "/api/view?\(springs)&active=2")
            #expect(index.status.code == 400 && index.text.contains("active '2'"))
        }
    }

    @Test func presetsAndFitsAreWhatTheCommandsPrint() async throws {
        let presets = try cli(["preset", "list", "--format", "json"])
        let fit = try printed(["fit", "--settling-time", "0.35", "--overshoot", "5", "--format", "json"])
        let constrained = try printed(["fit", "--settling-time", "0.4", "--constraint", "dampingRatio=0.8", "--format", "json"])
        try await withStudio { client in
            let listed = try await get(client, "/api/presets")
            #expect(listed.text == presets)
            let fitted = try await get(client, "/api/fit?settlingTime=0.35&overshoot=5")
            #expect(fitted.text == fit)
            let constrainedFit = try await get(client, "/api/fit?settlingTime=0.4&constraint=dampingRatio%3D0.8")
            #expect(constrainedFit.text == constrained)
        }
    }

    /// `/api/config` reports the page's spring limit from its one constant (the four lanes
    /// of the page and of a preview); a request may name up to `StudioAPI.maximumSprings`, not one more.
    @Test func theConfigurationReportsTheSpringLimits() async throws {
        let springs = { (count: Int) in (1...count).map { "spring=k%3D\(100 * $0),c%3D10" }.joined(separator: "&") }
        try await withStudio { client in
            let config = try await get(client, "/api/config")
            let object = try #require(try JSONSerialization.jsonObject(with: config.data) as? [String: Any])
            #expect(object["maximumSprings"] as? Int == StudioPreview.maximumSprings)
            #expect(StudioPreview.maximumSprings == 4 && StudioAPI.maximumSprings == 8)
            #expect(try await get(client, "/api/metrics?\(springs(StudioAPI.maximumSprings))").status == .ok)
            let tooMany = try await get(client, "/api/metrics?\(springs(StudioAPI.maximumSprings + 1))")
            #expect(tooMany.status == .badRequest && tooMany.text.contains("9 springs: at most 8 per request"), "\(tooMany.text)")
        }
    }

    @Test func badInputIsA4xxWithOneLineNamingTheValue() async throws {
        try await withStudio { client in
            let cases: [(String, HTTPResponse.Status, String)] = [
                ("/api/metrics?spring=k%3D-1,c%3D10", .badRequest, "stiffness"),
                ("/api/metrics", .badRequest, "no spring given"),
                ("/api/metrics?preset=alert-inn", .notFound, "alert-in"),
                ("/api/metrics?spring=k%3D1,c%3D1&solver=wobble", .badRequest, "wobble"),
                ("/api/export?spring=k%3D1,c%3D1&as=flash", .badRequest, "flash"),
                ("/api/export?spring=k%3D1,c%3D0&as=css", .badRequest, "undamped"),
                ("/api/fit", .badRequest, "nothing to fit"),
                ("/api/plot.svg?spring=k%3D1,c%3D1&width=5", .badRequest, "width"),
                ("/api/nothing", .notFound, "no endpoint"),
            ]
            for (path, status, word) in cases {
                let response = try await get(client, path)
                let text = response.text
                #expect(response.status == status, "\(path): \(response.status)")
                #expect(text.hasPrefix("{") && text.contains("\"error\"") && text.contains(word), "\(path): \(text)")
            }
        }
    }

    // MARK: Security

    @Test func everyRequestNeedsTheToken() async throws {
        try await withStudio { client in
            for path in ["/", "/studio.js", "/api/metrics?spring=k%3D100,c%3D10", "/api/presets", "/api/config"] {
                let response = try await get(client, path, token: false)
                #expect(response.status == .forbidden, "\(path)")
                #expect(!response.text.contains("settlingTime"))
            }
            let wrong = try await client.execute(uri: "/api/presets?token=\(String(repeating: "cd", count: 32))", method: .get)
            #expect(wrong.status == .forbidden)
            let short = try await client.execute(uri: "/api/presets?token=ab", method: .get)
            #expect(short.status == .forbidden)
        }
    }

    @Test func theTokenBecomesAStrictHttpOnlyCookie() async throws {
        try await withStudio { client in
            let entry = try await get(client, "/api/config")
            #expect(entry.status == .ok)
            let cookie = try #require(entry.headers[.setCookie])
            let port = client.port
            #expect(cookie == "springtune_studio_\(port)=\(Self.token); Path=/; HttpOnly; SameSite=Strict")
            // The page itself answers ?token= with 303 to "/" and the same cookie (this client
            // follows no redirect, so the step is seen here; the browser tests follow it).
            let redirect = try await get(client, "/")
            #expect(redirect.status == .seeOther)
            #expect(redirect.headers[.location] == "/")
            #expect(redirect.headers[.setCookie] == cookie)
            // The cookie alone lets the page and the API in.
            var headers = HTTPFields()
            headers[.cookie] = "other=1; springtune_studio_\(port)=\(Self.token)"
            let page = try await client.execute(uri: "/", method: .get, headers: headers)
            #expect(page.status == .ok)
            #expect(page.text.contains("<title>SpringTune studio</title>"))
            let api = try await client.execute(uri: "/api/presets", method: .get, headers: headers)
            #expect(api.status == .ok)
            // Another port's cookie does not.
            headers[.cookie] = "springtune_studio_\(port + 1)=\(Self.token)"
            #expect(try await client.execute(uri: "/api/presets", method: .get, headers: headers).status == .forbidden)
        }
    }

    @Test func aForeignHostOrOriginIsRefused() async throws {
        try await withStudio { client in
            let port = client.port
            for host in ["evil.example:\(port)", "127.0.0.1:\(port + 1)", "localhost", "attacker.localhost:\(port)"] {
                var headers = HTTPFields()
                headers[HTTPField.Name("Host")!] = host
                let response = try await get(client, "/api/presets", headers: headers)
                #expect(response.status == .forbidden, "Host: \(host)")
            }
            var ok = HTTPFields()
            ok[HTTPField.Name("Host")!] = "127.0.0.1:\(port)"
            #expect(try await get(client, "/api/presets", headers: ok).status == .ok)
            var foreign = HTTPFields()
            foreign[.origin] = "http://evil.example"
            #expect(try await get(client, "/api/presets", headers: foreign).status == .forbidden)
            var own = HTTPFields()
            own[.origin] = "http://localhost:\(port)"
            #expect(try await get(client, "/api/presets", headers: own).status == .ok)
        }
    }

    @Test func noCORSHeaderIsEverSent() async throws {
        try await withStudio { client in
            var headers = HTTPFields()
            headers[.origin] = "http://evil.example"
            headers[.accessControlRequestMethod] = "GET"
            for (method, path) in [(HTTPRequest.Method.options, "/api/metrics"), (.get, "/api/metrics?spring=k%3D1,c%3D1")] {
                for extra in [HTTPFields(), headers] {
                    let response = try await client.execute(uri: "\(path)\(path.contains("?") ? "&" : "?")token=\(Self.token)",
                                                            method: method, headers: extra)
                    #expect(response.headers[.accessControlAllowOrigin] == nil)
                    #expect(response.headers[.accessControlAllowMethods] == nil)
                    #expect(response.headers[.accessControlAllowCredentials] == nil)
                }
            }
        }
    }

    @Test func requestSizeAndRateAreBounded() async throws {
        let big = String(repeating: "x", count: StudioGuard.maximumBodySize + 1)
        try await withStudio(presetFiles: ["/tmp/unused-studio.json"]) { client in
            let body = try await client.execute(uri: "/api/presets/save?token=\(Self.token)", method: .post,
                                                body: "name=\(big)")
            #expect(body.status == .contentTooLarge)
            let uri = try await get(client, "/api/metrics?spring=\(String(repeating: "k", count: StudioGuard.maximumURILength))")
            #expect(uri.status == .contentTooLarge)
        }
        // A bucket of 5 requests refilled at one per 100 s: the sixth in a burst is 429.
        try await withStudio(limits: StudioLimits(headerTimeout: 3600, bodyTimeout: 3600, requestsPerSecond: 0.01, requestBurst: 5)) { client in
            var statuses: [HTTPResponse.Status] = []
            for _ in 0..<6 { statuses.append(try await get(client, "/api/config").status) }
            #expect(statuses.prefix(5).allSatisfy { $0 == .ok })
            #expect(statuses.last == .tooManyRequests)
        }
    }

    // MARK: Saving presets

    func save(_ client: StudioClient, _ form: String) async throws -> (HTTPResponse.Status, String) {
        let response = try await client.execute(uri: "/api/presets/save?token=\(Self.token)", method: .post,
                                                body: form)
        return (response.status, response.text)
    }

    @Test func presetsAreSavedOnlyIntoTheFilesNamedAtStart() async throws {
        let folder = try CLI.temporaryDirectory()
        let mine = folder.appendingPathComponent("mine.json").path
        let other = folder.appendingPathComponent("other.json").path
        try await withStudio(presetFiles: [mine]) { client in
            let (refused, message) = try await save(client, "name=my-spring&spring=k%3D300,c%3D20&file=\(Self.encoded(other))")
            #expect(refused == .forbidden && message.contains("not one of the preset files"))
            #expect(!FileManager.default.fileExists(atPath: other))

            let (saved, text) = try await save(client, "name=my-spring&spring=swiftui%3Aduration%3D0.5,bounce%3D0.3,from%3D0.8,to%3D1&file=\(Self.encoded(mine))&description=Mine")
            #expect(saved == .ok, "\(text)")
            #expect(text.contains("\"savedPreset\": \"my-spring\""))
            // The saved file is what `preset show` reads back, with the family and motion kept.
            let shown = try printed(["metrics", "--preset", "my-spring", "--preset-file", mine, "--format", "json"])
            let direct = try printed(["metrics", "--spring", "swiftui:duration=0.5,bounce=0.3,from=0.8,to=1", "--format", "json"])
            #expect(shown == direct)
            let list = try cli(["preset", "list", "--preset-file", mine, "--format", "json"])
            #expect(list.contains("\"spring\": \"swiftui:duration=0.5,bounce=0.3\""))

            // The rules of fit --save-preset: taken names, bad names, replacing only on request.
            #expect(try await save(client, "name=my-spring&spring=k%3D1,c%3D1&file=\(Self.encoded(mine))").0 == .conflict)
            #expect(try await save(client, "name=alert-in&spring=k%3D1,c%3D1&file=\(Self.encoded(mine))").0 == .conflict)
            #expect(try await save(client, "name=My_Spring&spring=k%3D1,c%3D1&file=\(Self.encoded(mine))").0 == .badRequest)
            #expect(try await save(client, "name=my-spring&spring=k%3D1,c%3D1&file=\(Self.encoded(mine))&replace=1").0 == .ok)
            let replaced = try cli(["preset", "list", "--preset-file", mine, "--format", "json"])
            #expect(replaced.contains("\"name\": \"my-spring\",\n    \"group\": \"mine\",\n    \"spring\": \"stiffness=1,damping=1\""), "\(replaced)")
            // Saving is POST only.
            let get = try await get(client, "/api/presets/save?name=x&spring=k%3D1,c%3D1&file=\(Self.encoded(mine))")
            #expect(get.status == .methodNotAllowed)
        }
    }

    @Test func withoutPresetFilesNothingCanBeSaved() async throws {
        try await withStudio { client in
            let (status, text) = try await save(client, "name=x&spring=k%3D1,c%3D1&file=%2Ftmp%2Fx.json")
            #expect(status == .forbidden && text.contains("started without preset files"))
        }
    }
}
