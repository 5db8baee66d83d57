import SpringIO
import SpringKit
import SpringPresets

// The save form's rules (`POST /api/presets/save`), written once for both homes of the page:
// the served studio saves into a preset file on disk (StudioAPI+Saving.swift), the static
// page into the browser's preset file held in memory (savePreset(_:into:)).
extension StudioAPI {
    /// The path of the save: `POST /api/presets/save`.
    public static let presetSavePath = "/api/presets/save"

    /// Where the static page says a preset was saved from, in its description and reference.
    public static let staticPageName = "SpringTune's web page"

    /// The preset a save form describes: `name=NAME&spring=SPEC[&description=TEXT][&keyPath=PATH]`,
    /// saved from `place` (`springtune studio`, or the static page).
    ///
    /// The spring is saved in the family it is written in (a preset spec is expanded to the
    /// preset's own spec with the overrides), with its motion; the description is
    /// "Saved from PLACE." when none is given, and the reference names the place and the
    /// spring as saved. Returns the preset with the library its name must not clash with.
    /// - Throws: ``StudioError``: 400 for a name that is not kebab-case, not exactly one
    ///   spring, or a spring refused; 404 for an unknown preset; a preset file that cannot
    ///   be read as ``library()`` reports it.
    /// - Cost: loads the library once (``library()``) and resolves one spring.
    func presetToSave(_ form: StudioQuery, savedFrom place: String) throws(StudioError) -> (preset: Preset, library: PresetLibrary) {
        let name = form["name"] ?? ""
        guard Preset.isValidName(name) else {
            throw StudioError(.badRequest, PresetSaveError.invalidName(name).description)
        }
        guard form.all("spring").count == 1, let text = form["spring"] else {
            throw StudioError(.badRequest, "give exactly one spring=SPEC to save")
        }
        let library = try library()
        let parsed: SpringSpec
        do { parsed = try SpringSpec.parse(text) } catch { throw StudioError(.badRequest, error.description) }
        let spec: SpringSpec
        do { spec = try library.familySpec(for: parsed) } catch { throw StudioError(.notFound, error.description) }
        let setup: SpringSetup
        do {
            setup = try library.resolvedSetup(for: spec)
        } catch {
            switch error {
            case .unknownPreset(let error): throw StudioError(.notFound, error.description)
            case .spring(let error): throw StudioError(.badRequest, error.description)
            }
        }
        let description = form["description"].flatMap { $0.isEmpty ? nil : $0 } ?? "Saved from \(place)."
        var preset = Preset(userPresetNamed: name, spring: spec, motion: setup.motion,
                            keyPath: form["keyPath"].flatMap { $0.isEmpty ? nil : $0 }, description: description,
                            reference: "")
        // The reference names the spring as saved: the family spec without its motion keys.
        preset.source.reference = "Studio: \(place), spring \(preset.spring.description)"
        return (preset, library)
    }

    /// The reply to a save refused for its name: 409 for a name taken (by another file, or in
    /// this one without `replace`), 400 for a name or group that is not allowed.
    static func savingError(_ error: PresetSaveError) -> StudioError {
        switch error {
        case .nameTaken, .nameInFile: StudioError(.conflict, error.description)
        case .invalidName, .invalidGroup: StudioError(.badRequest, error.description)
        }
    }

    /// The answer to a save: `{"savedPreset": NAME, "file": FILE, "spring": SPEC}`.
    static func savedReply(_ preset: Preset, file: String) -> StudioReply {
        let value: JSONValue = .object([("savedPreset", .string(preset.name)), ("file", .string(file)),
                                        ("spring", .string(preset.spring.description))])
        return .json(value.serialized() + "\n")
    }

    /// `POST /api/presets/save` on the static page: saves the form's spring as a preset into
    /// `file`, the browser's preset file held in memory (its text replaced by the file as
    /// ``PresetFile/serialized`` writes it, as a save writes it on disk), by the served
    /// studio's rules (``presetToSave(_:savedFrom:)``, ``PresetLibrary/checkSavingName(_:into:isSameFile:)``,
    /// ``PresetFile/add(_:replacing:path:)``): a kebab-case name, no clash with a bundled
    /// preset or another file's, replaced only with `replace=1`, metrics recomputed. The
    /// form's `file` must be `file`'s name. Answers as ``savePreset(_:)`` does.
    /// - Throws: ``StudioError``: 403 for another file, 409 for a name taken, 400 otherwise;
    ///   `file` is unchanged then.
    /// - Cost: decodes `file` (one metrics computation per preset) and serializes it.
    public func savePreset(_ form: StudioQuery, into file: inout PresetFileContents) throws(StudioError) -> StudioReply {
        guard let named = form["file"], !named.isEmpty else {
            throw StudioError(.badRequest, "no file given: must be this page's preset file (\(file.path))")
        }
        guard named == file.path else {
            throw StudioError(.forbidden, "file '\(named)' is not this page's preset file: \(file.path) (a file on disk needs springtune studio --preset-file FILE)")
        }
        let (preset, library) = try presetToSave(form, savedFrom: Self.staticPageName)
        do {
            try library.checkSavingName(preset.name, into: file.path, isSameFile: { $0 == $1 })
        } catch {
            throw Self.savingError(error)
        }
        var decoded: PresetFile
        do { decoded = try file.decoded() } catch { throw StudioError(.badRequest, error.description) }
        let saved: Preset
        do {
            saved = try decoded.add(preset, replacing: form.flag("replace"), path: file.path)
        } catch {
            switch error {
            case .save(let error): throw Self.savingError(error)
            case .spring(let error): throw StudioError(.badRequest, error.description)
            }
        }
        file.text = decoded.serialized
        return Self.savedReply(saved, file: file.path)
    }
}
