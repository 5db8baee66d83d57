import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SpringExport
import SpringKit
import SpringPresets
import SpringRequests
import SpringStudio
import SpringTestSupport
import Testing

/// `springtune preview`: self-contained documents built from the library's own outputs.
struct StudioPreviewTests {
    func cli(_ arguments: [String]) throws -> String {
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "springtune \(arguments.joined(separator: " ")): \(result.stderr)")
        return result.stdout
    }

    @Test func theFormatComesFromTheExtension() throws {
        #expect(try StudioPreview.Format(path: "a/b.HTML") == .html)
        #expect(try StudioPreview.Format(path: "b.htm") == .html)
        #expect(try StudioPreview.Format(path: "b.svg") == .svg)
        for bad in ["b.png", "b", "b.svg.txt"] {
            #expect(throws: RequestError.self) { try StudioPreview.Format(path: bad) }
        }
    }

    @Test func theHTMLPageCarriesTheExportTheMetricsAndTheCurveAndFetchesNothing() throws {
        let specs = try ["preset:alert-in", "swiftui:duration=0.5,bounce=0.3"].map { try SpringSpec.parse($0) }
        let html = try StudioPreview.document(for: specs, library: .bundled, format: .html)
        // The CSS the browser plays is the export, verbatim but for its scope.
        for (index, spec) in ["preset:alert-in", "swiftui:duration=0.5,bounce=0.3"].enumerated() {
            let css = try cli(["export", "--as", "css", "--spring", spec])
            #expect(html.contains(css.replacingOccurrences(of: ":root", with: "#lane-\(index)")), "\(spec): the export is in the page")
        }
        // The metrics table is the one `springtune metrics` prints, HTML-escaped.
        let table = try cli(["metrics", "--spring", "preset:alert-in", "--spring", "swiftui:duration=0.5,bounce=0.3"])
        let escaped = table.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        #expect(html.contains("<pre id=\"metrics\">" + escaped + "</pre>"))
        #expect(html.contains("<svg"))
        #expect(!html.contains("<?xml"))
        let remote = try NSRegularExpression(pattern: #"(src|href)\s*=\s*["']?(https?:)?//"#)
        #expect(remote.numberOfMatches(in: html, range: NSRange(html.startIndex..., in: html)) == 0)
    }

    @Test func theSVGAnimatesADotAlongTheCurveWithTheExportedEasing() throws {
        let spec = try SpringSpec.parse("k=300,c=20")
        let svg = try StudioPreview.document(for: [spec], library: .bundled, format: .svg)
        let easing = try CSSExporter.easing(for: ExportSubject(setup: try spec.resolved()))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(".y0 { animation: y0 \(easing.durationMilliseconds)ms \(easing.linearFunction) infinite; }"))
        #expect(svg.contains(".x0 { animation: x0 \(easing.durationMilliseconds)ms linear infinite; }"))
        #expect(svg.contains("<circle"))
        // Well-formed XML: a code host shows it as an image only if it parses.
        let parsed = try XMLDocument(data: Data(svg.utf8))
        #expect(parsed.rootElement()?.name == "svg")
    }

    /// Springs whose durations differ more than 3× get a lane and a time axis each (alert-in
    /// settles in seconds, the SwiftUI spring in half of one); similar ones share one plot.
    /// Each lane's plot keeps its own glyph and clip ids, so no id is defined twice.
    @Test func springsOfVeryDifferentDurationsGetALaneEach() throws {
        let specs = [try SpringSpec.parse("preset:alert-in"), try SpringSpec.parse("swiftui:duration=0.5,bounce=0.3")]
        let svg = try StudioPreview.document(for: specs, library: .bundled, format: .svg)
        #expect(svg.contains("height=\"480\" viewBox=\"0 0 890 480\""))
        #expect(svg.contains("<svg x=\"0\" y=\"0\" width=\"720\" height=\"240\""))
        #expect(svg.contains("<svg x=\"0\" y=\"240\" width=\"720\" height=\"240\""))
        let ids = try NSRegularExpression(pattern: #" id="([^"]+)""#)
        let found = ids.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).compactMap { Range($0.range(at: 1), in: svg).map { String(svg[$0]) } }
        #expect(!found.isEmpty && Set(found).count == found.count)
        let circles = try NSRegularExpression(pattern: #"<circle cx="[0-9.]+" cy="([0-9.]+)""#)
        let ys = circles.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).compactMap { Range($0.range(at: 1), in: svg).flatMap { Double(svg[$0]) } }
        #expect(ys.count == 2 && ys[0] < 240 && ys[1] > 240)
        let similar = try StudioPreview.document(for: [try SpringSpec.parse("preset:swiftui-snappy"), try SpringSpec.parse("preset:swiftui-bouncy")],
                                                 library: .bundled, format: .svg)
        #expect(similar.contains("height=\"420\" viewBox=\"0 0 890 420\""))
        _ = try XMLDocument(data: Data(svg.utf8))
    }

    @Test func theDotRunsFromTheStartToTheTargetOnThePlotsAxes() throws {
        // The dot starts at (0, from) and its translations end at (duration, to) in the plot's
        // own coordinates: checked against the panel SpringPlot lays out for the same plot.
        let spec = try SpringSpec.parse("k=170,c=26,from=0,to=1")
        let svg = try StudioPreview.document(for: [spec], library: .bundled, format: .svg)
        let circle = try #require(svg.range(of: #"<circle cx="([0-9.]+)" cy="([0-9.]+)""#, options: .regularExpression))
        let numbers = svg[circle].split(separator: "\"").compactMap { Double($0) }
        #expect(numbers.count == 2)
        let dx = try #require(svg.range(of: #"to \{ transform: translateX\([0-9.-]+px\)"#, options: .regularExpression))
        let dy = try #require(svg.range(of: #"to \{ transform: translateY\([0-9.-]+px\)"#, options: .regularExpression))
        let moveX = Double(svg[dx].dropFirst("to { transform: translateX(".count).dropLast("px)".count)) ?? .nan
        let moveY = Double(svg[dy].dropFirst("to { transform: translateY(".count).dropLast("px)".count)) ?? .nan
        #expect(moveX > 100)        // to the right through the plot
        #expect(moveY < -100)       // upwards from 0 to 1
        #expect(numbers[0] > 0 && numbers[1] > abs(moveY))
    }

    @Test func theCommandWritesBothAndRefusesOthers() throws {
        let folder = try CLI.temporaryDirectory()
        let html = folder.appendingPathComponent("p.html"), svg = folder.appendingPathComponent("p.svg")
        _ = try cli(["preview", "--preset", "alert-in", "-o", html.path])
        _ = try cli(["preview", "--spring", "swiftui:duration=0.5,bounce=0.3", "-o", svg.path])
        #expect(try String(contentsOf: html, encoding: .utf8).hasPrefix("<!doctype html>"))
        #expect(try String(contentsOf: svg, encoding: .utf8).hasPrefix("<svg"))
        let png = try CLI.run(["preview", "--preset", "alert-in", "-o", folder.appendingPathComponent("p.png").path])
        #expect(png.status == 64)
        #expect(png.stderr == "springtune: invalid output '\(folder.appendingPathComponent("p.png").path)': must end in .html or .svg\n")
        let undamped = try CLI.run(["preview", "--spring", "k=100,c=0", "-o", svg.path])
        #expect(undamped.status == 64 && undamped.stderr.contains("undamped"))
        let unknown = try CLI.run(["preview", "--preset", "alert-inn", "-o", svg.path])
        #expect(unknown.status == 66 && unknown.stderr.contains("alert-in"))
        let none = try CLI.run(["preview", "-o", svg.path])
        #expect(none.status == 64)
    }
}
