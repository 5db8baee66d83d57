import SpringKit

extension ResponsePlot {
    /// A curve a spring was fitted to (keyframes, sampled data, another engine's curve),
    /// drawn solid and thin in the theme's foreground colour, with its key points marked.
    public struct Reference: Sendable, Hashable {
        /// The legend label ("keyframes", "data.csv"…).
        public var label: String
        /// Sample times in seconds, ascending.
        public var times: [Double]
        /// Positions at ``times``.
        public var positions: [Double]
        /// Points to mark with a dot (keyframes; data samples when few): (time, position).
        public var marks: [Mark]

        /// A marked point.
        public struct Mark: Sendable, Hashable {
            /// Time in seconds.
            public var time: Double
            /// Position.
            public var position: Double

            /// Creates a mark.
            public init(time: Double, position: Double) {
                self.time = time
                self.position = position
            }
        }

        /// Creates a reference; `times` and `positions` must have the same count (at least 2),
        /// finite values and non-decreasing times, and marks must be finite.
        /// - Throws: ``PlotError/invalidOption(name:value:allowed:)``.
        public init(label: String, times: [Double], positions: [Double], marks: [Mark] = []) throws(PlotError) {
            let checked = try Overlay(label: label, times: times, positions: positions)
            guard marks.allSatisfy({ $0.time.isFinite && $0.position.isFinite }) else {
                throw .invalidOption(name: "reference '\(label)'", value: "a non-finite mark", allowed: "finite marks")
            }
            self.label = checked.label
            self.times = checked.times
            self.positions = checked.positions
            self.marks = marks
        }
    }

    /// What the lower panel shows, when there is one.
    public enum LowerPanel: Sendable, Hashable {
        /// Each spring's velocity.
        case velocity
        /// A residual (fitted − target) over time, with its own title.
        case residual(title: String, times: [Double], values: [Double])
    }

    /// The lower panel: the residual when one is given, else the velocity when shown.
    var lowerPanel: LowerPanel? {
        if let residual { return residual }
        return showsVelocity ? .velocity : nil
    }
}
