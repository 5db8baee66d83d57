import SpringKit

/// One evaluated point of a sweep.
public struct SweepRow: Sendable, Hashable {
    /// The row number in the whole grid.
    public let index: Int
    /// The parameters, then the evaluated metrics (``SweepPlan/valueColumns`` order);
    /// `nil` where a metric does not exist.
    public let values: [Double?]
    /// Why the point is not a valid spring, if it is not (its metrics are then all `nil`).
    public let error: SpringError?
    /// Whether the row passes the plan's filter.
    public let isKept: Bool

    /// Creates a row.
    public init(index: Int, values: [Double?], error: SpringError?, isKept: Bool) {
        self.index = index
        self.values = values
        self.error = error
        self.isKept = isKept
    }
}
