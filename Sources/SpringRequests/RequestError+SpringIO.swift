import SpringIO

extension RequestError {
    /// The request error for a file that cannot be read or written: its kind by the failure it
    /// names (missing input, output that cannot be created, I/O), its message the library's line.
    public init(_ error: FileError) {
        self.init(exitCode: error.exitCode, line: error.description)
    }

    /// The request error for a CSV input whose contents are bad (``Kind/badData``), or that
    /// cannot be read.
    public init(_ error: CSVError) {
        self.init(exitCode: error.exitCode, line: error.description)
    }
}
