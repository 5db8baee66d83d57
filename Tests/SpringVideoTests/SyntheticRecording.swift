import Foundation
import SpringKit

/// A recording the tests draw themselves: a rectangle moved (or scaled) by an exact spring,
/// drawn frame by frame with exact anti-aliasing (each pixel's colour is the rectangle's
/// share of its area), and encoded by Debian's `ffmpeg` (raw RGB frames on its standard
/// input). Options add what real recordings have: a status bar, a backdrop that fades, a
/// shadow, motion blur, repeated frames, a variable frame rate and an element entering from
/// off-screen.
struct SyntheticRecording {
    enum Animated { case x, y, scale }
    enum Codec: String, CaseIterable { case h264 = "mp4", vp9 = "webm", gif = "gif" }

    var width = 320, height = 240
    var frameRate = 60.0
    var duration = 1.6
    var spring: Spring
    var animated = Animated.x
    /// Centre x (or y) from → to, in pixels; for scale, the scale from → to.
    var from = 70.0, to = 230.0
    var startTime = 0.25
    var size = (width: 60.0, height: 44.0)
    var background: (Double, Double, Double) = (245, 245, 240)
    var element: (Double, Double, Double) = (40, 90, 200)
    var statusBar = false
    /// The backdrop darkens by this many levels over the motion.
    var backdropFade = 0.0
    var shadow = false
    /// Exposure as a fraction of a frame interval (0: none).
    var motionBlur = 0.0
    /// The picture changes at this rate (nil: every frame), as a screen recording of slower drawing.
    var drawingRate: Double?
    /// A variable frame rate: drawn at 4 × the frame rate and encoded keeping an irregular
    /// subset of the frames (every 4th, and every 7th from the 2nd), their times kept.
    var variableFrameRate = false
    /// Where the element rests perpendicular to its motion.
    var across = 120.0
    /// The curve drawn after the start instead of the exact spring's, as a function of the time
    /// since the start (an engine's frames, a CSS easing).
    var drawnCurve: (@Sendable (Double) -> Double)?

    var response: SpringResponse { SpringResponse(spring: spring, motion: try! Motion(from: from, to: to, initialVelocity: 0)) }

    func value(at t: Double) -> Double {
        t <= startTime ? from : drawnCurve.map { $0(t - startTime) } ?? response.position(at: t - startTime)
    }

    /// The rate frames are drawn at (4 × the frame rate for a variable frame rate).
    var drawnRate: Double { variableFrameRate ? 4 * frameRate : frameRate }

    /// The times frames are drawn at: k / ``drawnRate``.
    var times: [Double] { (0..<Int(duration * drawnRate)).map { Double($0) / drawnRate } }

    /// The RGB pixels shown at time `t`.
    func frame(at t: Double) -> [UInt8] {
        var shown = t
        if let drawingRate { shown = (t * drawingRate + 1e-9).rounded(.down) / drawingRate }
        let progress = min(max((shown - startTime) / 0.4, 0), 1)
        let fade = backdropFade * progress
        let bg = (background.0 - fade, background.1 - fade, background.2 - fade)
        var pixels = [Double](repeating: 0, count: width * height * 3)
        for p in 0..<(width * height) { pixels[3 * p] = bg.0; pixels[3 * p + 1] = bg.1; pixels[3 * p + 2] = bg.2 }
        let exposures = motionBlur > 0 ? 8 : 1
        for e in 0..<exposures {
            let time = shown - motionBlur / frameRate * Double(e) / Double(max(exposures - 1, 1))
            let v = value(at: time)
            var cx = across, cy = across, w = size.width, h = size.height
            switch animated {
            case .x: cx = v; cy = across
            case .y: cy = v; cx = 160
            case .scale: cx = 160; cy = 120; w *= v; h *= v
            }
            if shadow { paint(&pixels, cx + 4, cy + 6, w + 8, h + 8, (0, 0, 0), alpha: 0.18 / Double(exposures)) }
            paint(&pixels, cx, cy, w, h, element, alpha: 1 / Double(exposures), base: bg, accumulate: exposures > 1)
        }
        if statusBar {
            for y in 0..<14 { for x in 0..<width { for c in 0..<3 { pixels[3 * (y * width + x) + c] = c == 2 ? 30 : 20 } } }
            for x in stride(from: 8, to: 40, by: 3) { for y in 4..<10 { for c in 0..<3 { pixels[3 * (y * width + x) + c] = 230 } } }
        }
        return pixels.map { UInt8(max(0, min(255, $0.rounded()))) }
    }

