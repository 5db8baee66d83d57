import RealModule
import SpringKit

/// The coordinates a curve fit's optimiser works in: one per free parameter, the logarithm
/// of those the family describes on a logarithmic scale (positive values spanning decades)
/// and the value itself for linear ones (bounce, velocity, POP's and Origami's parameters,
/// the target).
struct FitCoordinates {
    /// The free parameters, in order.
    let names: [SpringParameter]
    /// Whether each is fitted in log space.
    let isLogarithmic: [Bool]

    /// Coordinates for `names` in `family`, with scales read from the family's description.
    init(_ names: [SpringParameter], family: SpringFamily) {
        self.names = names
        isLogarithmic = names.map { family.parameter($0)?.scale == .logarithmic }
    }

    /// The coordinates of `parameters`, taking values missing there from `base`; `nil` when a
    /// value is missing from both or a logarithmic one is not positive.
    func encode(_ parameters: SpringParameters, base: SpringParameters) -> [Double]? {
        var x: [Double] = []
        for (name, isLog) in zip(names, isLogarithmic) {
            guard let v = parameters[name] ?? base[name] else { return nil }
            if isLog { guard v > 0 else { return nil }; x.append(Double.log(v)) } else { x.append(v) }
        }
        return x
    }

    /// The coordinates of an answer that holds every free value (a missing one counts as 0).
    func encodeAnswer(_ parameters: SpringParameters) -> [Double] {
        zip(names, isLogarithmic).map { name, isLog in
            let v = parameters[name] ?? 0
            return isLog ? Double.log(v) : v
        }
    }

    /// The full parameter set at coordinates `x`: `base` with the free values replaced.
    func decode(_ x: [Double], base: SpringParameters) -> SpringParameters {
        var parameters = base
        for ((name, isLog), value) in zip(zip(names, isLogarithmic), x) { parameters[name] = isLog ? Double.exp(value) : value }
        return parameters
    }
}
