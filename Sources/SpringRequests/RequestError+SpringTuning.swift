import SpringTuning

extension RequestError {
    /// The request error for a fit that cannot be set up or found: bad data for a data file's
    /// contents, usage otherwise; each value the message names is a ``RequestField/fit(_:)`` field.
    public init(_ error: FitError) {
        self.init(error.isDataError ? .badData : .usage, RequestMessage(error))
    }
}

extension RequestMessage {
    /// A fit's error, each value it names a ``RequestField/fit(_:)`` field.
    init(_ error: FitError) {
        self.init(spelling: { name in error.description { name($0.rawValue) } }) { FitInput(rawValue: $0).map(RequestField.fit) }
    }
}
