import Foundation
import SpringExport
import SpringIO
import SpringKit
import SpringPlot
import SpringPresets
import SpringReport
import SpringRequests

extension StudioPreview {
    /// The kind of document, chosen by the output file's extension.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// A self-contained HTML page.
        case html
        /// An animated SVG.
        case svg

        /// The format of `path` by its extension (`.html`, `.htm` or `.svg`, any case).
        /// - Throws: ``RequestError`` (usage) for any other extension.
        public init(path: String) throws(RequestError) {
            switch URL(fileURLWithPath: path).pathExtension.lowercased() {
            case "html", "htm": self = .html
            case "svg": self = .svg
            default:
                throw RequestError(.usage, "invalid output '\(path)': must end in .html or .svg")
            }
        }
    }

    /// One spring of a preview: its setup, the CSS export's text and its easing.
    struct Item {
        var setup: SpringSetup
        var css: String
        var easing: CSSExporter.Easing
    }

    /// The document for `specs` (resolved against `library`) in `format`.
    /// - Throws: ``RequestError``: not found for an unknown preset; usage for no spring, more
    ///   than ``maximumSprings``, or a spring that has no CSS easing (undamped, or no step);
    ///   bad data for a spring whose metrics cannot be computed exactly.
    /// - Cost: one metrics computation, one CSS export and one plot layout per spring.
    public static func document(for specs: [SpringSpec], library: PresetLibrary, format: Format) throws(RequestError) -> String {
        guard !specs.isEmpty else { throw RequestError(.usage, "no spring given") }
        guard specs.count <= maximumSprings else {
            throw RequestError(.usage, "\(specs.count) springs: a preview shows at most \(maximumSprings)")
        }
        do {
            var items: [Item] = []
            for spec in specs {
                let setup = try library.setup(for: spec)
                // Measured first: a spring beyond the range computed exactly is refused as such.
                _ = try setup.measurement()
                let subject = ExportSubject(setup: setup, spec: try library.familySpec(for: spec))
                let css = try SpringExporter.export(subject, as: .css, options: SpringExporter.Options(maximumError: CSSExporter.defaultMaximumError))
                let easing = try CSSExporter.easing(for: subject)
                items.append(Item(setup: setup, css: css, easing: easing))
            }
            switch format {
            case .html: return try html(items)
            case .svg: return try svg(items)
            }
        } catch {
            throw RequestError(error)
        }
    }

    /// Writes the document for `specs` to `path` (atomically), its format chosen by the extension.
    /// - Throws: ``RequestError``: as ``document(for:library:format:)``, and cannot create or
    ///   I/O when the file cannot be written.
    public static func write(specs: [SpringSpec], library: PresetLibrary, to path: String) throws(RequestError) {
        let format = try Format(path: path)
        let text = try document(for: specs, library: library, format: format)
        do {
            try AtomicFileWriter.write(Array(text.utf8), to: path)
        } catch {
            throw RequestError(error)
        }
    }

    // MARK: Drawing

    /// The plot of the items' exact curves through `duration` (their default range when nil).
    static func plot(_ items: [Item], duration: Double?, width: Double, height: Double) throws -> ResponsePlot {
        let setups = items.map(\.setup)
        // As `springtune plot` draws them: a preset tuned under a renderer gets that renderer's curve dashed.
        let series = try ResponsePlot.series(for: setups, band: .standard, duration: duration, solvers: [])
        return ResponsePlot(series: series, band: .standard, timeRange: duration.map { 0...$0 }, width: width, height: height)
    }

    /// The plot's SVG without its XML declaration, ready to be placed inside another document.
    static func inlineSVG(_ plot: ResponsePlot) throws -> String {
        var text = String(decoding: try plot.render(format: .svg), as: UTF8.self)
        if text.hasPrefix("<?xml"), let end = text.range(of: "?>") {
            text = String(text[end.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return text
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    static let colors = ["#2f6fd6", "#d9572b", "#2e9b4f", "#8a4fd0"]

    /// The CSS custom property name the export defines (`--NAME-duration`).
    static func cssName(in css: String) -> String {
        guard let start = css.range(of: ":root {\n  --"), let end = css.range(of: "-duration:", range: start.upperBound..<css.endIndex) else {
            return "spring"
        }
        return String(css[start.upperBound..<end.lowerBound])
    }

    static func html(_ items: [Item]) throws -> String {
        let setups = items.map(\.setup)
        let records = try MetricsReport.records(for: setups, band: .standard, rest: nil)
        let table = ReportRecord.table(records, headers: setups.map(\.label))
        let plotSVG = try inlineSVG(try plot(items, duration: nil, width: 900, height: 520))
        var styles = ""
        var lanes = ""
        for (index, item) in items.enumerated() {
            let name = cssName(in: item.css)
            let from = item.setup.motion.from, to = item.setup.motion.to
            let scaleLike = from != to && (0...3).contains(from) && to > 0 && to <= 3
            let start = scaleLike ? from : 0.5, end = scaleLike ? to : 1
            styles += item.css.replacingOccurrences(of: ":root", with: "#lane-\(index)") + "\n"
            styles += "@keyframes scale-\(index) { from { transform: scale(\(start)); } to { transform: scale(\(end)); } }\n"
            styles += "@keyframes slide-\(index) { from { transform: translateX(0px); } to { transform: translateX(var(--distance)); } }\n"
            styles += "#lane-\(index)[data-mode=scale] .card.playing { animation: scale-\(index) var(--\(name)-duration) var(--\(name)-easing) both; }\n"
            styles += "#lane-\(index)[data-mode=slide] .card.playing { animation: slide-\(index) var(--\(name)-duration) var(--\(name)-easing) both; }\n"
            lanes += """
                <div class="lane" id="lane-\(index)" data-mode="scale" style="--color: \(colors[index % colors.count])">
                <span class="label">\(escaped(item.setup.label)) · \(item.easing.durationMilliseconds) ms</span>
                <div class="card" id="card-\(index)"><div class="bar"></div><div class="bar short"></div></div></div>

                """
        }
        let exports = items.map { "<pre class=\"export\">\(escaped($0.css))</pre>" }.joined(separator: "\n")
        let notes = items.compactMap { item -> String? in
            guard let renderer = item.setup.renderer else { return nil }
            return "<p class=\"note\"><code>\(escaped(item.setup.label))</code> was tuned under \(escaped(renderer.rawValue)), "
                + "which draws a different curve (dashed) than the real spring this CSS plays (solid).</p>"
        }.joined(separator: "\n")
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>SpringTune preview: \(escaped(setups.map(\.label).joined(separator: ", ")))</title>
            <style>
            body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 24px; color: #1d1d1f; background: #f6f6f3; max-width: 960px; }
            h1 { font-size: 18px; } h2 { font-size: 15px; margin-top: 24px; }
            .note { font-size: 13px; color: #8a4b00; }
            .plot svg { width: 100%; height: auto; background: #fff; border: 1px solid #ddd; border-radius: 6px; }
            pre { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 10px; overflow: auto; font-size: 12px; }
            .bar-row { display: flex; gap: 12px; align-items: center; margin: 8px 0; }
            .lanes { display: flex; gap: 8px; }
            .lane { --distance: 300px; flex: 1; position: relative; height: 180px; border: 1px dashed #ccc; border-radius: 8px; overflow: hidden; background: #fafafa; }
            .lane .label { position: absolute; left: 6px; top: 4px; font-size: 11px; color: #666; }
            .card { position: absolute; width: 110px; height: 76px; border-radius: 14px; background: #fff; box-shadow: 0 6px 22px rgba(0,0,0,.18);
                    display: flex; flex-direction: column; justify-content: center; align-items: center; gap: 6px; }
            .card .bar { width: 70%; height: 8px; border-radius: 4px; background: var(--color); }
            .card .bar.short { width: 45%; opacity: .4; }
            .lane[data-mode=scale] .card { left: calc(50% - 55px); top: calc(50% - 38px); }
            .lane[data-mode=slide] .card { left: 10px; top: calc(50% - 38px); }
            \(styles)</style>
            </head>
            <body>
            <h1>SpringTune preview</h1>
            <p>\(setups.map { "<code>\(escaped($0.label))</code>" }.joined(separator: ", ")): the exact response, its metrics, and a card animated by this browser with the CSS of <code>springtune export --as css</code>.</p>
            <div class="plot">\(plotSVG)</div>
            \(notes)
            <h2>Preview</h2>
            <div class="bar-row">
            <label>element <select id="mode"><option value="scale">card scaling in</option><option value="slide">card sliding</option></select></label>
            <label>speed <select id="speed"><option value="1">1×</option><option value="0.25">¼×</option><option value="0.1">⅒× (slow motion)</option></select></label>
            <button id="replay" type="button">▶ Replay</button>
            </div>
            <div class="lanes">
            \(lanes)</div>
            <h2>Metrics</h2>
            <pre id="metrics">\(escaped(table))</pre>
            <h2>CSS</h2>
            \(exports)
            <script>
            function play() {
              const mode = document.getElementById("mode").value, speed = Number(document.getElementById("speed").value);
              document.querySelectorAll(".lane").forEach(function (lane) {
                lane.dataset.mode = mode;
                lane.style.setProperty("--distance", Math.max(60, lane.clientWidth - 130) + "px");
                const card = lane.querySelector(".card");
                card.classList.remove("playing"); void card.offsetWidth; card.classList.add("playing");
                card.getAnimations().forEach(function (a) { a.playbackRate = speed; });
              });
            }
            document.getElementById("replay").addEventListener("click", play);
            document.getElementById("mode").addEventListener("change", play);
            document.getElementById("speed").addEventListener("change", play);
            play();
            </script>
            </body>
            </html>

            """
    }

    /// How much longer than the shortest the longest spring may take before each spring gets
    /// a lane of its own, with its own time axis (a shared axis would squeeze the short one).
    static let sharedAxisRatio = 3.0

    static func svg(_ items: [Item]) throws -> String {
        let width = 720.0, column = 170.0
        let durations = items.map { Double($0.easing.durationMilliseconds) / 1000 }
        let ratio = (durations.max() ?? 1) / Swift.max(durations.min() ?? 1, 1e-3)
        // One plot for all, or, when the springs' durations differ a lot, a lane per spring.
        let lanes: [[Int]] = items.count > 1 && ratio > sharedAxisRatio ? items.indices.map { [$0] } : [Array(items.indices)]
        let laneHeight = lanes.count == 1 ? 420.0 : 240.0
        let height = laneHeight * Double(lanes.count)
        var plots = ""
        var style = ""
        var marks = ""
        for (lane, members) in lanes.enumerated() {
            let laneItems = members.map { items[$0] }
            let top = laneHeight * Double(lane)
            let plot = try plot(laneItems, duration: members.map { durations[$0] }.max() ?? 1, width: width, height: laneHeight)
            let panel = try plot.mainPanel()
            var plotSVG = try inlineSVG(plot)
            // Each plot becomes a nested <svg> at its lane; the outer one adds the card column.
            if let open = plotSVG.range(of: "<svg"), let close = plotSVG.range(of: ">", range: open.upperBound..<plotSVG.endIndex) {
                let attributes = String(plotSVG[open.upperBound..<close.lowerBound])
                let viewBox = attributes.range(of: "viewBox=\"[^\"]*\"", options: .regularExpression).map { String(attributes[$0]) }
                    ?? "viewBox=\"0 0 \(Int(width)) \(Int(laneHeight))\""
                plotSVG.replaceSubrange(open.lowerBound..<close.upperBound,
                                        with: "<svg x=\"0\" y=\"\(Int(top))\" width=\"\(Int(width))\" height=\"\(Int(laneHeight))\" \(viewBox)>")
            }
            if lane > 0 {
                // cairo names its glyphs and clip paths by the same ids in every plot: give each
                // lane's its own, or the second plot would draw with the first one's glyphs.
                plotSVG = plotSVG.replacingOccurrences(of: "id=\"", with: "id=\"lane\(lane)-")
                    .replacingOccurrences(of: "href=\"#", with: "href=\"#lane\(lane)-")
                    .replacingOccurrences(of: "url(#", with: "url(#lane\(lane)-")
            }
            plots += plotSVG + "\n"
            for (position, index) in members.enumerated() {
                let item = items[index]
                let milliseconds = item.easing.durationMilliseconds
                let motion = item.setup.motion
                let start = panel.point(time: 0, position: motion.from)
                let end = panel.point(time: durations[index], position: motion.to)
                let dx = end.x - start.x, dy = end.y - start.y
                let startY = start.y + top
                // The plot colours its series in order: the dot and card take their curve's colour.
                let color = colors[position % colors.count]
                style += "@keyframes x\(index) { from { transform: translateX(0px); } to { transform: translateX(\(format(dx))px); } }\n"
                style += "@keyframes y\(index) { from { transform: translateY(0px); } to { transform: translateY(\(format(dy))px); } }\n"
                style += ".x\(index) { animation: x\(index) \(milliseconds)ms linear infinite; }\n"
                style += ".y\(index) { animation: y\(index) \(milliseconds)ms \(item.easing.linearFunction) infinite; }\n"
                let cardX = width + 20 + Double(position % 2) * 72
                marks += """
                    <g class="x\(index)"><g class="y\(index)"><circle cx="\(format(start.x))" cy="\(format(startY))" r="6" fill="\(color)" stroke="#fff" stroke-width="2"/></g></g>
                    <g class="y\(index)"><rect x="\(format(cardX))" y="\(format(startY - 22))" width="60" height="44" rx="10" fill="#fff" stroke="\(color)" stroke-width="2"/>
                    <rect x="\(format(cardX + 10))" y="\(format(startY - 6))" width="40" height="6" rx="3" fill="\(color)"/></g>

                    """
            }
        }
        let totalWidth = Int(width + column)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\(totalWidth)" height="\(Int(height))" viewBox="0 0 \(totalWidth) \(Int(height))">
            <title>SpringTune preview: \(escaped(items.map(\.setup.label).joined(separator: ", ")))</title>
            <style>
            \(style)</style>
            <rect x="0" y="0" width="\(totalWidth)" height="\(Int(height))" fill="#ffffff"/>
            \(plots)\(marks)</svg>

            """
    }

    static func format(_ value: Double) -> String {
        NumberStyle.fixed(3).text(value)
    }
}
