import Testing
import Foundation
import SpringKit
@testable import SpringPlot
import SpringIO

/// Every failure to write is a typed ``PlotError`` with a readable message.
@Suite struct PlotErrorTests {
    let plot = ResponsePlot(series: [.init(label: "a", response: PlotFixtures.response(stiffness: 200, damping: 10))])

    @Test func unsupportedExtensionNamesItAndTheAllowedOnes() throws {
        let directory = try PlotFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("plot.jpg")
        #expect(throws: PlotError.unsupportedFormat(extension: "jpg", allowed: ["svg", "png", "pdf"])) {
            try plot.write(to: target)
        }
        do {
            try plot.write(to: directory.appendingPathComponent("plot"))
            Issue.record("no extension was accepted")
        } catch {
            #expect(error.description.contains("no extension"))
            #expect(error.description.contains(".svg, .png, .pdf"))
        }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func extensionsAreCaseInsensitive() throws {
        #expect(try PlotFormat(fileExtension: "SVG") == .svg)
        #expect(try PlotFormat(fileExtension: "Png") == .png)
        #expect(try PlotFormat(url: URL(fileURLWithPath: "/x/a.PDF")) == .pdf)
        #expect(PlotError.unsupportedFormat(extension: "gif", allowed: PlotFormat.allowedExtensions).description
                == "cannot choose a plot format from extension '.gif': use one of .svg, .png, .pdf")
    }

    @Test func aDirectoryAsTargetIsRefused() throws {
        let directory = try PlotFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("looks-like.svg", isDirectory: true)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        #expect(throws: PlotError.file(.cannotCreate(path: target.path, reason: "it exists and is a directory, not a regular file"))) {
            try plot.write(to: URL(fileURLWithPath: target.path))
        }
        // Nothing was left behind next to it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["looks-like.svg"])
    }

    @Test func aSymbolicLinkAsTargetIsRefused() throws {
        let directory = try PlotFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let real = directory.appendingPathComponent("real.svg")
        try Data().write(to: real)
        let link = directory.appendingPathComponent("link.svg")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        #expect(throws: PlotError.file(.cannotCreate(path: link.path, reason: "it exists and is a symbolic link, not a regular file"))) {
            try plot.write(to: link)
        }
    }

    @Test func aMissingDirectoryGivesATypedError() throws {
        let target = URL(fileURLWithPath: "/nonexistent-springplot-dir-\(UUID().uuidString)/plot.png")
        do {
            try plot.write(to: target)
            Issue.record("wrote into a missing directory")
        } catch {
            guard case .file(.cannotCreate(let path, let reason)) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == target.path)
            #expect(reason.contains("does not exist"))
        }
    }

    @Test func anUnwritableDirectoryGivesATypedError() throws {
        // Root ignores directory permissions, so use sysfs (which refuses new files) there.
        var directory = URL(fileURLWithPath: "/sys")
        var cleanup: URL?
        if geteuid() != 0 {
            directory = try PlotFixtures.temporaryDirectory()
            cleanup = directory
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        }
        defer {
            if let cleanup {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cleanup.path)
                try? FileManager.default.removeItem(at: cleanup)
            }
        }
        do {
            try plot.write(to: directory.appendingPathComponent("springplot-test.svg"))
            Issue.record("wrote into an unwritable directory")
        } catch {
            guard case .file(.cannotCreate(let path, let reason)) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == directory.appendingPathComponent("springplot-test.svg").path)
            #expect(reason.contains("permission") || reason.contains("not permitted") || reason.contains("read-only"),
                    "\(reason)")
        }
    }

    @Test func anExistingRegularFileIsReplacedAtomically() throws {
        let directory = try PlotFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("plot.svg")
        try Data("old".utf8).write(to: target)
        try plot.write(to: target)
        let bytes = try Data(contentsOf: target)
        #expect(bytes.starts(with: Data("<?xml".utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["plot.svg"])
    }

    @Test func invalidOptionsAreTyped() throws {
        var bad = plot
        bad.width = 10
        #expect(throws: PlotError.self) { try bad.render(format: .png) }
        bad = plot
        bad.timeRange = 1...1
        #expect(throws: PlotError.self) { try bad.render(format: .svg) }
        #expect(throws: PlotError.self) {
            try ResponsePlot.Overlay(label: "x", times: [0, 1], positions: [0])
        }
        let empty = ResponsePlot(series: [])
        #expect(throws: PlotError.invalidOption(name: "series", value: "none", allowed: "at least one spring")) {
            try empty.render(format: .pdf)
        }
    }

    @Test func cairoErrorsReadWell() {
        #expect(CairoError.writeError.description.contains("CAIRO_STATUS_WRITE_ERROR"))
        #expect(CairoError.noMemory.description.hasPrefix("cairo: out of memory"))
        #expect(CairoError(rawValue: 999).description.contains("cairo_status_t(999)"))
    }
}
