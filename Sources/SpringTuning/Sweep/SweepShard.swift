import SpringKit

/// One of `count` contiguous slices of a sweep's rows: `--shard index/count`.
///
/// Slice `i` holds rows `⌊N·i/n⌋ ..< ⌊N·(i+1)/n⌋` of the `N` rows, so the
/// slices are in order, disjoint, cover every row, and differ in size by at
/// most one. Concatenating the outputs of shards `0/n … (n−1)/n` gives the
/// output of the whole sweep.
public struct SweepShard: Sendable, Hashable, CustomStringConvertible {
    /// The slice number, `0 ≤ index < count`.
    public let index: Int
    /// How many slices the rows are split into (≥ 1).
    public let count: Int

    /// The whole sweep as one slice.
    public static let whole = SweepShard(uncheckedIndex: 0, count: 1)

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Creates a validated shard.
    /// - Throws: ``SpringError`` unless `0 ≤ index < count`.
    public init(index: Int, count: Int) throws(SpringError) {
        guard count >= 1 else {
            throw SpringError(parameter: "shard", value: "\(index)/\(count)", allowed: "i/n with n ≥ 1")
        }
        guard index >= 0, index < count else {
            throw SpringError(parameter: "shard", value: "\(index)/\(count)",
                              allowed: "i/n with 0 ≤ i < n (shards are numbered from 0: 0/\(count) … \(count - 1)/\(count))")
        }
        self.index = index
        self.count = count
    }

    /// Parses `i/n`.
    /// - Throws: ``SpringError`` for bad grammar or `i ≥ n`.
    public static func parse(_ text: String) throws(SpringError) -> SweepShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        func number(_ part: Substring) -> Int? {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(part)
        }
        guard parts.count == 2, let index = number(parts[0]), let count = number(parts[1]) else {
            throw SpringError(parameter: "shard", value: "'\(text)'", allowed: "i/n with whole numbers 0 ≤ i < n (such as 0/4)")
        }
        return try SweepShard(index: index, count: count)
    }

    /// `i/n`.
    public var description: String { "\(index)/\(count)" }

    /// Whether this is the first slice (the one that writes a CSV header).
    public var isFirst: Bool { index == 0 }

    /// The rows of this slice among `rowCount` rows.
    public func rows(of rowCount: Int) -> Range<Int> {
        bound(index, rowCount) ..< bound(index + 1, rowCount)
    }

    /// ⌊rowCount·i/count⌋ without overflow.
    private func bound(_ i: Int, _ rowCount: Int) -> Int {
        let product = rowCount.multipliedFullWidth(by: i)
        return count.dividingFullWidth(product).quotient
    }
}
