import SpringKit

/// A curve fit's answer on its way to a ``SpringFit``: the full parameter set chosen, whether
/// it is the only one that fits as well, the notes on the rules applied, and the method.
struct FitOutcome {
    /// The full parameter set (free values found, the others as given).
    var parameters: SpringParameters
    /// Whether the answer is an isolated minimum.
    var unique: Bool
    /// Remarks for ``SpringFit/notes``.
    var notes: [String]
    /// How the answer was found, for ``SpringFit/method``.
    var method: String
}
