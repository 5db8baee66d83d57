// A stub of the Core Animation declarations SpringTune's `caspringanimation` and `keyframes` exporters use, with
// Apple's documented signatures, so generated code can be type-checked on Linux.
// Not compiled into the test target (excluded in Package.swift); built as module "QuartzCore".
@_exported import Foundation

public typealias CFTimeInterval = Double

open class CAAnimation {
    public init() {}
    open var duration: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
}

public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

open class CAMediaTimingFunction {
    public init(name: CAMediaTimingFunctionName) {}
}

public struct CAAnimationCalculationMode: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

open class CAPropertyAnimation: CAAnimation {
    public init(keyPath path: String?) { keyPath = path }
    open var keyPath: String?
}

open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
}

open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping: Bool = false
    open var settlingDuration: CFTimeInterval { 0 }
}

open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var calculationMode: CAAnimationCalculationMode = .linear
}
