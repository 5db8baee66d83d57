import SpringKit

/// Levenberg–Marquardt on a small parameter vector (n ≤ 6) with a central-difference
/// Jacobian, run until no step lowers the cost (not to a loose tolerance), so that a zero
/// residual is reached to rounding. Public for fits built on it (SpringVideo's recording fit).
public enum LeastSquares {
    /// Where a minimisation ended: the parameters, the sum of squared residuals and the residuals.
    public struct Outcome: Sendable {
        /// The parameters.
        public var x: [Double]
        /// The sum of squared residuals.
        public var cost: Double
        /// The residuals at ``x``.
        public var residuals: [Double]
    }

    /// The sum of squares of `r`.
    public static func cost(_ r: [Double]) -> Double { r.reduce(0) { $0 + $1 * $1 } }

    /// Minimises ½‖r(x)‖² from `start`. `r` returns `nil` outside the valid domain.
    /// - Cost: per iteration one Jacobian (2n evaluations of `r`) and up to 30 trial steps.
    public static func minimize(_ r: ([Double]) -> [Double]?, start: [Double], maxIterations: Int = 400) -> Outcome? {
        guard var residual = r(start) else { return nil }
        var x = start
        var f = cost(residual)
        let n = x.count
        var mu = 1e-3
        var rejects = 0
        for _ in 0..<maxIterations {
            if f == 0 { break }
            guard let jacobian = jacobian(r, at: x) else { break }
            // Normal equations A = JᵀJ, g = Jᵀr.
            var a = Array(repeating: Array(repeating: 0.0, count: n), count: n)
            var g = Array(repeating: 0.0, count: n)
            for i in 0..<residual.count {
                for p in 0..<n {
                    let jp = jacobian[p][i]
                    g[p] += jp * residual[i]
                    for q in p..<n { a[p][q] += jp * jacobian[q][i] }
                }
            }
            for p in 0..<n { for q in 0..<p { a[p][q] = a[q][p] } }
            var improved = false
            for _ in 0..<30 {
                var damped = a
                for p in 0..<n { damped[p][p] += mu * max(a[p][p], 1e-300) }
                guard let delta = solve(damped, g.map { -$0 }) else { mu *= 10; continue }
                let trial = zip(x, delta).map { $0 + $1 }
                if trial == x { break }
                if let rt = r(trial) {
                    let ft = cost(rt)
                    if ft < f {
                        x = trial; residual = rt; f = ft
                        mu = max(mu / 5, 1e-15)
                        improved = true
                        break
                    }
                }
                mu *= 6
                if mu > 1e20 { break }
            }
            if improved { rejects = 0 } else {
                rejects += 1
                if rejects >= 2 { break }
                mu = 1e-12
            }
        }
        return Outcome(x: x, cost: f, residuals: residual)
    }

    /// Central-difference Jacobian, one column (array over residuals) per parameter.
    public static func jacobian(_ r: ([Double]) -> [Double]?, at x: [Double]) -> [[Double]]? {
        var columns: [[Double]] = []
        for p in x.indices {
            let h = 1e-6 * max(1, x[p].magnitude)
            var plus = x, minus = x
            plus[p] += h
            minus[p] -= h
            guard let rp = r(plus), let rm = r(minus) else {
                // One-sided at a domain edge.
                guard let r0 = r(x) else { return nil }
                if let rp = r(plus) { columns.append(zip(rp, r0).map { ($0 - $1) / h }); continue }
                if let rm = r(minus) { columns.append(zip(r0, rm).map { ($0 - $1) / h }); continue }
                return nil
            }
            let width = plus[p] - minus[p]
            columns.append(zip(rp, rm).map { ($0 - $1) / width })
        }
        return columns
    }

    /// Solves a small dense system by Gaussian elimination with partial pivoting.
    public static func solve(_ matrix: [[Double]], _ rhs: [Double]) -> [Double]? {
        var a = matrix, b = rhs
        let n = b.count
        for col in 0..<n {
            guard let pivot = (col..<n).max(by: { a[$0][col].magnitude < a[$1][col].magnitude }),
                  a[pivot][col] != 0, a[pivot][col].isFinite else { return nil }
            a.swapAt(col, pivot); b.swapAt(col, pivot)
            for row in (col + 1)..<max(col + 1, n) {
                let factor = a[row][col] / a[col][col]
                for k in col..<n { a[row][k] -= factor * a[col][k] }
                b[row] -= factor * b[col]
            }
        }
        var x = Array(repeating: 0.0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = b[row]
            for k in (row + 1)..<max(row + 1, n) { sum -= a[row][k] * x[k] }
            x[row] = sum / a[row][row]
        }
        return x.allSatisfy { $0.isFinite } ? x : nil
    }

    /// The eigenvalues of a small symmetric matrix (cyclic Jacobi).
    static func symmetricEigenvalues(_ matrix: [[Double]]) -> [Double] {
        var a = matrix
        let n = a.count
        for _ in 0..<100 {
            var off = 0.0
            for p in 0..<n { for q in 0..<n where p != q { off += a[p][q] * a[p][q] } }
            if off < 1e-300 { break }
            for p in 0..<n {
                for q in (p + 1)..<max(p + 1, n) where a[p][q] != 0 {
                    let theta = (a[q][q] - a[p][p]) / (2 * a[p][q])
                    let t = (theta >= 0 ? 1.0 : -1.0) / (theta.magnitude + (theta * theta + 1).squareRoot())
                    let c = 1 / (t * t + 1).squareRoot(), s = t * c
                    for k in 0..<n {
                        let akp = a[k][p], akq = a[k][q]
                        a[k][p] = c * akp - s * akq
                        a[k][q] = s * akp + c * akq
                    }
                    for k in 0..<n {
                        let apk = a[p][k], aqk = a[q][k]
                        a[p][k] = c * apk - s * aqk
                        a[q][k] = s * apk + c * aqk
                    }
                }
            }
        }
        return (0..<n).map { a[$0][$0] }
    }
}