    /// Paints a rectangle centred at (cx, cy) with exact area coverage.
    private func paint(_ pixels: inout [Double], _ cx: Double, _ cy: Double, _ w: Double, _ h: Double,
                       _ color: (Double, Double, Double), alpha: Double, base: (Double, Double, Double)? = nil, accumulate: Bool = false) {
        let left = cx - w / 2, right = cx + w / 2, top = cy - h / 2, bottom = cy + h / 2
        let x0 = max(0, Int(left.rounded(.down))), x1 = min(width - 1, Int(right.rounded(.up)))
        let y0 = max(0, Int(top.rounded(.down))), y1 = min(height - 1, Int(bottom.rounded(.up)))
        guard x0 <= x1, y0 <= y1 else { return }
        for y in y0...y1 {
            let cyv = max(0, min(Double(y + 1), bottom) - max(Double(y), top))
            guard cyv > 0 else { continue }
            for x in x0...x1 {
                let cxv = max(0, min(Double(x + 1), right) - max(Double(x), left))
                let a = cxv * cyv * alpha
                guard a > 0 else { continue }
                let i = 3 * (y * width + x)
                // Blur: each exposure blends its share of the element over the backdrop.
                if accumulate, let base {
                    pixels[i] += a * (color.0 - base.0); pixels[i + 1] += a * (color.1 - base.1); pixels[i + 2] += a * (color.2 - base.2)
                } else {
                    pixels[i] += a * (color.0 - pixels[i]); pixels[i + 1] += a * (color.1 - pixels[i + 1]); pixels[i + 2] += a * (color.2 - pixels[i + 2])
                }
            }
        }
    }

    /// Encodes the frames to `path` with `codec`; with a variable frame rate, an irregular
    /// subset of them with their own times.
    func encode(to path: String, codec: SyntheticRecording.Codec) throws {
        var arguments = ["-hide_banner", "-loglevel", "error", "-y"]
        var bytes = Data()
        for t in times { bytes.append(contentsOf: frame(at: t)) }
        arguments += ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "\(width)x\(height)", "-framerate", "\(drawnRate)", "-i", "-"]
        var filters: [String] = []
        if variableFrameRate {
            filters.append("select='not(mod(n\\,4))+eq(mod(n\\,7)\\,2)'")
            arguments += ["-fps_mode", "vfr", "-video_track_timescale", "\(Int(drawnRate))"]
        }
        switch codec {
        case .h264: arguments += ["-c:v", "libx264", "-preset", "veryfast", "-crf", "16", "-pix_fmt", "yuv420p"]
        case .vp9: arguments += ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "24", "-deadline", "realtime", "-cpu-used", "8", "-pix_fmt", "yuv420p"]
        case .gif: filters.append("split[a][b];[a]palettegen=max_colors=128:stats_mode=full[p];[b][p]paletteuse=dither=none")
        }
        if !filters.isEmpty { arguments += ["-vf", filters.joined(separator: ",")] }
        arguments.append(path)
        try Self.ffmpeg(arguments, input: bytes)
    }

    /// Writes the frames as numbered PNG files `frame0001.png`… into `folder`.
    func writeFrames(to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var bytes = Data()
        for t in times { bytes.append(contentsOf: frame(at: t)) }
        try Self.ffmpeg(["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "\(width)x\(height)",
                         "-framerate", "\(frameRate)", "-i", "-", "-start_number", "1", folder + "/frame%04d.png"], input: bytes)
    }

    /// Runs Debian's ffmpeg; a failure throws its stderr.
    static func ffmpeg(_ arguments: [String], input: Data? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        process.arguments = arguments
        let stdin = Pipe(), stderr = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        if let input {
            let writer = Thread { stdin.fileHandleForWriting.write(input); try? stdin.fileHandleForWriting.close() }
            writer.start()
        }
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FFmpegFailure(description: String(decoding: errors, as: UTF8.self))
        }
    }

    struct FFmpegFailure: Error, CustomStringConvertible { var description: String }
}
