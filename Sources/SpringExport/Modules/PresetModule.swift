import SpringKit
import SpringPresets

/// Presets written as one module of code for another language (`springtune preset export`,
/// and `SpringPresetsPlugin` at build time): every preset given, in the order given, each under
/// its own name and with its own motion and key path, whichever file it came from.
///
/// ```swift
/// let library = try PresetLibrary.loading(files: ["springs.json"])
/// let module = try PresetModule(presets: library.presets.filter { library.origins[$0.name] == "springs.json" },
///                               sources: ["springs.json"],
///                               command: "springtune preset export --as typescript --preset-file springs.json")
/// let code = try module.text(as: .typescript)
/// ```
///
/// Every form is written by the single-spring exporters' rules (``SpringExporter``): the same
/// physical values, unit conventions and CSS `linear()` easing with its stated error. Forms that
/// cannot represent a preset are left out for it, and the module says why in a comment.
/// docs/presets.md documents each format with an example.
public struct PresetModule: Sendable {
    /// The presets, in the order they are written.
    public var presets: [Preset]
    /// The files they came from, named in the header.
    public var sources: [String]
    /// The command that regenerates the module, named in the header.
    public var command: String
    /// The largest error of the CSS `linear()` easings (CSS and TypeScript/JavaScript), as a
    /// fraction of the change.
    public var maximumError: Double

    /// A module of `presets`.
    /// - Throws: ``PresetModuleError`` (empty) when `presets` is empty.
    public init(presets: [Preset], sources: [String], command: String,
                maximumError: Double = CSSExporter.defaultMaximumError) throws(PresetModuleError) {
        guard !presets.isEmpty else { throw PresetModuleError(.empty, "no presets to write: name preset files or presets") }
        self.presets = presets
        self.sources = sources
        self.command = command
        self.maximumError = maximumError
    }

    /// One preset as the generators see it: the preset, its export subject (spring, motion,
    /// name, key path) and its identifier in the format.
    struct Entry {
        var preset: Preset
        var subject: ExportSubject
        var identifier: String
    }

    /// The module's text in `format`, ending with a newline.
    /// - Throws: ``PresetModuleError``: a name that cannot become an identifier or two presets
    ///   with one identifier (naming), a name too long for the language's files (naming), a
    ///   value that would print as a non-finite number or, as a `Float`, beyond `Float`'s range.
    /// - Cost: one resolution per preset; CSS, TypeScript and JavaScript also build each
    ///   preset's `linear()` easing (``CSSExporter/easing(for:maximumError:)``), twice in CSS
    ///   (the reduced-motion variant).
    public func text(as format: PresetModuleFormat) throws(PresetModuleError) -> String {
        let identifiers = try PresetModuleNaming.identifiers(for: presets.map(\.name), in: format)
        var entries: [Entry] = []
        for (preset, identifier) in zip(presets, identifiers) {
            do {
                entries.append(Entry(preset: preset, subject: try ExportSubject(preset: preset), identifier: identifier))
            } catch {
                throw PresetModuleError(.nonFinite, "preset '\(preset.name)': \(error.description)")
            }
        }
        let text = try generated(entries, as: format)
        // Numbers only (ExportNumber marks one no code can hold): a name, description or key
        // path that spells inf or nan is written like any other. The preset at fault is the
        // first whose own module holds the mark.
        if let problem = ExportNumber.firstUnprintable(in: text) {
            let culprit = entries.first { entry in
                (try? generated([entry], as: format)).map { ExportNumber.firstUnprintable(in: $0) != nil } ?? true
            }
            throw PresetModuleError(.nonFinite, "the \(format.rawValue) module cannot be written: \(culprit.map { "preset '\($0.preset.name)': " } ?? "")\(problem.reason)")
        }
        return text
    }

    /// The text of `entries` in `format`, unchecked.
    private func generated(_ entries: [Entry], as format: PresetModuleFormat) throws(PresetModuleError) -> String {
        switch format {
        case .swift: return swift(entries)
        case .typescript: return try script(entries, typed: true)
        case .javascript: return try script(entries, typed: false)
        case .kotlin: return kotlin(entries)
        case .dart: return dart(entries)
        case .css: return try css(entries)
        case .dtcg: return try dtcg(entries)
        }
    }

    /// The header lines (without comment markers): what the file is, where it came from, how to
    /// regenerate it.
    var headerLines: [String] {
        ["Generated by SpringTune from \(sources.isEmpty ? "the bundled presets" : sources.joined(separator: ", ")); do not edit.",
         "Regenerate: \(command)"].map(PresetModuleNaming.commentText)
    }

    /// A comment line about an entry: its name, description and summary.
    func describe(_ entry: Entry) -> [String] {
        var lines = ["\(entry.preset.name): \(PresetModuleNaming.commentText(entry.preset.description))",
                     entry.subject.summary + (entry.subject.keyPath.map { "; key path \(PresetModuleNaming.commentText($0))" } ?? "") + "."]
        if let renderer = entry.preset.renderer {
            lines.append("Tuned under \(renderer.rawValue), which draws a different curve: these are the exact spring's values.")
        }
        return lines
    }
}
