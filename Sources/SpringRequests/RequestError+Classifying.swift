#if !hasFeature(Embedded)
import SpringExport
import SpringIO
import SpringKit
import SpringPlot
import SpringPresets
import SpringScan
import SpringTuning

// Classifying an error of unknown type needs dynamic casts, which the WebAssembly build
// (Embedded Swift) does not have; there every request converts its typed errors with the
// typed initializers directly.
extension RequestError {
    /// The request error for `error`, any error the libraries throw: one of the libraries'
    /// errors as its typed initializer classifies it (`RequestError(SpringError)` and the
    /// others beside this file), anything else ``Kind/usage`` with the error's description.
    public init(_ error: any Error) {
        self = RequestError(classifying: error) ?? RequestError(.usage, RequestMessage(parts: [.text("\(error)")]))
    }

    /// The request error for `error` when it is one of the libraries' errors, else `nil`.
    public init?(classifying error: any Error) {
        switch error {
        case let error as RequestError: self = error
        case let error as SpringError: self.init(error)
        case let error as FileError: self.init(error)
        case let error as CSVError: self.init(error)
        case let error as PresetFileError: self.init(error)
        case let error as UnknownPresetError: self.init(error)
        case let error as PresetSaveError: self.init(error)
        case let error as FitError: self.init(error)
        case let error as PlotError: self.init(error)
        case let error as ExportError: self.init(error)
        case let error as PresetModuleError: self.init(error)
        case let error as EditError: self.init(error)
        default: return nil
        }
    }
}
#endif
