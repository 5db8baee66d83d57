import SpringIO
import SpringKit
import SpringPlot
import SpringPresets
import SpringTuning

/// A request for a sweep (`springtune sweep`): the grid, what is measured and kept, the slice
/// of rows this run computes, and the heatmap, checked before any row is evaluated.
///
/// The rules: parameters are keys of the family (the base preset's when a preset is given,
/// else `physical`); a base preset fixes every key no parameter or tie names
/// (``SweepAxis/fixedAxes(from:family:except:)``); its renderer draws unless a solver is given;
/// a heatmap region needs a heatmap; a sweep of more than ``confirmationThreshold`` points runs
/// only when confirmed; a heatmap draws the whole grid (no shard), needs a metric, and its
/// iso levels are finite decimals.
public struct SweepRequest: Sendable {
    /// The grid of points.
    public var grid: SweepGrid
    /// What is computed and written for each point.
    public var plan: SweepPlan
    /// The slice of rows this run computes.
    public var shard: SweepShard
    /// The rows of ``shard``.
    public var rows: Range<Int>
    /// The kept row to find, if asked.
    public var best: SweepBest?
    /// The heatmap's shaded region, if asked.
    public var region: RowFilter?
    /// The solver drawing every point.
    public var solver: Solver
    /// Threads evaluating rows.
    public var threads: Int

    /// Sweeps above this many points run only when confirmed.
    public static let confirmationThreshold = 1_000_000_000

    /// What a sweep is asked for, as given: one value a front end fills field by field and
    /// ``SweepRequest/init(_:in:)`` checks once. Texts are read against the family, which is
    /// known only once the base preset is.
    public struct Options: Sendable {
        /// The family, or `nil` for the base preset's (else `physical`).
        public var family: SpringFamily?
        /// The base preset's name, resolved in the source's library.
        public var preset: String?
        /// The axes (`KEY=V`, `KEY=V1,V2`, `KEY=LO...HI:N`, `KEY=LO...HI:log:N`) as written, the last fastest.
        public var parameters: [String]
        /// The ties (`KEY=OTHER`, `KEY=NUMBER*OTHER`) as written.
        public var ties: [String]
        /// The metrics written, comma-separated.
        public var metrics = "settlingTime,overshootPercent"
        /// The solver drawing every point, or `nil` for the exact solution (or the preset's renderer).
        public var solver: Solver?
        /// The settling band and the rest thresholds of `restTime`.
        public var band = SettlingBand.standard, rest: RestThresholds?
        /// The row filter (`overshootPercent<=2 && settlingTime<=0.4`) and the best row's metric (`max:M` to maximise).
        public var condition: String?, best: String?
        /// Whether a heatmap is drawn, of which metric (default: the first written), shading
        /// which region, with iso-lines at which comma-separated levels.
        public var drawsHeatmap = false, heatmapMetric: String?, heatmapRegion: String?, isoLevels: String?
        /// The slice, or `nil` for every row.
        public var shard: SweepShard?
        /// Threads evaluating rows (``threadCount(_:)``), or `nil` for the number of cores.
        public var threads: Int?
        /// Whether a sweep of more than ``confirmationThreshold`` points may run.
        public var confirmed = false

        /// A sweep over `parameters` with `ties`, everything else at its default.
        public init(parameters: [String] = [], ties: [String] = []) {
            self.parameters = parameters
            self.ties = ties
        }
    }

    /// What was asked for.
    public var options: Options

