import RealModule

/// A double-double: the unevaluated sum `high + low` with `|low| ≤ ulp(high)/2`, about 32
/// significant digits.
///
/// SpringKit needs a handful of rates to more than double precision where a solution's
/// coefficients cancel (an initial velocity that nearly cancels one decay mode: `V + r·e0`).
/// Only the few operations used there exist; each is error-free or within a few units in
/// the 32nd digit (Dekker 1971, Knuth TAOCP vol. 2 §4.2.2: TwoSum and the FMA two-product).
/// Cost: a few flops each.
@usableFromInline
struct ExtendedDouble: Sendable, Hashable {
    @usableFromInline let high: Double
    @usableFromInline let low: Double

    @inlinable
    init(_ high: Double, _ low: Double = 0) {
        self.high = high
        self.low = low
    }

    /// `a + b` exactly (TwoSum: swift-numerics' `Augmented.sum`).
    @inlinable
    static func sum(_ a: Double, _ b: Double) -> ExtendedDouble {
        let (head, tail) = Augmented.sum(a, b)
        return ExtendedDouble(head, tail)
    }

    /// `a · b` exactly (the FMA two-product: swift-numerics' `Augmented.product`).
    @inlinable
    static func product(_ a: Double, _ b: Double) -> ExtendedDouble {
        let (head, tail) = Augmented.product(a, b)
        return ExtendedDouble(head, tail)
    }

    /// `self + other`, renormalised.
    @inlinable
    func adding(_ other: ExtendedDouble) -> ExtendedDouble {
        let s = ExtendedDouble.sum(high, other.high)
        return ExtendedDouble.sum(s.high, s.low + (low + other.low))
    }

    /// `self · other`, renormalised (the high product exact by FMA, the cross terms added).
    @inlinable
    func multiplied(by other: ExtendedDouble) -> ExtendedDouble {
        let p = ExtendedDouble.product(high, other.high)
        return ExtendedDouble.sum(p.high, p.low + (high * other.low + low * other.high))
    }

    /// π to double-double precision: `Double.pi` plus the 1.2246467991473532e-16 it lacks.
    @usableFromInline static let pi = ExtendedDouble(.pi, 1.2246467991473532e-16)

    /// `a / b` for doubles, with the exact remainder folded into the low part.
    @inlinable
    static func quotient(_ a: Double, _ b: Double) -> ExtendedDouble {
        let q = a / b
        guard q.isFinite, q != 0 else { return ExtendedDouble(q) }
        let r = a.addingProduct(-q, b)           // a − q·b, exact by FMA
        return ExtendedDouble(q, r / b)
    }

    /// `self / other`.
    @inlinable
    func dividing(by other: ExtendedDouble) -> ExtendedDouble {
        let q = high / other.high
        guard q.isFinite, q != 0 else { return ExtendedDouble(q) }
        // self − q·other, with q·other.high exact by FMA.
        let r = (high.addingProduct(-q, other.high) + low) - q * other.low
        return ExtendedDouble.sum(q, r / other.high)
    }

    /// `self / d` for a double `d`.
    @inlinable
    func dividing(by d: Double) -> ExtendedDouble {
        dividing(by: ExtendedDouble(d))
    }

    /// `√self` for `self ≥ 0` (one Newton correction of the rounded root).
    @inlinable
    func squareRoot() -> ExtendedDouble {
        guard high > 0 else { return ExtendedDouble(0) }
        let r = high.squareRoot()
        let residual = high.addingProduct(-r, r) + low   // self − r², r² exact by FMA
        return ExtendedDouble.sum(r, residual / (2 * r))
    }

    /// `y + self·(x + xLow)`: the high product and `y` fused (one rounding), the low terms
    /// added after. Used for `V + r·e0` where the two nearly cancel; accurate to about
    /// `ulp(result) + 1e-32·|self·x|`.
    @inlinable
    func fusedMultiplyAdd(_ x: Double, _ y: Double, xLow: Double = 0) -> Double {
        y.addingProduct(high, x) + (low * x + high * xLow)
    }
}
