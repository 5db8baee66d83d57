import Foundation
import SpringStudio
import SpringTestSupport
import Testing

/// `/api/export?as=css&solver=NAME`: the CSS of an engine's curve, as `springtune export --as
/// css --solver NAME` writes it, and its refusals as the usual one-line 400s.
extension StudioServerTests {
    @Test(arguments: ["react-spring", "android", "anime", "exact"])
    func cssDrawnByAnEngineIsWhatTheCommandPrints(_ solver: String) async throws {
        let expected = try printed(["export", "--as", "css", "--spring", "k=170,c=12,to=100", "--solver", solver, "--max-error", "0.001"])
        #expect(expected.contains(solver == "exact" ? "exact spring response" : "as \(solver) draws it"))
        try await withStudio { client in
            let response = try await get(client, "/api/export?spring=k%3D170,c%3D12,to%3D100&as=css&solver=\(solver)&maxError=0.001")
            #expect(response.status == .ok)
            #expect(response.text == expected)
        }
    }

    @Test func cssSolverRefusalsAreOneLine400s() async throws {
        try await withStudio { client in
            let cases: [(String, String)] = [
                ("/api/export?spring=k%3D100,c%3D10&as=swiftui&solver=pop", "solver pop applies to export format (as) css only"),
                ("/api/export?spring=k%3D100,c%3D10&as=css&solver=swiftui", "invalid solver swiftui"),
                ("/api/export?spring=k%3D100,c%3D10&as=css&solver=wobble", "wobble"),
                ("/api/export?spring=k%3D100,c%3D0,to%3D100&as=css&solver=pop", "pop never comes to rest"),
            ]
            for (path, text) in cases {
                let response = try await get(client, path)
                #expect(response.status == .badRequest, "\(path): \(response.status)")
                #expect(response.text.hasPrefix("{") && response.text.contains("\"error\"") && response.text.contains(text), "\(path): \(response.text)")
            }
        }
    }

    /// `/api/view?preview=NAME`: the preview's CSS is the engine's for every spring; the export
    /// panel's CSS stays the exact export; a spring the engine cannot play is that part's error.
    @Test func theViewsPreviewPlaysTheEnginesCSS() async throws {
        let springs = "spring=k%3D170,c%3D12,to%3D100&spring=swiftui%3Aduration%3D0.4,bounce%3D0.2"
        try await withStudio { client in
            let response = try await get(client, "/api/view?\(springs)&preview=pop&as=css")
            #expect(response.status == .ok)
            let view = try #require(try Self.parsed(response.text) as? NSDictionary)
            let css = try #require(view["css"] as? [String])
            #expect(css == [try printed(["export", "--as", "css", "--spring", "k=170,c=12,to=100", "--solver", "pop"]),
                            try printed(["export", "--as", "css", "--spring", "swiftui:duration=0.4,bounce=0.2", "--solver", "pop"])])
            #expect(view["export"] as? String == (try printed(["export", "--as", "css", "--spring", "k=170,c=12,to=100"])))
            let undamped = try #require(try Self.parsed(try await get(client, "/api/view?spring=k%3D100,c%3D0&preview=pop").text) as? NSDictionary)
            let part = try #require((undamped["css"] as? [NSDictionary])?.first?["error"] as? String)
            #expect(part.contains("never comes to rest"))
            let bad = try await get(client, "/api/view?\(springs)&preview=wobble")
            #expect(bad.status == .badRequest && bad.text.contains("wobble"))
        }
    }
}
