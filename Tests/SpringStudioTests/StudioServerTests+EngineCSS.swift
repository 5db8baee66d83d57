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
}
