import Dispatch
import Foundation
import SpringKit
import Synchronization

/// Runs a ``SweepPlan`` over a range of rows on several threads and hands the
/// kept rows to a consumer in row order.
///
/// Rows are evaluated a chunk at a time: the threads share out the chunk's rows
/// (each row computed on its own, so the values do not depend on the thread
/// count), then the consumer receives the chunk's kept rows in order on the
/// calling thread before the next chunk starts. Memory stays bounded by one
/// chunk whatever the size of the grid.
public struct Sweep: Sendable {
    /// What to compute.
    public let plan: SweepPlan
    /// How many threads evaluate rows (≥ 1).
    public let threads: Int
    /// How many rows are evaluated between two hand-overs to the consumer (≥ 1).
    public let chunkSize: Int

    /// The number of active processors: the default thread count.
    public static var defaultThreadCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Creates a runner; `threads` and `chunkSize` are clamped to at least 1.
    public init(plan: SweepPlan, threads: Int = Sweep.defaultThreadCount, chunkSize: Int = 8192) {
        self.plan = plan
        self.threads = max(1, threads)
        self.chunkSize = max(1, chunkSize)
    }

    /// Evaluates `rows` and passes each kept row, in order, to `consume`.
    ///
    /// - Parameters:
    ///   - rows: the rows to compute (a ``SweepShard``'s slice, or all of `plan.grid.rowCount`).
    ///   - render: work done on the evaluating threads for each kept row (formatting it
    ///     with a ``SweepRowFormatter``, say); its result is passed to `consume` with the row.
    ///   - progress: called on the calling thread after each chunk.
    ///   - consume: called on the calling thread with each kept row, in row order.
    /// - Returns: counts of what was evaluated and kept.
    /// - Throws: what `consume` throws; the sweep stops there.
    public func run(
        rows: Range<Int>,
        render: @Sendable (SweepRow) -> String,
        progress: (SweepProgress) -> Void = { _ in },
        consume: (SweepRow, String) throws -> Void
    ) rethrows -> SweepSummary {
        precondition(rows.lowerBound >= 0 && rows.upperBound <= plan.grid.rowCount, "rows outside the grid")
        let clock = ContinuousClock()
        let start = clock.now
        var summary = SweepSummary()
        let capacity = min(chunkSize, rows.count)
        let slots = SlotBuffer(capacity: max(1, capacity))
        defer { slots.deallocate() }
        let plan = self.plan
        let threads = self.threads
        var chunkStart = rows.lowerBound
        progress(SweepProgress(completed: 0, total: rows.count, elapsed: .zero))
        while chunkStart < rows.upperBound {
            let chunkEnd = chunkStart + min(chunkSize, rows.upperBound - chunkStart)
            let count = chunkEnd - chunkStart
            let first = chunkStart
            @Sendable func evaluate(_ offset: Int) {
                let row = plan.row(at: first + offset)
                slots.store(Slot(row: row, rendered: row.isKept ? render(row) : nil), at: offset)
            }
            if threads == 1 || count < 2 * Self.blockSize {
                for offset in 0 ..< count { evaluate(offset) }
            } else {
                // Threads take blocks of rows in turn from a shared counter, so that a
                // costly region of the grid or a descheduled thread does not hold up the chunk.
                let blocks = (count + Self.blockSize - 1) / Self.blockSize
                let next = Atomic<Int>(0)
                DispatchQueue.concurrentPerform(iterations: min(threads, blocks)) { _ in
                    while true {
                        let block = next.wrappingAdd(1, ordering: .relaxed).oldValue
                        guard block < blocks else { return }
                        let lower = block * Self.blockSize
                        for offset in lower ..< min(count, lower + Self.blockSize) { evaluate(offset) }
                    }
                }
            }
            for offset in 0 ..< count {
                guard let slot = slots.take(at: offset) else { continue }
                summary.evaluated += 1
                if let error = slot.row.error {
                    summary.invalid += 1
                    if summary.firstInvalid == nil { summary.firstInvalid = (slot.row.index, error) }
                }
                if slot.row.isKept, let rendered = slot.rendered {
                    summary.kept += 1
                    try consume(slot.row, rendered)
                }
            }
            chunkStart = chunkEnd
            progress(SweepProgress(completed: chunkEnd - rows.lowerBound, total: rows.count, elapsed: clock.now - start))
        }
        return summary
    }

    /// Evaluates `rows` and passes each kept row, in order, to `consume`.
    public func run(
        rows: Range<Int>,
        progress: (SweepProgress) -> Void = { _ in },
        consume: (SweepRow) throws -> Void
    ) rethrows -> SweepSummary {
        try run(rows: rows, render: { _ in "" }, progress: progress) { row, _ in try consume(row) }
    }

    static let blockSize = 64

    private struct Slot: Sendable {
        var row: SweepRow
        var rendered: String?
    }

    /// A chunk's results. Each evaluating thread writes its own disjoint slots;
    /// the calling thread reads them only after `concurrentPerform` has returned,
    /// which orders the writes before the reads.
    private struct SlotBuffer: @unchecked Sendable {
        private let base: UnsafeMutableBufferPointer<Slot?>

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            base.initialize(repeating: nil)
        }

        func store(_ slot: Slot, at index: Int) { base[index] = slot }

        func take(at index: Int) -> Slot? {
            let slot = base[index]
            base[index] = nil
            return slot
        }

        func deallocate() {
            base.update(repeating: nil)
            base.deallocate()
        }
    }
}
