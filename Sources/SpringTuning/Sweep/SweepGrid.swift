import SpringKit

/// The points of a sweep: every combination of its axes, with the constrained
/// keys computed, numbered in row order.
///
/// Rows vary the last axis fastest (like nested loops with the first axis
/// outermost). Row `index` is found directly, without visiting earlier rows,
/// so any slice of the rows can be computed on its own.
public struct SweepGrid: Sendable {
    /// The family whose keys the axes name.
    public let family: SpringFamily
    /// The swept and fixed parameters, in the order given.
    public let axes: [SweepAxis]
    /// The constrained parameters, in the order given.
    public let constraints: [SweepConstraint]
    /// How many points the grid holds: the product of the axis counts.
    public let rowCount: Int

    /// Where each constraint's source sits in a point.
    let sourceColumns: [Int]
    /// Column of each of the family's parameter keys that the grid gives.
    private let parameterColumns: [(key: SpringParameter, column: Int)]
    /// Those keys with placeholder values, sized once, so that a point only updates values.
    private let parameterTemplate: SpringParameters
    private let massColumn: Int?, fromColumn: Int?, toColumn: Int?
    private let velocityColumn: Int?, absoluteVelocityColumn: Int?

    /// Creates a grid.
    /// - Throws: ``SpringError`` when a key is given twice (as an axis or a
    ///   constraint target), a constraint's source is not an earlier column,
    ///   a key the family requires is missing, `velocity` and
    ///   `absoluteVelocity` are both given, the grid has more points than
    ///   an `Int` can count, or a key the family's engine reads in whole units
    ///   (``SpringKit/FamilyParameter/step``: Flutter's duration) takes a value
    ///   between two steps on its axis or by a tie (``checkSteps(columns:)``).
    public init(family: SpringFamily, axes: [SweepAxis], constraints: [SweepConstraint] = []) throws(SpringError) {
        var columns: [SpringParameter] = []
        for axis in axes {
            guard !columns.contains(axis.key) else {
                throw SpringError(parameter: "parameter", value: "'\(axis.key)'", allowed: "given at most once")
            }
            columns.append(axis.key)
        }
        var sources: [Int] = []
        for constraint in constraints {
            guard !columns.contains(constraint.target) else {
                throw SpringError(parameter: "constraint", value: "'\(constraint)'",
                                  allowed: "on a key that is not also a parameter or an earlier constraint target (\(constraint.target) is)")
            }
            guard let source = columns.firstIndex(of: constraint.source) else {
                throw SpringError(parameter: "constraint", value: "'\(constraint)'",
                                  allowed: "tied to a key given as a parameter or by an earlier constraint (\(constraint.source) is not)")
            }
            sources.append(source)
            columns.append(constraint.target)
        }
        if columns.contains(.velocity) && columns.contains(.absoluteVelocity) {
            throw SpringError(parameter: "parameters", value: "velocity and absoluteVelocity", allowed: "one of the two, not both")
        }
        let missing = family.parameters.filter { $0.isRequired && !columns.contains($0.key) }.map(\.name)
        guard missing.isEmpty else {
            throw SpringError(parameter: "sweep", value: "without \(missing.joined(separator: " and "))",
                              allowed: "given a value for every required \(family.rawValue) key (\(family.parameters.filter(\.isRequired).map(\.name).joined(separator: ", "))) as a parameter or by a constraint")
        }
        var count = 1
        for axis in axes {
            let (product, overflow) = count.multipliedReportingOverflow(by: axis.count)
            guard !overflow else {
                throw SpringError(parameter: "sweep size", value: axes.map { String($0.count) }.joined(separator: "×"),
                                  allowed: "at most \(Int.max) points")
            }
            count = product
        }
        self.family = family
        self.axes = axes
        self.constraints = constraints
        self.rowCount = count
        self.sourceColumns = sources
        let given = family.parameters.compactMap { parameter in
            columns.firstIndex(of: parameter.key).map { (key: parameter.key, column: $0) }
        }
        self.parameterColumns = given
        self.parameterTemplate = SpringParameters(given.map { ($0.key, 0) })
        massColumn = columns.firstIndex(of: .mass)
        fromColumn = columns.firstIndex(of: .from)
        toColumn = columns.firstIndex(of: .to)
        velocityColumn = columns.firstIndex(of: .velocity)
        absoluteVelocityColumn = columns.firstIndex(of: .absoluteVelocity)
        try checkSteps(columns: columns)
    }

    /// The keys of a point, in order: the axes, then the constraint targets (written as
    /// their canonical spellings in headers).
    public var columns: [SpringParameter] { axes.map(\.key) + constraints.map(\.target) }

    /// The values of row `index` (0 ≤ index < ``rowCount``), in ``columns`` order.
    public func point(at index: Int) -> [Double] {
        precondition(index >= 0 && index < rowCount, "row \(index) outside 0..<\(rowCount)")
        var point = [Double](repeating: 0, count: axes.count + constraints.count)
        var rest = index
        for position in axes.indices.reversed() {
            let axis = axes[position]
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: axis.count)
            point[position] = axis.value(at: remainder)
            rest = quotient
        }
        for (offset, constraint) in constraints.enumerated() {
            point[axes.count + offset] = constraint.factor * point[sourceColumns[offset]]
        }
        return point
    }

    /// The index along axis `position` (into ``axes``) of row `index`: the row's value on that
    /// axis is `axes[position].value(at:)` of it. Rows run through the last axis fastest.
    ///
    /// Cost: O(axes) integer divisions, whatever the axis lengths (no search along the axis).
    public func axisIndex(_ position: Int, ofRow index: Int) -> Int {
        precondition(index >= 0 && index < rowCount, "row \(index) outside 0..<\(rowCount)")
        precondition(axes.indices.contains(position), "axis \(position) outside 0..<\(axes.count)")
        var rest = index
        for later in axes.indices.reversed() where later > position {
            rest /= axes[later].count
        }
        return rest % axes[position].count
    }

    /// The spring and motion at `point` (values in ``columns`` order); keys not
    /// given take their defaults (mass 1, from 0, to 1, velocity 0).
    /// - Throws: ``SpringError`` when the values do not make a valid spring or motion.
    public func setup(for point: [Double]) throws(SpringError) -> (spring: Spring, motion: Motion) {
        var parameters = parameterTemplate
        for (key, column) in parameterColumns { parameters[key] = point[column] }
        let spring = try family.spring(parameters, mass: massColumn.map { point[$0] } ?? 1)
        let from = fromColumn.map { point[$0] } ?? 0
        let to = toColumn.map { point[$0] } ?? 1
        let motion: Motion
        if let absoluteVelocityColumn {
            motion = try Motion(from: from, to: to, absoluteVelocity: point[absoluteVelocityColumn])
        } else {
            motion = try Motion(from: from, to: to, initialVelocity: velocityColumn.map { point[$0] } ?? 0)
        }
        return (spring, motion)
    }
}
