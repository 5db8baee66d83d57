#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import HTTPTypes
import SpringKit
import SpringRequests
import SpringStudio
import SpringTestSupport
import Testing
@testable import springtune

/// The studio keeps answering its user while other local clients misbehave (issue 27): they
/// flood it without the token, leave connections idle or send slowly, send oversized or
/// malformed requests, ask for huge plots, or hold the lock of a preset folder. Every client
/// here talks to a real server in this process on 127.0.0.1, with a bounded number of
/// connections and a bounded time.
@Suite(.serialized)
struct StudioHostileClientTests {
    static let token = StudioServerTests.token

    /// The answers of requests in flight, in the order they came.
    final class AnswerList: @unchecked Sendable {
        private let lock = NSLock()
        private var responses: [StudioResponse] = []
        func append(_ response: StudioResponse) { lock.withLock { responses.append(response) } }
        var count: Int { lock.withLock { responses.count } }
        var first: StudioResponse? { lock.withLock { responses.first } }
    }

    /// Runs `body` against a studio with `limits`, with its client and port.
    func withStudio(presetFiles: [String] = [], limits: StudioLimits = LiveStudio.patientLimits,
                    _ body: (StudioClient, Int) async throws -> Void) async throws {
        let configuration = StudioServer.Configuration(host: "127.0.0.1", port: 0, presetFiles: presetFiles, token: Self.token,
                                                       limits: limits)
        try await LiveStudio.run(configuration) { client in try await body(client, client.port) }
    }

    func get(_ client: StudioClient, _ path: String) async throws -> StudioResponse {
        try await client.execute(uri: "\(path)\(path.contains("?") ? "&" : "?")token=\(Self.token)", method: .get)
    }

    /// A raw request with the token and the right Host header.
    static func request(_ method: String, _ path: String, port: Int, headers: [String] = [], token: Bool = true) -> String {
        let target = token ? "\(path)\(path.contains("?") ? "&" : "?")token=\(Self.token)" : path
        return "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n"
    }

    // MARK: Rate

    @Test func requestsWithoutTheTokenNeverSpendTheUsersAllowance() async throws {
        // The user's allowance: 5 requests, then one per 100 s. Refusals have their own (3).
        let limits = StudioLimits(headerTimeout: 3600, bodyTimeout: 3600, requestsPerSecond: 0.01, requestBurst: 5, refusalsPerSecond: 0.01, refusalBurst: 3)
        try await withStudio(limits: limits) { client, port in
            var refused: [HTTPResponse.Status] = []
            for index in 0..<30 {
                var headers = HTTPFields()
                if index % 3 == 1 { headers[HTTPField.Name("Host")!] = "evil.example:\(port)" }
                let path = index % 3 == 2 ? "/api/config?token=\(String(repeating: "0", count: 64))" : "/api/config"
                let response = try await client.execute(uri: path, method: .get, headers: headers)
                refused.append(response.status)
                // Each refusal closes its connection: nothing more is read from such a client.
                #expect(response.headers[.connection] == "close")
                #expect(response.text.hasPrefix("{\n  \"error\": "))
            }
            #expect(refused.prefix(3).allSatisfy { $0 == .forbidden }, "\(refused)")
            #expect(refused.dropFirst(3).allSatisfy { $0 == .tooManyRequests }, "\(refused)")
            // The token holder still has all five, then 429.
            var statuses: [HTTPResponse.Status] = []
            for _ in 0..<6 { statuses.append(try await get(client, "/api/config").status) }
            #expect(statuses == [.ok, .ok, .ok, .ok, .ok, .tooManyRequests], "\(statuses)")
        }
    }

    // MARK: Connections

    /// The server's timers are what these tests wait on: 10 s without progress is 20 of its
    /// 0.5 s timeouts, whatever the machine's load (``Patience``).
    static let timers = Patience(idleSeconds: 10)

