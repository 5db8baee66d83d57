// The tool SpringPresetsPlugin runs at build time: the Swift module of preset files, written by
// the same generator as `springtune preset export --as swift` (SpringExport's PresetModule).
//
//     SpringPresetsGenerator OUTPUT.swift PRESETS.json…
//
// Every preset of the files, in file order. A file that cannot be used, or a preset name that
// cannot become a Swift identifier, is one line on stderr and exit 65 (66 for an unreadable
// file; 64 for bad arguments), which fails the build with that line.
import SpringExport
import SpringIO
import SpringPresets

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String, _ code: Int32) -> Never {
    try? StandardStream.error.write("SpringPresetsPlugin: \(message)\n")
    Platform.exit(code)
}

guard arguments.count >= 2 else { fail("usage: SpringPresetsGenerator OUTPUT.swift PRESETS.json…", 64) }
let output = arguments[0], files = Array(arguments.dropFirst())
do {
    let library = try PresetLibrary.loading(files: files)
    let names = files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    let presets = library.presets.filter { library.origins[$0.name].map(files.contains) ?? false }
    let command = "SpringPresetsPlugin at build time; springtune preset export --as swift "
        + names.map { "--preset-file \($0)" }.joined(separator: " ") + " writes the same code"
    let module = try PresetModule(presets: presets, sources: names, command: command)
    try AtomicFileWriter.write(Array(try module.text(as: .swift).utf8), to: output)
} catch let error as PresetFileError {
    fail(error.description, error.exitCode)
} catch let error as PresetModuleError {
    fail(error.description, 65)
} catch let error as FileError {
    fail(error.description, error.exitCode)
} catch {
    fail("\(error)", 70)
}
