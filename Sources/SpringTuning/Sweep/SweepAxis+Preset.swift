import SpringKit

extension SweepAxis {
    /// A sweep around a spring: a fixed axis (`KEY=V`) for each key of `spec` that is not in
    /// `named` (the keys swept or tied), in spec order, so that a preset's own values hold for
    /// everything the sweep does not vary. A velocity named in either form (`velocity` or
    /// `absoluteVelocity`) leaves both out.
    /// - Throws: ``SpringError`` for a key `family` does not take.
    /// - Cost: O(keys of `spec` × keys named).
    public static func fixedAxes(from spec: SpringSpec, family: SpringFamily, except named: [SpringParameter]) throws -> [SweepAxis] {
        var axes: [SweepAxis] = []
        let velocityNamed = named.contains(.velocity) || named.contains(.absoluteVelocity)
        for item in spec.items {
            let key = try canonicalKey(item.key.rawValue, family: family)
            if named.contains(key) || axes.contains(where: { $0.key == key }) { continue }
            if velocityNamed && (key == .velocity || key == .absoluteVelocity) { continue }
            axes.append(try SweepAxis(key: key, values: .fixed(item.value)))
        }
        return axes
    }
}
