extension PresetLibrary {
    /// This library with the presets of `files` added after its own, in order, strictly: a
    /// file with bad contents, or one defining a name the library (or an earlier file)
    /// already defines, is an error, as ``loading(files:searchPath:)`` reads files from disk.
    /// An empty file (not created yet) adds nothing.
    ///
    /// ```swift
    /// let mine = PresetFileContents(path: "my-presets.json", text: savedText)
    /// let library = try PresetLibrary.bundled.adding([mine])
    /// ```
    /// - Throws: the first ``PresetFileError`` (exit 65).
    /// - Cost: decodes each file once (one metrics computation per preset).
    public func adding(_ files: [PresetFileContents]) throws(PresetFileError) -> PresetLibrary {
        var library = self
        let known = problems.count
        for file in files where !file.text.isEmpty {
            library.add(bytes: Array(file.text.utf8), path: file.path, requiringMetrics: false)
        }
        if library.problems.count > known { throw library.problems[known] }
        return library
    }
}
