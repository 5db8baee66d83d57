import ArgumentParser
import SpringKit

extension Solver: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument) }
}

extension SpringSetup {
    /// The solver that draws this spring: `requested`, or JNW's for the `jnw` family.
    func drawingSolver(_ requested: Solver?) throws -> Solver {
        if family == .jnw {
            guard requested == nil || requested == .jnw else {
                throw CommandFailure.usage("invalid --solver \(requested?.rawValue ?? ""): the jnw family is drawn by JNWSpringAnimation (use physical: to choose another solver)")
            }
            return .jnw
        }
        return requested ?? .exact
    }
}
