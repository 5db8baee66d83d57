import SpringKit

extension PlotDisplayList {
    /// Draws the list into `context`, operation by operation, with cairo's text (the plot
    /// font's glyphs): what a canvas that replays the list does. Tests compare its pixels with
    /// the plot drawn directly.
    func replay(in context: borrowing CairoContext) {
        for operation in operations {
            switch operation {
            case .save: context.save()
            case .restore: context.restore()
            case .clip(let path):
                Self.add(path, to: context)
                context.clip()
            case .fill(let path, let color):
                Self.add(path, to: context)
                context.setColor(color)
                context.fill()
            case .stroke(let path, let stroke):
                Self.add(path, to: context)
                context.setColor(stroke.color)
                context.setLineWidth(stroke.lineWidth)
                context.setDash(stroke.dash)
                context.setLineEnds(cap: stroke.lineCap, join: stroke.lineJoin)
                context.stroke()
            case .paint(let color):
                context.setColor(color)
                context.paint()
            case .gradient(let gradient):
                context.fillVerticalGradient(PlotRect(x: gradient.x, y: gradient.y, width: gradient.width, height: gradient.height),
                                             stops: gradient.stops.map { ($0.offset, $0.color) })
            case .text(let text):
                context.setFont(size: text.fontSize, bold: text.isBold)
                context.setColor(text.color)
                context.text(text.string, at: text.x, text.y, alignment: text.alignment,
                             baselineOffset: text.baselineOffset, angle: text.angle)
            }
        }
    }

    private static func add(_ path: [PathElement], to context: borrowing CairoContext) {
        for element in path {
            switch element {
            case .move(let x, let y): context.moveTo(x, y)
            case .line(let x, let y): context.lineTo(x, y)
            case .curve(let x1, let y1, let x2, let y2, let x, let y): context.curveTo(x1, y1, x2, y2, x, y)
            case .close: context.closePath()
            }
        }
    }
}
