import ArgumentParser
import SpringKit

extension Solver: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument) }
}

extension AndroidSpringRenderer.Property: ExpressibleByArgument {}
extension ReactSpringRenderer.FrameLoop: ExpressibleByArgument {}
