import SpringKit

extension RequestError {
    /// The request error for a spring the library refuses: a value beyond the exactly computed
    /// range, or finer than its engine reads it (``SpringKit/SpringError/Reason/isDataError``), is
    /// ``Kind/badData``, any other refused value ``Kind/usage``; the message is the library's line.
    public init(_ error: SpringError) {
        self.init(exitCode: error.exitCode, line: error.description)
    }
}