    @Test func idleAndSlowConnectionsAreClosed() async throws {
        let limits = StudioLimits(headerTimeout: 0.5, bodyTimeout: 0.5)
        try await withStudio(limits: limits) { _, port in
            // Idle: not a byte sent.
            let idle = try RawConnection(port: port, patience: Self.timers)
            // Slowloris: headers a byte every 100 ms, never finished.
            let slowHeaders = try RawConnection(port: port, patience: Self.timers)
            // A body a byte every 100 ms, with the token, after complete headers.
            let slowBody = try RawConnection(port: port, patience: Self.timers)
            slowBody.send(Self.request("POST", "/api/presets/save", port: port, headers: ["Content-Length: 1000"]))
            let partial = Array("GET /api/config HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ".utf8)
            slowHeaders.send(Array(partial.prefix(5)))
            // A byte to each every 100 ms until the server closes it: no byte restarts its
            // timeout. 300 bytes (60 timeouts at the least) still open is a failure; a loaded
            // machine sends fewer bytes per timeout, never more, so this bound is not the clock's.
            var index = 5
            var headersOpen = true, bodyOpen = true
            while (headersOpen || bodyOpen) && index < 305 {
                try await Task.sleep(for: .milliseconds(100))
                if headersOpen { headersOpen = slowHeaders.send([index < partial.count ? partial[index] : UInt8(ascii: "a")]) && !slowHeaders.isClosedNow }
                if bodyOpen { bodyOpen = slowBody.send("x") && !slowBody.isClosedNow }
                index += 1
            }
            #expect(!headersOpen, "headers sent a byte at a time are closed after the header timeout")
            #expect(!bodyOpen, "a body sent a byte at a time is closed after the body timeout")
            #expect(idle.isClosed(), "an idle connection is closed after the header timeout")
            // A keep-alive connection is closed once idle past the timeout, after its answer.
            let (keepAlive, answer) = try #require(Self.answered(port: port))
            #expect(answer.status == 200)
            #expect(keepAlive.isClosed())
            // The user is still served.
            #expect(Self.answered(port: port)?.1.status == 200)
        }
    }

    /// `GET /api/config` with the token on a new connection, again (at most 50 times) until it is
    /// answered: on a loaded machine the server may reach a connection's 0.5 s header timer
    /// before its request's bytes (both wait for one event loop) and rightly close it first.
    static func answered(port: Int) -> (RawConnection, RawResponse)? {
        for _ in 0..<50 {
            guard let connection = try? RawConnection(port: port, patience: timers) else { continue }
            connection.send(request("GET", "/api/config", port: port))
            if let response = RawResponse(connection.receive().bytes) { return (connection, response) }
        }
        return nil
    }

