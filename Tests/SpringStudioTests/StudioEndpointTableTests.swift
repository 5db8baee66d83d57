import Testing
@testable import SpringStudio

/// The computing endpoints by path (``StudioAPI/computingEndpoints``): the table the server's
/// router and the WebAssembly page both answer from.
@Suite struct StudioEndpointTableTests {
    let api = StudioAPI()

    @Test func eachPathAnswersAsItsEndpoint() throws {
        let query = StudioQuery("spring=k%3D170%2Cc%3D26&spring=swiftui%3Aduration%3D0.5%2Cbounce%3D0.3")
        #expect(api.reply(toGet: "/api/metrics", query: query) == (try api.metrics(query)))
        #expect(api.reply(toGet: "/api/convert", query: query) == (try api.convert(query)))
        let export = StudioQuery("spring=k%3D170%2Cc%3D26&as=swiftui")
        #expect(api.reply(toGet: "/api/export", query: export) == (try api.export(export)))
        #expect(api.reply(toGet: "/api/config", query: StudioQuery("")) == api.configuration())
        let paths = StudioAPI.computingEndpoints.map(\.path)
        #expect(Set(paths).count == paths.count)
        #expect(Set(paths) == ["/api/metrics", "/api/convert", "/api/export", "/api/presets", "/api/fit", "/api/view", "/api/config"])
    }

    @Test func aRefusalIsItsErrorsReply() throws {
        let reply = try #require(api.reply(toGet: "/api/metrics", query: StudioQuery("spring=k%3D-1%2Cc%3D1")))
        #expect(reply.status == 400)
        #expect(reply.contentType.hasPrefix("application/json"))
        #expect(reply == .failure(StudioError(.badRequest, "invalid stiffness -1.0: must be a finite number > 0")))
    }

    @Test func otherPathsAreNotComputingEndpoints() {
        for path in ["/api/plot.svg", "/api/project", "/api/presets/save", "/api/view/", "/", "/studio.js"] {
            #expect(api.reply(toGet: path, query: StudioQuery("")) == nil)
        }
    }
}
