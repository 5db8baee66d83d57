extension FitPresetRequest {
    /// The options of a fit's command line that say where and how its result goes, not what is
    /// fitted: each with its value (as the next word or after `=`).
    static let outputOptions: Set<String> = ["--save-preset", "--preset-file", "--format", "-o", "--output", "--description", "--key-path"]

    /// The command recorded as a saved fit's source: `springtune` and the fit's own `arguments`
    /// without the options that save it or choose its output (`--save-preset`, `--preset-file`,
    /// `--format`, `-o`/`--output`, `--description` and `--key-path` with their values, and
    /// `--replace`), so that running it again fits the same spring.
    /// - Cost: linear in the arguments.
    public static func command(fromArguments arguments: [String]) -> [String] {
        var command: [String] = ["springtune"]
        var skip = false
        for argument in arguments {
            if skip { skip = false; continue }
            if outputOptions.contains(argument) { skip = true; continue }
            if argument == "--replace" || outputOptions.contains(where: { argument.hasPrefix($0 + "=") }) { continue }
            command.append(argument)
        }
        return command
    }

    /// The source of the presets a fit that saves may read: `presetFiles` and the search path,
    /// where the last file, the one saved into, is not read while it does not exist when `saves`.
    public static func source(presetFiles: [String], saves: Bool, searchPath: String?) -> SpringSource {
        SpringSource(presetFiles: presetFiles, searchPath: searchPath, filesToCreate: saves ? Set(presetFiles.suffix(1)) : [])
    }
}
