import ArgumentParser
import SpringIO
import SpringReport
import SpringStudio

/// `springtune preview`: a self-contained HTML page or an animated SVG of springs.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write a self-contained preview of springs: an HTML page or an animated SVG (by the extension of -o).",
        discussion: """
            HTML: the response curve, the metrics, and a card animated by the browser with the \
            CSS of export --as css (replay, slow motion). SVG: the curve with a dot running along \
            it and a card moving beside it, CSS-animated and looping; it shows in a browser and \
            in a README on a code host. Neither fetches anything from the network. At most four \
            springs. See docs/studio.md.

            Examples:
              springtune preview --preset alert-in -o alert-in.html
              springtune preview --spring swiftui:duration=0.5,bounce=0.3 --preset swiftui-snappy -o springs.svg
            """
    )

    @OptionGroup var input: SpringInput

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file: .html or .svg.", valueName: "file"))
    var output: String

    func run() throws {
        let format = try StudioPreview.Format(path: output)   // the extension, before any work
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let source = try input.source().requiringSprings()
        let document = try StudioPreview.document(for: source.specs, library: try source.libraryForSpecs(), format: format)
        // Written here so that a failed write is an I/O error (74) and a file that cannot be created 73.
        try Standard.emit(document, to: output)
    }
}