    @Test func connectionsLeftOpenByOthersNeverKeepThePageOut() async throws {
        // 24 connections at most, 8 kept for the token; nothing times out during the test, so a
        // page kept out would wait without progress until its patience ran out.
        let limits = StudioLimits(maximumConnections: 24, reservedConnections: 8, headerTimeout: 3600)
        let waiting = Patience(idleSeconds: 20)
        try await withStudio(limits: limits) { client, port in
            var idle: [RawConnection] = []
            for _ in 0..<60 { idle.append(try RawConnection(port: port, patience: waiting)) }
            try await Task.sleep(for: .milliseconds(200))
            // The page's request is answered.
            let page = try RawConnection(port: port, patience: waiting)
            page.send(Self.request("GET", "/api/metrics?spring=k%3D100,c%3D10", port: port))
            let response = try #require(RawResponse(page.receive().bytes))
            #expect(response.status == 200 && response.text.contains("settlingTime"))
            // The oldest of the idle connections were closed to make room: at most 16 of them
            // (the slots of connections without the token) are left open.
            #expect(waiting.wait { idle.filter { !$0.isClosedNow }.count <= 16 },
                    "\(idle.filter { !$0.isClosedNow }.count) idle connections still open")
            // The page's connection, which sent the token, is kept: it answers again.
            page.send(Self.request("GET", "/api/config", port: port))
            #expect(RawResponse(page.receive().bytes)?.status == 200)
            #expect(try await get(client, "/api/config").status == .ok)
        }
    }

    // MARK: Request size and form

    @Test func oversizedAndMalformedRequestsAreAnsweredWithABody() async throws {
        // No timeout is under test here (LiveStudio.patientLimits): a loaded machine may take
        // longer than the standard 10 s to carry 10 MB through the server's reads.
        try await withStudio(presetFiles: ["/tmp/unused-studio-hostile.json"]) { _, port in
            // 10 MB sent whole before reading the answer (with and without the token, with and
            // without Connection: close): 413 or 403, each with a JSON body.
            let big = [UInt8](repeating: UInt8(ascii: "x"), count: 10 * 1024 * 1024)
            for (token, close, status) in [(true, false, 413), (true, true, 413), (false, false, 403)] {
                let connection = try RawConnection(port: port)
                connection.send(Self.request("POST", "/api/presets/save", port: port,
                                             headers: ["Content-Length: \(big.count)"] + (close ? ["Connection: close"] : []), token: token))
                let sentAll = connection.send(big)
                #expect(sentAll, "the server reads the whole body (token \(token), close \(close))")
                let response = try #require(RawResponse(connection.receive().bytes))
                #expect(response.status == status)
                #expect(response.text.hasPrefix("{\n  \"error\": \"") && response.body.count == response.contentLength, "\(response.text)")
                if status == 413 { #expect(response.text.contains("over 65536 bytes")) }
            }
            // A malformed chunked body: 400 naming what is wrong, not 413.
            let chunked = try RawConnection(port: port)
            chunked.send(Self.request("POST", "/api/presets/save", port: port, headers: ["Transfer-Encoding: chunked"]) + "zz\r\nabc\r\n0\r\n\r\n")
            let malformed = try #require(RawResponse(chunked.receive().bytes))
            #expect(malformed.status == 400)
            #expect(malformed.text.contains("malformed") && malformed.text.contains("chunk"), "\(malformed.text)")
            // A request line that is not HTTP, and headers past the limit: 400 and 413, with a body.
            let garbage = try RawConnection(port: port)
            garbage.send("GET /\u{1}/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            let bad = try #require(RawResponse(garbage.receive().bytes))
            #expect(bad.status == 400 && bad.text.contains("\"error\": \"malformed request"), "\(bad.text)")
            let long = try RawConnection(port: port)
            long.send(Self.request("GET", "/api/config", port: port, headers: ["X-Long: " + String(repeating: "a", count: 40_000)]))
            let tooLong = try #require(RawResponse(long.receive().bytes))
            #expect(tooLong.status == 413 && tooLong.text.contains("request headers over"), "\(tooLong.text)")
            let many = try RawConnection(port: port)
            many.send(Self.request("GET", "/api/config", port: port, headers: (0..<150).map { "X-Field-\($0): 1" }))
            let tooMany = try #require(RawResponse(many.receive().bytes))
            #expect(tooMany.status == 413 && tooMany.text.contains("100 fields"), "\(tooMany.text)")
        }
    }

    // MARK: Work per request

    @Test func aPlotBeyondTheWorkBoundIsRefusedBeforeItIsComputed() async throws {
        let springs = (1...8).map { "spring=k%3D\(100 * $0),c%3D10" }.joined(separator: "&")
        let overlays = Array(repeating: "solver=rk4", count: 10).joined(separator: "&")
        try await withStudio { client, _ in
            // 8 springs × 10 overlays of rk4 over 600 s: one rk4 overlay per spring once the
            // repeats are dropped, 8 × 600,001 samples, past the bound: 400 at once. "At once" is
            // counted in CPU time, the work done (drawing 4.8 million rk4 samples takes far
            // more), not in wall time, which a loaded machine stretches.
            let before = try #require(ProcessClock.cpuSeconds(of: nil))
            let huge = try await get(client, "/api/plot.svg?\(springs)&\(overlays)&duration=600")
            let used = try #require(ProcessClock.cpuSeconds(of: nil)) - before
            #expect(huge.status == .badRequest)
            #expect(huge.text.contains("4800008 samples"), "\(huge.text)")
            #expect(huge.text.contains("at most \(StudioAPI.maximumPlotSamples) per plot"))
            #expect(used < 2, "refused after \(used) CPU s")
            // A solver named twice is drawn once: the same plot as naming it once.
            let once = try await get(client, "/api/plot.svg?spring=k%3D100,c%3D10&solver=jnw")
            let twice = try await get(client, "/api/plot.svg?spring=k%3D100,c%3D10&solver=jnw&solver=jnw&solver=jnw")
            #expect(once.status == .ok && once.data == twice.data)
            // The most the page asks for (4 springs, every overlay) is within the bound.
            let all = ["euler", "verlet", "rk4", "dopri", "jnw", "swiftui", "pop", "rebound", "rebound-js", "react-spring", "motion", "android",
                       "flutter", "flutter-fling", "svelte", "anime"]
            let page = try await get(client, "/api/plot.svg?\((1...4).map { "spring=k%3D\(150 * $0),c%3D12" }.joined(separator: "&"))&\(all.map { "solver=\($0)" }.joined(separator: "&"))")
            #expect(page.status == .ok, "\(page.text)")
        }
    }

    // MARK: Saving under a lock held elsewhere

    @Test func aSaveWaitingForALockHeldElsewhereDelaysNoOtherRequest() async throws {
        let folder = try CLI.temporaryDirectory()
        let file = folder.appendingPathComponent("mine.json").path
        // Another program's save: the same lock on the folder (flock), held by this process
        // through its own descriptor, as `fit --save-preset` holds it.
        let held = open(folder.path, O_RDONLY | O_DIRECTORY)
        #expect(held >= 0 && flock(held, LOCK_EX) == 0)
        defer { close(held) }
        let form = "name=held-spring&spring=k%3D300,c%3D20&file=\(StudioServerTests.encoded(file))"
        // A save waits for as long as the lock is held (an hour here): what follows happens
        // while saves wait, which the order of the answers shows, whatever the machine's speed.
        try await withStudio(presetFiles: [file], limits: StudioLimits(headerTimeout: 3600, bodyTimeout: 3600, lockWait: 3600)) { client, _ in
            // Released whatever happens, or a waiting save would hold up the studio's stop.
            defer { flock(held, LOCK_UN) }
            // Three saves at once: one waits for the lock, one may wait behind it, and the third
            // (whichever comes last) is answered at once with 503.
            let answered = AnswerList()
            let saves = (0..<3).map { _ in
                Task {
                    let response = try await client.execute(uri: "/api/presets/save?token=\(Self.token)", method: .post, body: form)
                    answered.append(response)
                    return response
                }
            }
            var watch = Self.timers.start()
            while answered.count == 0 && !watch.isExhausted() { try await Task.sleep(for: .milliseconds(20)) }
            let refused = try #require(answered.first, "no save answered while the lock is held: \(watch.account)")
            #expect(refused.status == .serviceUnavailable)
            #expect(refused.text.contains("another save is still in progress"), "\(refused.text)")
            // While two saves wait, the rest of the API answers.
            for path in ["/api/config", "/api/metrics?spring=k%3D100,c%3D10", "/api/presets"] {
                #expect(try await get(client, path).status == .ok, "\(path)")
            }
            #expect(answered.count == 1, "the two other saves still wait for the lock")
            #expect(!FileManager.default.fileExists(atPath: file), "nothing was saved while the lock is held")
            // Once the lock is released, one saves and the one behind it finds the name taken.
            flock(held, LOCK_UN)
            var statuses: [Int] = []
            for save in saves { statuses.append(try await save.value.status.code) }
            #expect(statuses.sorted() == [200, 409, 503], "\(statuses)")
        }
        // A lock held longer than the studio waits (here 0.2 s): 503, nothing saved, and the
        // same save goes through once the lock is free.
        try FileManager.default.removeItem(atPath: file)
        #expect(flock(held, LOCK_EX) == 0)
        try await withStudio(presetFiles: [file], limits: StudioLimits(headerTimeout: 3600, bodyTimeout: 3600, lockWait: 0.2)) { client, _ in
            let refused = try await client.execute(uri: "/api/presets/save?token=\(Self.token)", method: .post, body: form)
            #expect(refused.status == .serviceUnavailable)
            #expect(refused.headers[.retryAfter] == "1")
            #expect(refused.text.contains("another program holds the lock on its folder"), "\(refused.text)")
            #expect(!FileManager.default.fileExists(atPath: file), "nothing was saved")
            flock(held, LOCK_UN)
            let saved = try await client.execute(uri: "/api/presets/save?token=\(Self.token)", method: .post, body: form)
            #expect(saved.status == .ok, "\(saved.text)")
        }
    }

    // MARK: The API reads what the command line reads

    @Test(arguments: ["0x1p-3", "nan", "inf", "1e400", " 0.1", "0.1x"])
    func aNumberTheCommandLineRefusesIsRefused(_ text: String) async throws {
        // The command line, parsed and run in process (`springtune`'s own name check and message).
        let refused: (message: String, status: Int32)
        do {
            try SpringTuneCommand.execute(["metrics", "--spring", "k=100,c=10", "--band", text, "--format", "json"])
            refused = ("", 0)
        } catch {
            refused = CommandFailure.describe(error, for: SpringTuneCommand.self)
        }
        #expect(refused.status == 64 && refused.message.contains("--band"), "\(refused.message)")
        try await withStudio { client, _ in
            let response = try await get(client, "/api/metrics?spring=k%3D100,c%3D10&band=\(StudioServerTests.encoded(text))")
            #expect(response.status == .badRequest)
            #expect(response.text.contains("invalid band '\(text)': must be a finite decimal number"),
                    "\(response.text)")
        }
    }

    @Test func aNumberTheCommandLineAcceptsIsAccepted() async throws {
        // What `springtune metrics --spring k=100,c=10 --band 125e-3 --format json` prints: the
        // command line's number, the request's text.
        let band = try MetricsRequest.band(fraction: try NumberArgument.finite("125e-3"), width: nil)
        let setups = try SpringSource(springs: ["k=100,c=10"], presets: []).resolved().setups
        let expected = MetricsRequest.rendered(try MetricsRequest(band: band).records(for: setups), labels: setups.map(\.label), as: .json)
        #expect(band == (try SettlingBand.fraction(0.125)))
        try await withStudio { client, _ in
            let response = try await get(client, "/api/metrics?spring=k%3D100,c%3D10&band=125e-3")
            #expect(response.status == .ok)
            #expect(response.text == expected)
        }
    }

    // MARK: The icon

    @Test func theIconIsServed() async throws {
        let onDisk = try Data(contentsOf: StudioAssetsTests.folder.appendingPathComponent("favicon.ico"))
        try await withStudio { client, _ in
            let response = try await get(client, "/favicon.ico")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/vnd.microsoft.icon")
            let bytes = [UInt8](response.data)
            #expect(Data(bytes) == onDisk)
            // An ICO directory (reserved 0, type 1) of 16 and 32 px PNG images.
            try #require(bytes.count > 6 + 32)
            #expect(Array(bytes[0..<4]) == [0, 0, 1, 0])
            let count = Int(bytes[4]) | Int(bytes[5]) << 8
            #expect(count == 2)
            for index in 0..<count {
                let entry = 6 + 16 * index
                let size = Int(bytes[entry + 8]) | Int(bytes[entry + 9]) << 8 | Int(bytes[entry + 10]) << 16 | Int(bytes[entry + 11]) << 24
                let offset = Int(bytes[entry + 12]) | Int(bytes[entry + 13]) << 8 | Int(bytes[entry + 14]) << 16 | Int(bytes[entry + 15]) << 24
                #expect(Int(bytes[entry]) == [16, 32][index])
                try #require(offset + size <= bytes.count)
                #expect(Array(bytes[offset..<offset + 8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG image")
            }
            // Like every page, only with the token.
            #expect(try await client.execute(uri: "/favicon.ico", method: .get).status == .forbidden)
        }
    }
}
