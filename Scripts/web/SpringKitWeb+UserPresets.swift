// SpringKitWeb's user presets: the browser's preset file, held by the module so that
// `preset:NAME` of the user's presets resolves in every request (springkit.js's functions and
// the static page's studio API) and the page's save (`POST /api/presets/save`) writes into it
// by the served studio's rules (StudioAPI.savePreset(_:into:)). web.js keeps its text in the
// browser (localStorage) and hands it back on load (docs/web.md).

import SpringIO
import SpringPresets
import SpringStudio

/// The browser's preset file: empty (not created yet) until a preset is saved or a file is
/// given (request kind 20). A change of its name or text decodes it once, into ``library``.
nonisolated(unsafe) var browserPresetFile = PresetFileContents(path: defaultPresetFileName) {
    didSet {
        if browserPresetFile != oldValue {
            library = presetLibrary(adding: browserPresetFile)
        }
    }
}

/// The name of a new browser preset file; its group is `my-presets`.
let defaultPresetFileName = "my-presets.json"

/// The presets every request resolves against: the bundled ones and the browser's file's
/// (checked when it was given, so it adds cleanly), decoded when the file changes rather than
/// on every use.
nonisolated(unsafe) private(set) var library = presetLibrary(adding: browserPresetFile)

/// The bundled presets plus `file`'s; the bundled ones alone if it does not add.
private func presetLibrary(adding file: PresetFileContents) -> PresetLibrary {
    (try? PresetLibrary.bundled.adding([file])) ?? PresetLibrary.bundled
}

/// What the static page's studio API answers: as `springtune studio` does, with the
/// browser's preset file as its preset file (a save replaces its text).
func studioReply(method: String, path: String, query: StudioQuery) -> StudioReply {
    let api = StudioAPI(presetFileContents: [browserPresetFile])
    return api.staticPageReply(method: method, path: path, query: query, presetFile: &browserPresetFile)
}

/// Request kind 20: `{"file": {"path": NAME, "text": TEXT}}` makes that the browser's preset
/// file, after checking it as `springtune --preset-file` reads a file (the decoder's error,
/// exit 65, leaves the file as it was); `{"file": null}` empties it; `{}` changes nothing.
/// Answers the file as `{"path": NAME, "text": TEXT}`.
func userPresetsAnswer(_ request: WebRequest) throws(WebRequestFailure) -> String {
    if let given = request.value("file") {
        if case .null = given {
            browserPresetFile = PresetFileContents(path: defaultPresetFileName)
        } else {
            guard case .string(let path)? = given["path"], case .string(let text)? = given["text"], !path.isEmpty else {
                throw WebRequest.malformed
            }
            let file = PresetFileContents(path: path, text: text)
            do {
                _ = try PresetLibrary.bundled.adding([file])
                _ = try file.decoded()
            } catch {
                throw WebRequestFailure(exitCode: error.exitCode, message: error.description)
            }
            browserPresetFile = file
        }
    }
    let value: JSONValue = .object([("path", .string(browserPresetFile.path)), ("text", .string(browserPresetFile.text))])
    return value.serialized()
}
