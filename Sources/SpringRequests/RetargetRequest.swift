import SpringKit

/// Changes of target in flight, as a request gives them (`T:VALUE`), checked as every solver
/// takes them.
public struct RetargetRequest: Sendable, Hashable {
    /// The retargets, in order.
    public var retargets: [RetargetedResponse.Retarget]
    /// As written, for records (`0.2:0.5,0.4:1`).
    public var texts: [String]

    /// The retargets written as `T:VALUE` each, checked (``RetargetedResponse/validate(_:)``:
    /// at most ``RetargetedResponse/maximumCount``, times increasing and > 0).
    /// - Throws: ``RequestError`` (usage) for text that is not `T:VALUE` with finite decimals,
    ///   or retargets that do not validate.
    public init(parsing texts: [String]) throws(RequestError) {
        var retargets: [RetargetedResponse.Retarget] = []
        for text in texts {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let time = DecimalNumber.parse(parts[0]), let target = DecimalNumber.parse(parts[1]) else {
                throw .invalid(.retarget, "'\(text)'", "must be T:VALUE with finite decimal numbers (such as 0.2:0.5)")
            }
            retargets.append(RetargetedResponse.Retarget(time: time, target: target))
        }
        do { try RetargetedResponse.validate(retargets) } catch { throw RequestError(error) }
        self.retargets = retargets
        self.texts = texts
    }

    /// Whether there is none.
    public var isEmpty: Bool { retargets.isEmpty }

    /// Refuses a solver that does not follow a change of target in flight (only the exact
    /// solution and the engines whose retarget rule is public do: ``Solver/followsRetargets``).
    /// - Throws: ``RequestError`` (usage) naming the solvers that follow.
    public func check(drawnBy solver: Solver) throws(RequestError) {
        if !retargets.isEmpty && !solver.followsRetargets {
            let following = Solver.allCases.filter { $0.followsRetargets }.map { $0.rawValue }.joined(separator: ", ")
            throw RequestError(.usage, "\(field: .retarget) is not followed by \(solver.rawValue) (solvers that follow a change of target in flight: \(following))")
        }
    }
}
