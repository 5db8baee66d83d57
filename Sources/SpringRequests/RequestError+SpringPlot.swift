import SpringPlot

extension RequestError {
    /// The request error for a plot that cannot be drawn: a file's failure as the file's,
    /// cairo's as ``Kind/io``, others ``Kind/usage``.
    public init(_ error: PlotError) {
        switch error {
        case .file(let file): self.init(file)
        case .cairo: self.init(.io, RequestMessage(parts: [.text(error.description)]))
        default: self.init(.usage, RequestMessage(parts: [.text(error.description)]))
        }
    }
}
