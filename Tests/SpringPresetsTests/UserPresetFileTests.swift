#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SpringKit
import SpringTestSupport
import Testing
@testable import SpringPresets

/// A user's preset files as the hostile-input round four found them (issue 33): stored metrics
/// are never trusted, and a FIFO (named, or in a folder of the search path) never blocks.
@Suite struct UserPresetFileTests {
    /// One physical preset, k = 100, c = 10 (m = 1), storing `metrics` when given.
    static func file(settlingTime: String?) -> String {
        let metrics = settlingTime.map { #", "metrics": {"band": 0.02, "settlingTime": \#($0), "overshootPercent": 16.303353482158048}"# } ?? ""
        return """
            {"schema": 1, "group": "mine", "presets": [{"name": "edited", "description": "d",
             "source": {"reference": "r", "thirdParty": false},
             "spring": {"family": "physical", "mass": 1, "stiffness": 100, "damping": 10}\(metrics)}]}
            """
    }

    /// The exact settling time of k = 100, c = 10 at 2 %, as `metrics` computes it (0.8076 s,
    /// the figure issue 33 quotes).
    static func computed() throws -> Double {
        let preset = try PresetFile.decode(Array(file(settlingTime: nil).utf8), path: "fresh.json", requiringMetrics: false).presets[0]
        return try #require(try PresetMetrics.computed(for: try preset.setup()).settlingTime)
    }

    @Test func staleStoredMetricsAreRecomputed() throws {
        let computed = try Self.computed()
        #expect((computed - 0.8076).magnitude < 5e-5)
        let stale = try PresetFile.decode(Array(Self.file(settlingTime: "123").utf8), path: "mine.json", requiringMetrics: false)
        #expect(stale.presets[0].metrics.settlingTime == computed)
        #expect(!stale.serialized.contains("123"))
        // The bundled files' rule (stored numbers required and kept) is for the bundled files.
        let bundledRule = try PresetFile.decode(Array(Self.file(settlingTime: "123").utf8), path: "mine.json")
        #expect(bundledRule.presets[0].metrics.settlingTime == 123)
    }

    @Test func storedMetricsThatAreTheComputedOnesAreKeptAsWritten() throws {
        let computed = try Self.computed()
        // Another build's last digits: within 1e-12 relative, kept byte for byte.
        let nearby = computed * (1 + 3e-15)
        #expect(nearby != computed)
        let text = Self.file(settlingTime: "\(nearby)")
        let file = try PresetFile.decode(Array(text.utf8), path: "mine.json", requiringMetrics: false)
        #expect(file.presets[0].metrics.settlingTime == nearby)
        // Past the accuracy the bundled files are held to: replaced.
        let off = try PresetFile.decode(Array(Self.file(settlingTime: "\(computed * (1 + 1e-9))").utf8), path: "mine.json",
                                        requiringMetrics: false)
        #expect(off.presets[0].metrics.settlingTime == computed)
    }

    /// Runs `body` on a thread of its own and waits for it, bounded by this process's work
    /// (``Patience``): whether it finished, so a read that blocks fails the test instead of hanging it.
    static func finishes(_ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            body()
            done.signal()
        }
        return Patience(cpuSeconds: 60, idleSeconds: 20).wait { done.wait(timeout: .now()) == .success }
    }

    @Test func aFIFOInASearchPathFolderIsNotRead() throws {
        let folder = try CLI.temporaryDirectory()
        try Data(Self.file(settlingTime: nil).utf8).write(to: folder.appendingPathComponent("mine.json"))
        #expect(mkfifo(folder.appendingPathComponent("zz-nobody-writes.json").path, 0o600) == 0)
        final class Outcome: @unchecked Sendable { var names: [String] = []; var error: Error? }
        let outcome = Outcome()
        #expect(Self.finishes {
            do { outcome.names = try PresetLibrary.loading(files: [], searchPath: folder.path).presets.map(\.name) } catch { outcome.error = error }
        }, "loading a folder with a FIFO in it blocked")
        #expect(outcome.error == nil, "\(String(describing: outcome.error))")
        #expect(outcome.names.contains("edited"))
    }

    @Test func aNamedFIFOWithoutAWriterIsRefusedAfterABoundedWait() throws {
        let folder = try CLI.temporaryDirectory()
        let fifo = folder.appendingPathComponent("fifo.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        final class Outcome: @unchecked Sendable { var error: PresetFileError?; var bytes: [UInt8]? }
        let nobody = Outcome()
        #expect(Self.finishes {
            do { nobody.bytes = try PresetFile.contents(atPath: fifo) } catch let error as PresetFileError { nobody.error = error } catch {}
        })
        let error = try #require(nobody.error)
        #expect(error.exitCode == 66 && error.message.contains("FIFO") && error.message.contains("5 s"), "\(error)")
        // A FIFO whose writer comes (a shell's `<(command)`) is read to its end.
        let text = Self.file(settlingTime: nil)
        let written = Outcome()
        #expect(Self.finishes {
            Thread.detachNewThread {
                let writer = open(fifo, O_WRONLY)
                _ = Array(text.utf8).withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                close(writer)
            }
            do { written.bytes = try PresetFile.contents(atPath: fifo) } catch let error as PresetFileError { written.error = error } catch {}
        })
        #expect(written.bytes == Array(text.utf8), "\(String(describing: written.error))")
        // A file SpringTune rewrites must be a regular file: refreshing a FIFO is refused at once.
        let refresh = Outcome()
        #expect(Self.finishes {
            do { try PresetFile.refresh(atPath: fifo) } catch let error as PresetFileError { refresh.error = error } catch {}
        })
        #expect(refresh.error?.exitCode == 66 && refresh.error?.message.contains("not a regular file") == true, "\(String(describing: refresh.error))")
    }
}
