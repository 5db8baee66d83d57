import SpringExport
import SpringIO
import SpringKit
import SpringPresets

/// A request for presets as one module of code (`springtune preset export`).
///
/// The rules: the format by name in any case; the presets are every preset of the named
/// preset files, or only the named presets (bundled ones too), in library order (the files in
/// the order given, each file's presets in its order) so the module does not depend on the
/// order of the flags; at least one file or name; a maximum error only for the formats with a
/// `linear()` easing (css, typescript, javascript), in [1e-15, 0.5) (CSSExporter.smallestMaximumError); the header names the files and
/// the command that regenerates the module.
public struct PresetModuleRequest: Sendable, Hashable {
    /// The format.
    public var format: PresetModuleFormat
    /// The preset files, in the order given.
    public var presetFiles: [String]
    /// The presets asked for by name; empty for every preset of the files.
    public var presetNames: [String]
    /// The largest error of the `linear()` easings, as a fraction of the change.
    public var maximumError: Double?
    /// Where the module is written, if not standard output (named in the regenerating command).
    public var output: String?

    /// A request, checked.
    /// - Throws: ``RequestError`` (usage) for no files and no names, a name that is not a preset
    ///   name, or a maximum error that does not apply or is out of range.
    public init(format: PresetModuleFormat, presetFiles: [String], presetNames: [String] = [],
                maximumError: Double? = nil, output: String? = nil) throws(RequestError) {
        guard !presetFiles.isEmpty || !presetNames.isEmpty else {
            throw RequestError(.usage, "no presets to export: name preset files or presets")
        }
        for name in presetNames { _ = try SpringSource.presetSpec(named: name) }
        if let maximumError {
            guard [.css, .typescript, .javascript].contains(format) else {
                throw RequestError(.usage, "\(field: .maximumError) applies to \(field: .exportFormat) css, typescript and javascript only")
            }
            guard CSSExporter.isValidMaximumError(maximumError) else { throw .invalid(.maximumError, "\(maximumError)", CSSExporter.maximumErrorRule) }
        }
        self.format = format
        self.presetFiles = presetFiles
        self.presetNames = presetNames
        self.maximumError = maximumError
        self.output = output
    }

    /// The format named `name`, in any case.
    /// - Throws: ``RequestError`` (usage) naming the formats.
    public static func format(named name: String) throws(RequestError) -> PresetModuleFormat {
        guard let format = PresetModuleFormat(rawValue: name.lowercased()) else {
            throw RequestError(.usage, "unknown \(field: .exportFormat) '\(name)': must be one of \(PresetModuleFormat.allCases.map { $0.rawValue }.joined(separator: ", "))")
        }
        return format
    }

    /// The command that writes this module again, for its header: `springtune preset export
    /// --as FORMAT [--preset-file F …] [--preset NAME …] [--max-error E] [-o FILE]`, each value
    /// quoted for a POSIX shell where it needs it.
    public var command: String {
        var words = ["springtune", "preset", "export", "--as", format.rawValue]
        for file in presetFiles { words += ["--preset-file", Self.shellQuoted(file)] }
        for name in presetNames { words += ["--preset", name] }
        if let maximumError { words += ["--max-error", NumberStyle.readable.text(maximumError)] }
        if let output { words += ["-o", Self.shellQuoted(output)] }
        return words.joined(separator: " ")
    }

    /// `text` as one POSIX shell word: as it is when it is made of safe characters, else in single quotes.
    static func shellQuoted(_ text: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=+:,@%")
        if !text.isEmpty && text.allSatisfy({ safe.contains($0) }) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The presets the module holds, from `library` (loaded with ``presetFiles``).
    /// - Throws: ``RequestError``: not found for an unknown name (with the closest names).
    public func presets(in library: PresetLibrary) throws(RequestError) -> [Preset] {
        if presetNames.isEmpty {
            let files = Set(presetFiles)
            return library.presets.filter { library.origins[$0.name].map(files.contains) ?? false }
        }
        for name in presetNames {
            do { _ = try library.requirePreset(named: name) } catch { throw RequestError(error) }
        }
        let names = Set(presetNames)
        return library.presets.filter { names.contains($0.name) }
    }

    /// The module's text.
    /// - Parameter searchPath: `SPRINGTUNE_PRESET_PATH`, whose presets may be named.
    /// - Throws: ``RequestError``: the preset files' (no input, bad data), an unknown name (not
    ///   found), the module's (a name that cannot become an identifier, two presets with one
    ///   identifier: bad data).
    /// - Cost: reads every file once; see ``PresetModule/text(as:)``.
    public func module(searchPath: String? = nil) throws(RequestError) -> String {
        let library = try SpringSource(presetFiles: presetFiles, searchPath: searchPath).library()
        let presets = try presets(in: library)
        do {
            // The header names the files the presets came from (bundled ones as presets/GROUP.json).
            var sources: [String] = []
            for preset in presets { if let origin = library.origins[preset.name], !sources.contains(origin) { sources.append(origin) } }
            let module = try PresetModule(presets: presets, sources: sources, command: command,
                                          maximumError: maximumError ?? CSSExporter.defaultMaximumError)
            return try module.text(as: format)
        } catch {
            throw RequestError(error)
        }
    }
}
