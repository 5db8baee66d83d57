import SpringKit

/// What a sweep did.
public struct SweepSummary: Sendable {
    /// Rows evaluated.
    public var evaluated = 0
    /// Rows that passed the filter.
    public var kept = 0
    /// Points that were not valid springs (written with null metrics).
    public var invalid = 0
    /// The first such point's row number and error.
    public var firstInvalid: (index: Int, error: SpringError)?

    /// An empty summary.
    public init() {}
}
