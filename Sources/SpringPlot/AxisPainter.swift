import SpringKit

/// Draws the parts every panel shares: grid, frame, ticks, tick labels and axis titles.
struct AxisPainter {
    var theme: PlotTheme
    var fontSize: Double

    func grid<Canvas: PlotCanvas & ~Copyable>(_ transform: PlotTransform, x: NiceTicks?, y: NiceTicks?, in context: borrowing Canvas) {
        let rect = transform.rect
        context.setColor(theme.grid)
        context.setLineWidth(0.8)
        context.setDash([])
        for value in x?.values ?? [] {
            let px = transform.x(value)
            context.line(px, rect.minY, px, rect.maxY)
        }
        for value in y?.values ?? [] {
            let py = transform.y(value)
            context.line(rect.minX, py, rect.maxX, py)
        }
    }

    func frame<Canvas: PlotCanvas & ~Copyable>(_ rect: PlotRect, in context: borrowing Canvas) {
        context.setColor(theme.foreground)
        context.setLineWidth(1)
        context.setDash([])
        context.rectangle(rect)
        context.stroke()
    }

    /// Tick marks below the panel, with labels when `labelled`.
    func xTicks<Canvas: PlotCanvas & ~Copyable>(_ transform: PlotTransform, _ ticks: NiceTicks, labelled: Bool, in context: borrowing Canvas) {
        let rect = transform.rect
        context.setColor(theme.foreground)
        context.setLineWidth(1)
        context.setFont(size: fontSize)
        for value in ticks.values {
            let px = transform.x(value)
            context.line(px, rect.maxY, px, rect.maxY + 5)
            if labelled {
                context.text(ticks.label(for: value), at: px, rect.maxY + 7, anchor: .middleTop)
            }
        }
    }

    /// Tick marks left of the panel, with labels.
    func yTicks<Canvas: PlotCanvas & ~Copyable>(_ transform: PlotTransform, _ ticks: NiceTicks, in context: borrowing Canvas) {
        let rect = transform.rect
        context.setColor(theme.foreground)
        context.setLineWidth(1)
        context.setFont(size: fontSize)
        for value in ticks.values {
            let py = transform.y(value)
            context.line(rect.minX - 5, py, rect.minX, py)
            context.text(ticks.label(for: value), at: rect.minX - 8, py, anchor: .endMiddle)
        }
    }

    func xTitle<Canvas: PlotCanvas & ~Copyable>(_ title: String, under rect: PlotRect, in context: borrowing Canvas) {
        context.setColor(theme.foreground)
        context.setFont(size: fontSize)
        context.text(title, at: rect.x + rect.width / 2, rect.maxY + Self.xTitleOffset(fontSize: fontSize), anchor: .middleTop)
    }

    /// How far below the panel the x-axis title's top lies: below the tick labels
    /// (which start 7 pt below the panel and are about 1.2 em tall), with a small gap.
    static func xTitleOffset(fontSize: Double) -> Double { fontSize * 1.25 + 12 }

    /// The margin under a panel that holds its tick labels and its x-axis title whole,
    /// descenders included (`damping`'s g): the title's offset, its height, and 6 pt.
    static func bottomMargin(fontSize: Double) -> Double { xTitleOffset(fontSize: fontSize) + fontSize * 1.25 + 6 }

    /// A title rotated to read upwards, centred on the panel's left side at `x`.
    func yTitle<Canvas: PlotCanvas & ~Copyable>(_ title: String, beside rect: PlotRect, x: Double, in context: borrowing Canvas) {
        context.setColor(theme.foreground)
        context.setFont(size: fontSize)
        context.text(title, at: x, rect.y + rect.height / 2, anchor: .middleTop, angle: -Double.pi / 2)
    }

    func title<Canvas: PlotCanvas & ~Copyable>(_ title: String, width: Double, in context: borrowing Canvas) {
        context.setColor(theme.foreground)
        context.setFont(size: fontSize * 1.4, bold: true)
        context.text(title, at: width / 2, 10, anchor: .middleTop)
        context.setFont(size: fontSize)
    }
}
