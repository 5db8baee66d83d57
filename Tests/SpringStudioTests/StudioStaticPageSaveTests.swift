import Foundation
import SpringKit
import SpringPresets
import SpringTestSupport
import Testing
@testable import SpringStudio

/// The static page's save (``StudioAPI/staticPageReply(method:path:query:presetFile:)``): the
/// browser's preset file held in memory follows the served studio's rules and ends up with
/// the very bytes the served studio writes to disk for the same saves (but where each says a
/// preset was saved from).
@Suite struct StudioStaticPageSaveTests {
    let api = StudioAPI()

    func save(_ form: String, into file: inout PresetFileContents) -> StudioReply {
        api.staticPageReply(method: "POST", path: "/api/presets/save", query: StudioQuery(form), presetFile: &file)
    }

    func form(_ fields: [(String, String)]) -> String {
        var components = URLComponents()
        components.queryItems = fields.map { URLQueryItem(name: $0.0, value: $0.1) }
        return (components.percentEncodedQuery ?? "").replacingOccurrences(of: "+", with: "%2B")
    }

    @Test func savesAreTheBytesTheServedStudioWritesToDisk() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let onDisk = folder.appendingPathComponent("my-presets.json").path
        let served = StudioAPI(presetFiles: [onDisk])
        var browser = PresetFileContents(path: "my-presets.json")
        let saves: [[(String, String)]] = [
            [("name", "soft-pop"), ("spring", "k=170,c=26")],
            [("name", "quick-bounce"), ("spring", "swiftui:duration=0.4,bounce=0.35,from=0,to=120"), ("keyPath", "position.x")],
            [("name", "from-preset"), ("spring", "preset:swiftui-bouncy,mass=2"), ("description", "A heavier bouncy.")],
            [("name", "soft-pop"), ("spring", "pop:bounciness=4,speed=12"), ("replace", "1")],
        ]
        for fields in saves {
            let browserReply = save(form(fields + [("file", "my-presets.json")]), into: &browser)
            let servedReply = try served.savePreset(StudioQuery(form(fields + [("file", onDisk)])))
            #expect(browserReply.status == 200, "\(fields): \(browserReply.text)")
            #expect(browserReply.text.replacingOccurrences(of: "my-presets.json", with: onDisk) == servedReply.text)
        }
        // The same bytes but where each says the preset was saved from.
        let written = try String(contentsOfFile: onDisk, encoding: .utf8)
        #expect(written.contains("Saved from springtune studio.") && browser.text.contains("Saved from SpringTune's web page."))
        #expect(browser.text == written.replacingOccurrences(of: "springtune studio", with: StudioAPI.staticPageName))
        let file = try browser.decoded()
        #expect(file.group == "my-presets")
        #expect(file.presets.map(\.name) == ["soft-pop", "quick-bounce", "from-preset"])
    }

    @Test func theRulesAreTheServedStudios() throws {
        var browser = PresetFileContents(path: "my-presets.json")
        let first = save(form([("name", "mine"), ("spring", "k=300,c=20"), ("file", "my-presets.json")]), into: &browser)
        #expect(first.status == 200)
        let kept = browser
        let refusals: [(form: [(String, String)], status: Int, message: String)] = [
            ([("name", "alert-in"), ("spring", "k=1,c=1"), ("file", "my-presets.json")], 409,
             "preset 'alert-in' is a bundled preset (presets/alerts.json): choose another name"),
            ([("name", "mine"), ("spring", "k=1,c=1"), ("file", "my-presets.json")], 409,
             "preset 'mine' already exists in my-presets.json: choose another name, or replace it"),
            ([("name", "Not_Kebab"), ("spring", "k=1,c=1"), ("file", "my-presets.json")], 400,
             "invalid preset name 'Not_Kebab': must be kebab-case (a-z, 0-9, single hyphens)"),
            ([("name", "other"), ("spring", "k=-1,c=1"), ("file", "my-presets.json")], 400,
             "invalid stiffness -1.0: must be a finite number > 0"),
            ([("name", "other"), ("spring", "preset:no-such-preset"), ("file", "my-presets.json")], 404, ""),
            ([("name", "other"), ("spring", "k=1,c=1"), ("file", "elsewhere.json")], 403, ""),
            ([("name", "other"), ("spring", "k=1,c=1")], 400, ""),
        ]
        for refusal in refusals {
            let reply = save(form(refusal.form), into: &browser)
            #expect(reply.status == refusal.status, "\(refusal.form): \(reply.text)")
            if !refusal.message.isEmpty {
                #expect(reply == .failure(StudioError(reply.status == 409 ? .conflict : .badRequest, refusal.message)))
            }
            #expect(browser == kept, "a refused save leaves the file as it was")
        }
        let get = api.staticPageReply(method: "GET", path: "/api/presets/save", query: StudioQuery(""), presetFile: &browser)
        #expect(get.status == 405)
        // Without the browser's file the page still refuses the save, saying it needs the server.
        #expect(api.staticPageReply(method: "POST", path: "/api/presets/save", query: StudioQuery("")).status == 403)
    }

    @Test func theSavedFileResolvesItsPresetsAsTheCLIReadsIt() throws {
        var browser = PresetFileContents(path: "my-presets.json")
        #expect(save(form([("name", "mine"), ("spring", "k=300,c=20,from=0,to=2"), ("file", "my-presets.json")]), into: &browser).status == 200)
        let library = try PresetLibrary.bundled.adding([browser])
        let setup = try library.resolvedSetup(for: try SpringSpec.parse("preset:mine"))
        let direct = try PresetLibrary.bundled.resolvedSetup(for: try SpringSpec.parse("k=300,c=20,from=0,to=2"))
        #expect(setup.spring == direct.spring && setup.motion == direct.motion)
        #expect(library.origins["mine"] == "my-presets.json")
        // A file defining a bundled name is refused as the CLI refuses it, naming both files.
        let clash = PresetFileContents(path: "clash.json", text: browser.text.replacingOccurrences(of: "\"mine\"", with: "\"alert-in\""))
        #expect(throws: PresetFileError.self) { try PresetLibrary.bundled.adding([clash]) }
        // A malformed file: the decoder's line and column.
        let broken = PresetFileContents(path: "broken.json", text: "{\"schema\": 1,")
        #expect(throws: PresetFileError.self) { try broken.decoded() }
        #expect(PresetFileContents(path: "a/b/My Presets.json").stem == "My Presets")
        #expect(throws: PresetFileError.self) { try PresetFileContents(path: "My Presets.json").decoded() }
    }
}
