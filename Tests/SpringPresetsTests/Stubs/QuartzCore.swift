// A stub of the Core Animation declarations SpringTune's `core-animation` exporter uses, with
// Apple's documented signatures, so generated code can be type-checked on Linux.
// Not compiled into the test target (excluded in Package.swift); built as module "QuartzCore".
@_exported import Foundation

public typealias CFTimeInterval = Double

open class CAAnimation {
    public init() {}
    open var duration: CFTimeInterval = 0
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
