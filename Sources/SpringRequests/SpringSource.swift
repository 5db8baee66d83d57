import SpringIO
import SpringKit
import SpringPresets

/// Where a request's springs come from: specs and preset names, resolved against the bundled
/// presets, the preset search path and the user's preset files.
///
/// The rules every front end follows, written once:
/// - the user's preset files (and the search path) are read only when a spring names a
///   preset, so a broken file on the search path does not stop a request that uses none;
/// - a preset file a save may create is not read while it does not exist yet;
/// - a preset name is kebab-case (as every preset file's names are), and overrides go in a
///   spec (`preset:NAME,KEY=NUMBER`).
public struct SpringSource: Sendable, Hashable {
    /// The specs, in order: springs first, then presets by name.
    public var specs: [SpringSpec]
    /// The user's preset files, in the order given.
    public var presetFiles: [String]
    /// The preset search path (`SPRINGTUNE_PRESET_PATH`), if set.
    public var searchPath: String?
    /// The preset files a save may create: while one of them does not exist it is not read.
    public var filesToCreate: Set<String>
    #if hasFeature(Embedded)
    /// The user's preset files held in memory (the static page's browser presets), added
    /// after the bundled presets; the WebAssembly build reads no file from disk.
    public var presetFileContents: [PresetFileContents] = []
    #endif

    /// A source of `specs` resolved against `presetFiles` and `searchPath`.
    public init(specs: [SpringSpec] = [], presetFiles: [String] = [], searchPath: String? = nil,
                filesToCreate: Set<String> = []) {
        self.specs = specs
        self.presetFiles = presetFiles
        self.searchPath = searchPath
        self.filesToCreate = filesToCreate
    }

    /// A source of the specs written in `springs` followed by the presets named in `presets`.
    /// - Throws: ``RequestError`` (usage) for a spec that does not parse or a name that is not
    ///   a preset name.
    public init(springs: [String], presets: [String], presetFiles: [String] = [], searchPath: String? = nil,
                filesToCreate: Set<String> = []) throws(RequestError) {
        var specs: [SpringSpec] = []
        for text in springs {
            do { specs.append(try SpringSpec.parse(text)) } catch { throw RequestError(error) }
        }
        for name in presets { specs.append(try Self.presetSpec(named: name)) }
        self.init(specs: specs, presetFiles: presetFiles, searchPath: searchPath, filesToCreate: filesToCreate)
    }

    /// The spec `preset:NAME`.
    /// - Throws: ``RequestError`` (usage) when `name` is not kebab-case.
    public static func presetSpec(named name: String) throws(RequestError) -> SpringSpec {
        guard Preset.isValidName(name) else {
            throw .invalid(.preset, "'\(name)'", "must be a preset name (kebab-case; overrides go in a spring spec, preset:NAME,KEY=NUMBER)")
        }
        return SpringSpec(base: .preset(name), items: [])
    }

    /// Whether a spec names a preset.
    public var namesPreset: Bool { specs.contains(where: Self.namesPreset) }

    /// Whether `spec` names a preset (and so needs the user's preset files).
    static func namesPreset(_ spec: SpringSpec) -> Bool {
        if case .preset = spec.base { true } else { false }
    }

    /// The whole library: bundled presets, the search path's, then every preset file that
    /// exists or is not one a save may create.
    /// - Throws: ``RequestError`` for a preset file that cannot be read or is malformed.
    /// - Cost: reads every file named.
    ///   In the WebAssembly build, which reads no file, the bundled presets and those of
    ///   ``presetFileContents``.
    public func library() throws(RequestError) -> PresetLibrary {
        #if !hasFeature(Embedded)
        let read = presetFiles.filter { !filesToCreate.contains($0) || Platform.exists($0) }
        do {
            return try PresetLibrary.loading(files: read, searchPath: searchPath)
        } catch {
            throw RequestError(error)
        }
        #else
        do {
            return try PresetLibrary.bundled.adding(presetFileContents)
        } catch {
            throw RequestError(error)
        }
        #endif
    }

    /// The library the specs need: ``library()`` when a spec names a preset, else the
    /// bundled presets alone (no file read).
    public func libraryForSpecs() throws(RequestError) -> PresetLibrary {
        namesPreset ? try library() : PresetLibrary.bundled
    }

    /// The library one more spec needs, for specs that come one at a time (the rows of a file):
    /// the bundled presets for a spec that names none, else ``library()``, read once and kept in
    /// `read` for the specs that follow.
    /// - Throws: ``RequestError`` as ``library()``.
    public func library(for spec: SpringSpec, keeping read: inout PresetLibrary?) throws(RequestError) -> PresetLibrary {
        guard Self.namesPreset(spec) else { return .bundled }
        if let read { return read }
        let library = try library()
        read = library
        return library
    }

    /// The springs, resolved in order, with the library they were resolved in.
    /// - Throws: ``RequestError``: usage when there is no spring, not found for an unknown
    ///   preset, usage or bad data for values the spring refuses.
    public func resolved() throws(RequestError) -> (setups: [SpringSetup], library: PresetLibrary) {
        guard !specs.isEmpty else { throw RequestError(.usage, "no spring given: use \(field: .springs)") }
        let library = try libraryForSpecs()
        var setups: [SpringSetup] = []
        for spec in specs {
            #if !hasFeature(Embedded)
            do { setups.append(try library.setup(for: spec)) } catch { throw RequestError(error) }
            #else
            do {
                setups.append(try library.resolvedSetup(for: spec))
            } catch {
                switch error {
                case .unknownPreset(let error): throw RequestError(error)
                case .spring(let error): throw RequestError(error)
                }
            }
            #endif
        }
        return (setups, library)
    }
}
