import SpringPresets

extension RequestError {
    /// The request error for a preset file that cannot be read or is malformed.
    public init(_ error: PresetFileError) {
        self.init(exitCode: error.exitCode, line: error.description)
    }

    /// The request error for a preset name that names none: ``Kind/notFound``.
    public init(_ error: UnknownPresetError) {
        self.init(.notFound, RequestMessage(parts: [.text(error.description)]))
    }

    #if !hasFeature(Embedded)  // saving presets is native only
    /// The request error for a preset that cannot be saved: a name already taken is
    /// ``Kind/conflict`` (naming the field that allows replacing it when the file holds it),
    /// other failures by the file's.
    public init(_ error: PresetSaveError) {
        switch error {
        case .nameInFile: self.init(.conflict, "\(error.description) (\(field: .replace))")
        case .nameTaken: self.init(.conflict, RequestMessage(parts: [.text(error.description)]))
        default: self.init(exitCode: error.exitCode, line: error.description)
        }
    }
    #endif
}
