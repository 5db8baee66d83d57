// The WebAssembly side of DisplayListCanvasTests' "the WebAssembly build records the same
// display lists": two response plots laid out and recorded by SpringPlot compiled with Embedded
// Swift (ResponsePlot.displayList(measuringTextWith:), a fixed-width measurer), their JSON and
// panel frames as one text. Scripts/plot-web-check.sh builds it, runs it in Node and writes the
// text into Tests/SpringPlotTests/WebDisplayLists.swift; the native test must give it exactly.
// The plots and the measurer here are the test's (`WebCheck` there); change both together.
import SpringKit
import SpringPlot

/// Widths by character count (0.6 em, bold 0.66 em), ascent 0.93 em, descent 0.24 em.
struct FixedWidthMeasurer: PlotTextMeasurer {
    func advanceWidth(of text: String, fontSize: Double, isBold: Bool) -> Double {
        Double(text.unicodeScalars.count) * fontSize * (isBold ? 0.66 : 0.6)
    }
    func fontMetrics(fontSize: Double, isBold: Bool) -> PlotFontMetrics {
        PlotFontMetrics(ascent: fontSize * 0.93, descent: fontSize * 0.24)
    }
}

nonisolated(unsafe) var resultPointer: UnsafeMutableRawPointer?
nonisolated(unsafe) var resultLength: Int32 = 0

func spring(_ k: Double, _ c: Double) throws(PlotError) -> SpringResponse {
    do { return SpringResponse(spring: try Spring(mass: 1, stiffness: k, damping: c)) } catch { throw .spring(error) }
}

func lists() throws(PlotError) -> String {
    let a = try spring(157.9, 8), b = try spring(300, 40)
    let plots = [
        ResponsePlot(series: [.init(label: "A", response: a)]),
        ResponsePlot(series: [.init(label: "bouncy", response: a), .init(label: "calm", response: b)],
                     title: "Two", showsVelocity: true, theme: .dark, width: 390, height: 320),
    ]
    var text = ""
    for plot in plots {
        let (list, frame) = try plot.displayList(measuringTextWith: FixedWidthMeasurer())
        text += list.json(decimals: 4) + "\n" + "\(frame.x) \(frame.y) \(frame.width) \(frame.height)\n"
    }
    return text
}

@_expose(wasm, "plot_check")
@_cdecl("plot_check")
func plotCheck() -> Int32 {
    var text = ""
    do { text = try lists() } catch { text = "error: \(error.description)" }
    resultPointer?.deallocate()
    let count = text.utf8.count
    let pointer = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 1)
    text.withUTF8 { bytes in if let base = bytes.baseAddress { pointer.copyMemory(from: base, byteCount: count) } }
    resultPointer = pointer
    resultLength = Int32(count)
    return resultLength
}

@_expose(wasm, "plot_check_pointer")
@_cdecl("plot_check_pointer")
func plotCheckPointer() -> UnsafeMutableRawPointer? { resultPointer }
