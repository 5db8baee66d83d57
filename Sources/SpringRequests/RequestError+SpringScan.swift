import SpringScan

extension RequestError {
    /// The request error for an edit of a source file that is refused or fails: its kind by
    /// the sysexits code the edit names.
    public init(_ error: EditError) {
        self.init(exitCode: error.exitCode, line: error.description)
    }
}
