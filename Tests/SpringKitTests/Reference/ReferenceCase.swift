import Testing
@testable import SpringKit

// The shapes of the generated reference data (ReferenceValues.swift, made by
// make_reference.py). Hand-written: the script only emits `ReferenceCase.all`.

/// How a reference case gives its initial velocity.
enum ReferenceVelocity: Sendable, Hashable {
    /// Core Animation's convention: x'(0) = v0·(to − from).
    case normalised(Double)
    /// Units of x per second.
    case absolute(Double)
}

/// How a reference case gives its settling band.
enum ReferenceBand: Sendable, Hashable {
    case relative(Double)
    case absolute(Double)
}

/// Engine-style rest thresholds for ``SpringResponse/restTime(_:)``.
struct ReferenceRest: Sendable, Hashable {
    let delta: Double
    let speed: Double
}

/// The regime decided by the exact sign of 4km − c² (in mpmath).
enum ReferenceRegime: Sendable, Hashable {
    case under, critical, over
}

/// x(t) and x'(t) at one time.
struct ReferenceSample: Sendable, Hashable {
    let time: Double
    let position: Double
    let velocity: Double
}

/// The metrics of docs/physics.md; `nil` where undefined.
struct ReferenceMetrics: Sendable, Hashable {
    let settlingTime: Double?
    let overshootPercent: Double?
    let undershootPercent: Double?
    let peakTime: Double?
    let peakValue: Double?
    let riseTime: Double?
    let transientTime: Double?
    let bounces: Int?
    let restTime: Double?
}

/// One spring, one motion, one band: inputs and their high-precision results.
struct ReferenceCase: Sendable, Hashable, CustomTestStringConvertible {
    let name: String
    let mass: Double
    let stiffness: Double
    let damping: Double
    let from: Double
    let to: Double
    let velocity: ReferenceVelocity
    let band: ReferenceBand
    let rest: ReferenceRest?
    let dampingRatio: Double
    let regime: ReferenceRegime
    let samples: [ReferenceSample]
    let expected: ReferenceMetrics

    var testDescription: String { name }

    func makeSpring() throws -> Spring {
        try Spring(mass: mass, stiffness: stiffness, damping: damping)
    }

    func makeMotion() throws -> Motion {
        switch velocity {
        case .normalised(let v): try Motion(from: from, to: to, initialVelocity: v)
        case .absolute(let v): try Motion(from: from, to: to, absoluteVelocity: v)
        }
    }

    func makeResponse() throws -> SpringResponse {
        SpringResponse(spring: try makeSpring(), motion: try makeMotion())
    }

    func makeBand() throws -> SettlingBand {
        switch band {
        case .relative(let epsilon): try SettlingBand.fraction(epsilon)
        case .absolute(let width): try SettlingBand.width(width)
        }
    }

    func makeRest() throws -> RestThresholds? {
        guard let rest else { return nil }
        return try RestThresholds(restDelta: rest.delta, restSpeed: rest.speed)
    }

    /// The absolute initial velocity x'(0) in units of x per second.
    var absoluteVelocity: Double {
        switch velocity {
        case .normalised(let v): v * (to - from)
        case .absolute(let v): v
        }
    }

    /// ω0 = √(k/m).
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The position scale errors are measured against: |to − from|, or |v0|/ω0 without a step.
    var positionScale: Double {
        from != to ? (to - from).magnitude : absoluteVelocity.magnitude / naturalFrequency
    }

    /// The velocity scale: ω0·|to − from| + |v0|.
    var velocityScale: Double {
        naturalFrequency * (to - from).magnitude + absoluteVelocity.magnitude
    }
}
