import SpringKit

extension SweepGrid {
    /// Checks that every value a key the family's engine reads in whole units takes
    /// (``SpringKit/FamilyParameter/step``: Flutter's duration, whole milliseconds) is a whole
    /// number of them, on its axis or through a tie (`duration=2*…`, the tie's factor applied
    /// to each value of its source as ``point(at:)`` applies it), so that no row of the sweep
    /// is a spring the engine would draw differently.
    ///
    /// Cost: O(values of the axes behind each stepped column), not O(rows).
    /// - Parameter columns: the grid's columns (``columns``), each set once.
    /// - Throws: ``SpringError`` (``SpringKit/SpringError/Reason/belowEngineResolution``) naming
    ///   the key, the first such value and where it comes from, and how to sweep whole values.
    func checkSteps(columns: [SpringParameter]) throws(SpringError) {
        for (column, key) in columns.enumerated() {
            guard let step = family.parameters.first(where: { $0.key == key })?.step else { continue }
            // The axis at the root of the column, and the ties' factors from it, in order.
            var factors: [Double] = []
            var root = column
            while root >= axes.count {
                let constraint = root - axes.count
                factors.insert(constraints[constraint].factor, at: 0)
                root = sourceColumns[constraint]
            }
            let axis = axes[root]
            for index in 0..<axis.count {
                let value = factors.reduce(axis.value(at: index)) { value, factor in factor * value }
                guard !step.contains(value) else { continue }
                let error = step.error(parameter: key.rawValue, value: value)
                let origin = column < axes.count
                    ? "value \(index + 1) of \(axis)"
                    : "tied by \(constraints[column - axes.count]) at \(axis.key) = \(NumberStyle.decimal.text(axis.value(at: index)))"
                throw SpringError(parameter: error.parameter, value: "\(error.value) (\(origin))",
                                  allowed: "\(error.allowed); sweep it over whole values: a list, or LO...HI:N with (HI − LO)/(N − 1) a whole number",
                                  reason: error.reason)
            }
        }
    }
}
