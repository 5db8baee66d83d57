import SpringIO
import SpringKit

extension PlotDisplayList {
    /// The list as one line of JSON, the form a browser replays on a `<canvas>` 2D context:
    ///
    ///     {"width": W, "height": H, "operations": [OPERATION, …]}
    ///
    /// with each operation an object named by `"op"`:
    /// - `{"op": "save"}`, `{"op": "restore"}`;
    /// - `{"op": "clip", "path": D}`; `{"op": "fill", "path": D, "color": C}`;
    /// - `{"op": "stroke", "path": D, "color": C, "width": W, "dash": [ON, OFF, …], "cap": "butt|round|square", "join": "miter|round|bevel"}`;
    /// - `{"op": "paint", "color": C}` (the whole clip);
    /// - `{"op": "gradient", "x", "y", "width", "height", "stops": [[OFFSET, C], …]}` (offset 0 at the bottom);
    /// - `{"op": "text", "text": S, "x", "y", "angle", "baseline", "align": "start|center|end", "family", "size", "width", "bold", "color": C}`
    ///   (see ``Text``: `baseline` is ``Text/baselineOffset``, `width` the most it may take);
    ///
    /// where D is SVG path data (`M x y`, `L x y`, `C x1 y1 x2 y2 x y`, `Z`, as `Path2D` takes
    /// it) and C a CSS colour, `rgba(R,G,B,A)` with 8-bit channels. Coordinates and lengths are
    /// rounded to `decimals` decimals (default 2: a hundredth of a point).
    /// - Cost: linear in the number of path points.
    public func json(decimals: Int = 2) -> String {
        let factor = Self.powerOfTen(min(max(decimals, 0), 6))
        var out = "{\"width\":\(Self.fixed(width, factor)),\"height\":\(Self.fixed(height, factor)),\"operations\":["
        out.reserveCapacity(operations.count * 64)
        for (index, operation) in operations.enumerated() {
            if index > 0 { out += "," }
            switch operation {
            case .save: out += "{\"op\":\"save\"}"
            case .restore: out += "{\"op\":\"restore\"}"
            case .clip(let path):
                out += "{\"op\":\"clip\",\"path\":\"" + Self.pathData(path, factor) + "\"}"
            case .fill(let path, let color):
                out += "{\"op\":\"fill\",\"path\":\"" + Self.pathData(path, factor) + "\",\"color\":\"" + Self.css(color) + "\"}"
            case .stroke(let path, let stroke):
                out += "{\"op\":\"stroke\",\"path\":\"" + Self.pathData(path, factor) + "\",\"color\":\"" + Self.css(stroke.color)
                    + "\",\"width\":" + Self.fixed(stroke.lineWidth, factor)
                    + ",\"dash\":[" + stroke.dash.map { Self.fixed($0, factor) }.joined(separator: ",")
                    + "],\"cap\":\"" + stroke.lineCap.rawValue + "\",\"join\":\"" + stroke.lineJoin.rawValue + "\"}"
            case .paint(let color):
                out += "{\"op\":\"paint\",\"color\":\"" + Self.css(color) + "\"}"
            case .gradient(let gradient):
                out += "{\"op\":\"gradient\",\"x\":" + Self.fixed(gradient.x, factor) + ",\"y\":" + Self.fixed(gradient.y, factor)
                    + ",\"width\":" + Self.fixed(gradient.width, factor) + ",\"height\":" + Self.fixed(gradient.height, factor)
                    + ",\"stops\":[" + gradient.stops.map { "[" + Self.fixed($0.offset, 10_000) + ",\"" + Self.css($0.color) + "\"]" }
                        .joined(separator: ",") + "]}"
            case .text(let text):
                out += "{\"op\":\"text\",\"text\":" + JSONValue.string(text.string).serialized()
                    + ",\"x\":" + Self.fixed(text.x, factor) + ",\"y\":" + Self.fixed(text.y, factor)
                    + ",\"angle\":" + JSONValue.format(text.angle) + ",\"baseline\":" + Self.fixed(text.baselineOffset, factor)
                    + ",\"align\":\"" + text.alignment.rawValue + "\",\"family\":" + JSONValue.string(text.fontFamily).serialized()
                    + ",\"size\":" + Self.fixed(text.fontSize, factor) + ",\"width\":" + Self.fixed(text.width, factor)
                    + ",\"bold\":" + (text.isBold ? "true" : "false")
                    + ",\"color\":\"" + Self.css(text.color) + "\"}"
            }
        }
        out += "]}"
        return out
    }

    /// SVG path data of `path`, coordinates rounded to 1/`factor`.
    static func pathData(_ path: [PathElement], _ factor: Double) -> String {
        var d = ""
        d.reserveCapacity(path.count * 14)
        for element in path {
            switch element {
            case .move(let x, let y): d += "M" + fixed(x, factor) + " " + fixed(y, factor)
            case .line(let x, let y): d += "L" + fixed(x, factor) + " " + fixed(y, factor)
            case .curve(let x1, let y1, let x2, let y2, let x, let y):
                d += "C" + [x1, y1, x2, y2, x, y].map { fixed($0, factor) }.joined(separator: " ")
            case .close: d += "Z"
            }
        }
        return d
    }

    /// `rgba(R,G,B,A)`: 8-bit channels, alpha to three decimals.
    static func css(_ color: PlotColor) -> String {
        let (red, green, blue) = color.rgb8
        return "rgba(\(red),\(green),\(blue),\(fixed(color.alpha, 1000)))"
    }

    static func powerOfTen(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// `value` rounded to 1/`factor` (a power of ten), without trailing zeros: "12.5", "-3", "0.07".
    /// A non-finite or enormous value (no plot draws one) is written as JSON's nearest number.
    static func fixed(_ value: Double, _ factor: Double) -> String {
        let scaled = (value * factor).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return value.isFinite ? JSONValue.format(value) : "0" }
        let units = Int64(scaled), whole = Int64(factor)
        let magnitude = units.magnitude, divisor = UInt64(whole)
        var text = units < 0 ? "-" : ""
        text += String(magnitude / divisor)
        var fraction = magnitude % divisor
        guard fraction != 0 else { return text }
        var digits = String(fraction)
        var width = 0, power = divisor
        while power > 1 { power /= 10; width += 1 }
        digits = String(repeating: "0", count: width - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast(); fraction /= 10 }
        return text + "." + digits
    }
}
