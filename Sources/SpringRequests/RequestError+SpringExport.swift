import SpringExport

extension RequestError {
    /// The request error for code that cannot be written, of the kind its exit code names
    /// (``ExportError/exitCode``): a spring a format cannot express is ``Kind/usage``; a
    /// non-finite value, or an engine's curve without a duration, is bad data.
    public init(_ error: ExportError) {
        self.init(Self.kind(exitCode: error.exitCode), RequestMessage(parts: [.text(error.description)]))
    }

    #if !hasFeature(Embedded)  // preset modules are native only
    /// The request error for a preset module that cannot be written: no presets is usage; a
    /// name, value or token file at fault is bad data.
    public init(_ error: PresetModuleError) {
        self.init(error.kind == .empty ? .usage : .badData, RequestMessage(parts: [.text(error.description)]))
    }
    #endif
}