    /// A sweep of `options`, checked (see the type's rules), the base preset resolved in
    /// `source`'s library.
    /// - Throws: ``RequestError`` naming the first value that is not allowed.
    public init(_ options: Options, in source: SpringSource) throws(RequestError) {
        self.options = options
        let (family, preset, parameters, ties, metrics, solver) = (options.family, options.preset, options.parameters, options.ties,
                                                                   options.metrics, options.solver)
        let (band, rest, condition, best, drawsHeatmap) = (options.band, options.rest, options.condition, options.best, options.drawsHeatmap)
        let (heatmapMetric, heatmapRegion, shard, threads, confirmed) = (options.heatmapMetric, options.heatmapRegion, options.shard,
                                                                         options.threads, options.confirmed)
        do {
            let base = try preset.map { name in try source.library().requirePreset(named: name) }
            let baseSetup = try base?.setup()
            let family = family ?? baseSetup?.family ?? .physical
            if let baseSetup, family != baseSetup.family {
                throw RequestError(.usage, "invalid \(field: .family) \(family.rawValue): preset \(baseSetup.label) is given in the \(baseSetup.family.rawValue) family, so \(field: .parameter) keys are \(baseSetup.family.rawValue) keys")
            }
            let drawing = try SpringSetup.drawingSolver(solver, family: family, renderer: baseSetup?.renderer)
            guard !parameters.isEmpty else {
                throw RequestError(.usage, "no parameter given: use \(field: .parameter) KEY=LO...HI:N (such as \(field: .parameter) stiffness=50...1000:log:200 \(field: .parameter) damping=5...60:100)")
            }
            var axes = try parameters.map { text throws(SpringError) in try SweepAxis.parse(text, family: family) }
            let constraints = try ties.map { text throws(SpringError) in try SweepConstraint.parse(text, family: family) }
            if let base {
                axes = try SweepAxis.fixedAxes(from: base.spec, family: family, except: axes.map { $0.key } + constraints.map { $0.target }) + axes
            }
            let grid = try SweepGrid(family: family, axes: axes, constraints: constraints)
            let written = try MetricName.parseList(metrics)
            let search = try best.map { text throws(SpringError) in try SweepBest.parse(text) }
            let filter = try condition.map { text throws(SpringError) in try RowFilter.parse(text) }
            if heatmapRegion != nil && !drawsHeatmap {
                throw RequestError(.usage, "\(field: .heatmapRegion) applies to \(field: .heatmap)")
            }
            let region = try heatmapRegion.map { text throws(SpringError) in try RowFilter.parse(text) }
            let regionMetrics = try region.map { try SweepHeatmap.metrics(of: $0, grid: grid) } ?? []
            let shown = try heatmapMetric.map { [try MetricName.parse($0)] } ?? []
            let plan = try SweepPlan(grid: grid, metrics: written, band: band, rest: rest, filter: filter,
                                     alsoEvaluate: (search.map { [$0.metric] } ?? []) + shown + regionMetrics,
                                     solver: drawing)
            let slice = shard ?? .whole
            let rows = slice.rows(of: grid.rowCount)
            if rows.count > Self.confirmationThreshold && !confirmed {
                throw RequestError(.usage, "this sweep has \(NumberStyle.grouped(rows.count)) points, more than 1e9: add \(field: .confirmation) to run it, or split it with \(field: .shard) i/n")
            }
            (self.grid, self.plan, self.shard, self.rows, self.best, self.region, self.solver) = (grid, plan, slice, rows, search, region, drawing)
            self.threads = threads ?? Sweep.defaultThreadCount
        } catch let error as RequestError {
            throw error
        } catch {
            throw RequestError(error)
        }
    }

    /// The family named `name`.
    /// - Throws: ``SpringError`` naming the families.
    public static func family(named name: String) throws(SpringError) -> SpringFamily {
        guard let family = SpringFamily(rawValue: name) else {
            throw SpringError(parameter: "family", value: "'\(name)'",
                              allowed: "one of \(SpringFamily.allCases.map { $0.rawValue }.joined(separator: ", "))")
        }
        return family
    }

    /// The thread count `text` gives: a whole number from 1 to 1024.
    public static func threadCount(_ text: String) throws(RequestError) -> Int {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(text), count >= 1, count <= 1024 else {
            throw .invalid(.threads, "'\(text)'", "must be a whole number from 1 to 1024")
        }
        return count
    }

    /// The heatmap of ``Options/heatmapMetric`` (default: the first metric written) with
    /// iso-lines at ``Options/isoLevels``, empty, to be filled row by row.
    /// - Throws: ``RequestError`` (usage) for a sharded sweep, no metric, a level that is not a
    ///   finite decimal, or a grid a heatmap cannot draw.
    public func heatmap() throws(RequestError) -> SweepHeatmap {
        let (metric, levels) = (options.heatmapMetric, options.isoLevels)
        guard shard.count == 1 else {
            throw RequestError(.usage, "\(field: .heatmap) draws the whole grid: it does not combine with \(field: .shard) (plot the merged CSV instead)")
        }
        let chosen: MetricName?
        do { chosen = try metric.map { try MetricName.parse($0) } ?? plan.metrics.first } catch { throw RequestError(error) }
        guard let chosen else { throw RequestError(.usage, "\(field: .heatmap) needs a metric: give \(field: .metrics) or \(field: .heatmapMetric)") }
        var isoLevels: [Double] = []
        for item in (levels ?? "").split(separator: ",", omittingEmptySubsequences: false) where levels != nil {
            guard let value = DecimalNumber.parse(item) else {
                throw .invalid(.isoLevel, "'\(item)'", "must be a finite decimal number")
            }
            isoLevels.append(value)
        }
        do {
            return try SweepHeatmap(grid: grid, plan: plan, metric: chosen, isoLevels: isoLevels, region: region)
        } catch let failure as SweepHeatmap.Failure {
            throw RequestError(.usage, RequestMessage(spelling: { name in failure.description(naming: name("heatmap")) }) { _ in .heatmap })
        } catch {
            throw RequestError(error)
        }
    }
}
