import CFFmpeg
import Foundation
import SpringKit

/// Reads a recording's frames one at a time through FFmpeg (libavformat demuxes, libavcodec
/// decodes, libswscale converts to 8-bit RGB at the working resolution), with each frame's
/// time from the container's timestamps: variable frame rates and GIF frame delays are kept,
/// never assumed.
///
/// Formats: whatever the linked FFmpeg demuxes and decodes; MP4/MOV (H.264, HEVC where the
/// decoder exists), WebM/Matroska (VP8, VP9), GIF and a folder of numbered PNG frames
/// (``FrameFolder``) are the ones documented and tested.
///
/// Bounded: ``VideoLimits`` are checked on opening (file size, frame size, stated duration)
/// and while reading (frame count, duration); memory is one decoded frame plus one converted
/// frame. Not `Sendable`: a reader owns FFmpeg's state and is used by one task.
///
/// The public API holds no C type; FFmpeg's failures become ``VideoError``.
public final class VideoReader {
    /// The recording.
    public let info: VideoInfo
    private let source: VideoSource
    private let limits: VideoLimits
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var scaler: OpaquePointer?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private let streamIndex: Int32
    private let timeBase: Double
    private let startOffset: Double
    private var flushed = false
    private var finished = false
    private var framesRead = 0
    private var decodeFailures = 0
    private var firstTime: Double?
    private var lastTime: Double?
    private var buffer: [UInt8] = []
    private let stride: Int

    /// Opens `source`.
    /// - Throws: ``VideoError``: missing or unreadable input (66); an empty file, no video, no
    ///   decoder, a frame or file over the limits, or a stated duration over the limit (65);
    ///   a frame rate given for a file or missing for a folder, or a bad start/end (64).
    /// - Cost: opening the container and probing its streams (FFmpeg reads up to a few MB).
    public init(_ source: VideoSource, limits: VideoLimits = .standard) throws(VideoError) {
        self.source = source
        self.limits = limits
        av_log_set_level(AV_LOG_QUIET)
        let path = source.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(path: path) }
        if let start = source.start, !(start.isFinite && start >= 0) {
            throw .invalid(setting: .startTime, value: "\(start)", allowed: "must be a finite number of seconds ≥ 0")
        }
        if let end = source.end, !(end.isFinite && end > (source.start ?? 0)) {
            throw .invalid(setting: .endTime, value: "\(end)", allowed: "must be a finite number of seconds after the start (\(source.start ?? 0))")
        }
        var options: OpaquePointer? = nil
        defer { av_dict_free(&options) }
        var inputFormat: UnsafePointer<AVInputFormat>? = nil
        var openPath = path
        if isDirectory.boolValue {
            guard let rate = source.frameRate else {
                throw .invalid(setting: .frameRate, value: "(none)", allowed: "a folder of PNG frames needs the rate its frames were taken at, in frames per second")
            }
            guard FrameRate(hertz: rate) != nil else {
                throw .invalid(setting: .frameRate, value: "\(rate)", allowed: "must be in \(FrameRate.allowed) frames per second")
            }
            let folder = try FrameFolder(path: path)
            guard folder.largestFile <= limits.maximumFileSize else {
                throw .overLimit(path: path, quantity: .fileSize, value: "\(folder.largestFile) bytes", limit: "\(limits.maximumFileSize) bytes")
            }
            openPath = folder.pattern
            inputFormat = av_find_input_format("image2")
            av_dict_set(&options, "start_number", "\(folder.firstNumber)", 0)
            av_dict_set(&options, "framerate", Self.rational(rate), 0)
        } else {
            if let rate = source.frameRate {
                throw .invalid(setting: .frameRate, value: "\(rate)", allowed: "applies to a folder of PNG frames; a video file's container times its frames")
            }
            guard FileManager.default.isReadableFile(atPath: path) else { throw .unreadable(path: path, reason: "permission denied") }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.int64Value ?? 0
            if size == 0 { throw .empty(path: path) }
            guard size <= limits.maximumFileSize else {
                throw .overLimit(path: path, quantity: .fileSize, value: "\(size) bytes", limit: "\(limits.maximumFileSize) bytes")
            }
        }

        // A GIF's frame delays as written: FFmpeg's GIF demuxer (like browsers) otherwise plays
        // a delay under 2 centiseconds as 10, which a 50–100 fps recording's 1-centisecond
        // delays are. Other demuxers ignore the option.
        av_dict_set(&options, "min_delay", "1", 0)
        var context: UnsafeMutablePointer<AVFormatContext>? = nil
        let opened = avformat_open_input(&context, openPath, inputFormat, &options)
        guard opened >= 0, let context else {
            throw opened == springtune_averror_eacces() ? .unreadable(path: path, reason: Self.message(opened))
                : .notVideo(path: path, reason: Self.message(opened))
        }
        format = context
        // What the header states, before any frame is decoded (a 10,000-pixel frame is refused unread).
        for index in 0..<Int(context.pointee.nb_streams) {
            if let stream = context.pointee.streams[index], let parameters = stream.pointee.codecpar,
               parameters.pointee.codec_type == AVMEDIA_TYPE_VIDEO {
                do { try Self.checkSize(Int(parameters.pointee.width), Int(parameters.pointee.height), path: path, limits: limits) } catch {
                    avformat_close_input(&format)
                    throw error
                }
            }
        }
        let probed = avformat_find_stream_info(context, nil)
        var decoder: UnsafePointer<AVCodec>? = nil
        let best = probed < 0 ? probed : av_find_best_stream(context, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0)
        guard best >= 0, let stream = context.pointee.streams[Int(best)], let parameters = stream.pointee.codecpar else {
            let codecName = Self.videoCodecName(context)
            avformat_close_input(&format)
            if best == springtune_averror_decoder_not_found(), let codecName { throw .noDecoder(path: path, codec: codecName) }
            throw .notVideo(path: path, reason: probed < 0 ? Self.message(probed) : "no video stream")
        }
        let width = Int(parameters.pointee.width), height = Int(parameters.pointee.height)
        do { try Self.checkSize(width, height, path: path, limits: limits) } catch {
            avformat_close_input(&format)
            throw error
        }
        guard width > 0, height > 0 else {
            avformat_close_input(&format)
            throw .notVideo(path: path, reason: "the video stream states no frame size")
        }
        guard let decoder else {
            avformat_close_input(&format)
            throw .noDecoder(path: path, codec: String(cString: avcodec_get_name(parameters.pointee.codec_id)))
        }
        streamIndex = best
        timeBase = av_q2d(stream.pointee.time_base)
        let streamStart = stream.pointee.start_time
        startOffset = streamStart == springtune_av_nopts_value() ? 0 : Double(streamStart) * timeBase
        var stated: Double?
        if stream.pointee.duration != springtune_av_nopts_value(), stream.pointee.duration > 0 {
            stated = Double(stream.pointee.duration) * timeBase
        } else if context.pointee.duration != springtune_av_nopts_value(), context.pointee.duration > 0 {
            stated = Double(context.pointee.duration) / Double(springtune_av_time_base())
        }
        let reduction = max(1, (max(width, height) + limits.workingLongSide - 1) / limits.workingLongSide)
        info = VideoInfo(path: path, container: String(cString: context.pointee.iformat.pointee.name),
                         codec: String(cString: avcodec_get_name(parameters.pointee.codec_id)),
                         width: width, height: height, reduction: reduction, statedDuration: stated,
                         timeBase: timeBase)
        stride = (info.workingWidth * 3 + 63) & ~63
        if let stated {
            let window = min(source.end ?? stated, stated) - (source.start ?? 0)
            guard window <= limits.maximumDuration else {
                avformat_close_input(&format)
                throw .overLimit(path: path, quantity: .duration, value: "\(Self.seconds(window)) s", limit: "\(Self.seconds(limits.maximumDuration)) s analysed at once")
            }
        }
        guard let codecContext = avcodec_alloc_context3(decoder) else {
            avformat_close_input(&format)
            throw .decoding(path: path, reason: "out of memory")
        }
        codec = codecContext
        codecContext.pointee.thread_count = 1
        guard avcodec_parameters_to_context(codecContext, parameters) >= 0, avcodec_open2(codecContext, decoder, nil) >= 0 else {
            release()
            throw .noDecoder(path: path, codec: info.codec)
        }
        packet = av_packet_alloc()
        frame = av_frame_alloc()
        if let start = source.start, start > 0 {
            // To the keyframe at or before the start; frames before it are skipped as read.
            let target = Int64((start + startOffset) / timeBase)
            if av_seek_frame(context, streamIndex, target, AVSEEK_FLAG_BACKWARD) >= 0 { avcodec_flush_buffers(codecContext) }
        }
    }

    deinit { release() }

    private func release() {
        if scaler != nil { sws_freeContext(scaler); scaler = nil }
        if frame != nil { av_frame_free(&frame) }
        if packet != nil { av_packet_free(&packet) }
        if codec != nil { avcodec_free_context(&codec) }
        if format != nil { avformat_close_input(&format) }
    }

    /// The next frame within the start and end, or `nil` after the last.
    /// - Throws: ``VideoError``: over the frame-count or duration limit, timestamps that go
    ///   back, or a file none of whose frames decodes (65).
    /// - Cost: demuxing and decoding up to the next frame, and one conversion to RGB.
    public func next() throws(VideoError) -> VideoFrame? {
        while !finished {
            guard let format, let codec, let packet, let frame else { return nil }
            let received = avcodec_receive_frame(codec, frame)
            if received >= 0 {
                defer { av_frame_unref(frame) }
                if let converted = try convert(frame) { return converted }
                continue
            }
            if received == springtune_averror_eof() { finished = true; break }
            guard received == springtune_averror_eagain() else {
                decodeFailures += 1
                if decodeFailures > 1000 { throw .decoding(path: info.path, reason: "the video does not decode (\(Self.message(received)))") }
                continue
            }
            if flushed { finished = true; break }
            let read = av_read_frame(format, packet)
            if read < 0 {
                // The end, or a file cut short: what was read is decoded, then the stream ends.
                avcodec_send_packet(codec, nil)
                flushed = true
                continue
            }
            defer { av_packet_unref(packet) }
            guard packet.pointee.stream_index == streamIndex else { continue }
            if avcodec_send_packet(codec, packet) < 0 {
                decodeFailures += 1
                if decodeFailures > 1000 { throw .decoding(path: info.path, reason: "the video's packets do not decode") }
            }
        }
        if framesRead == 0 {
            throw .decoding(path: info.path, reason: source.start == nil
                ? "no frame of the video decodes (the file may be cut short or damaged)"
                : "no frame lies between the start and end times")
        }
        return nil
    }

    /// The frame's time and RGB pixels, or `nil` for a frame before the start or after the end.
    private func convert(_ frame: UnsafeMutablePointer<AVFrame>) throws(VideoError) -> VideoFrame? {
        let pts = frame.pointee.best_effort_timestamp != springtune_av_nopts_value() ? frame.pointee.best_effort_timestamp : frame.pointee.pts
        guard pts != springtune_av_nopts_value() else {
            throw .decoding(path: info.path, reason: "frame \(framesRead + 1) has no timestamp: the container does not time its frames")
        }
        let time = Double(pts) * timeBase - startOffset
        if let start = source.start, time < start - 1e-9 { return nil }
        if let end = source.end, time > end + 1e-9 { finished = true; return nil }
        if let lastTime, !(time > lastTime) {
            // A repeated timestamp: the later frame replaces nothing and is dropped.
            if time == lastTime { return nil }
            throw .decoding(path: info.path, reason: "frame times go back (\(time) s after \(lastTime) s)")
        }
        let first = firstTime ?? time
        firstTime = first
        guard time - first <= limits.maximumDuration else {
            throw .overLimit(path: info.path, quantity: .duration, value: "over \(Self.seconds(limits.maximumDuration)) s", limit: "\(Self.seconds(limits.maximumDuration)) s analysed at once")
        }
        framesRead += 1
        guard framesRead <= limits.maximumFrames else {
            throw .overLimit(path: info.path, quantity: .frameCount, value: "over \(limits.maximumFrames)", limit: "\(limits.maximumFrames) frames analysed at once")
        }
        let width = Int(frame.pointee.width), height = Int(frame.pointee.height)
        guard width == info.width, height == info.height else {
            throw .decoding(path: info.path, reason: "the frame size changes from \(info.width)×\(info.height) to \(width)×\(height) at \(time) s")
        }
        let outWidth = info.workingWidth, outHeight = info.workingHeight
        scaler = sws_getCachedContext(scaler, Int32(width), Int32(height), AVPixelFormat(frame.pointee.format),
                                      Int32(outWidth), Int32(outHeight), AV_PIX_FMT_RGB24, SWS_AREA, nil, nil, nil)
        guard let scaler else { throw .decoding(path: info.path, reason: "its pixel format cannot be converted to RGB") }
        if buffer.count != stride * outHeight + 64 { buffer = [UInt8](repeating: 0, count: stride * outHeight + 64) }
        let sources: [UnsafePointer<UInt8>?] = [frame.pointee.data.0, frame.pointee.data.1, frame.pointee.data.2, frame.pointee.data.3,
                                                 frame.pointee.data.4, frame.pointee.data.5, frame.pointee.data.6, frame.pointee.data.7].map { $0.map { UnsafePointer($0) } }
        let strides: [Int32] = [frame.pointee.linesize.0, frame.pointee.linesize.1, frame.pointee.linesize.2, frame.pointee.linesize.3,
                                frame.pointee.linesize.4, frame.pointee.linesize.5, frame.pointee.linesize.6, frame.pointee.linesize.7]
        let rows = buffer.withUnsafeMutableBufferPointer { out -> Int32 in
            var destinations: [UnsafeMutablePointer<UInt8>?] = [out.baseAddress, nil, nil, nil]
            let destinationStrides: [Int32] = [Int32(stride), 0, 0, 0]
            return sws_scale(scaler, sources, strides, 0, Int32(height), &destinations, destinationStrides)
        }
        guard rows == Int32(outHeight) else { throw .decoding(path: info.path, reason: "the frame at \(time) s cannot be converted to RGB") }
        var pixels = [UInt8](repeating: 0, count: outWidth * outHeight * 3)
        pixels.withUnsafeMutableBufferPointer { out in
            buffer.withUnsafeBufferPointer { inBuffer in
                for row in 0..<outHeight {
                    let from = inBuffer.baseAddress! + row * stride
                    (out.baseAddress! + row * outWidth * 3).update(from: from, count: outWidth * 3)
                }
            }
        }
        lastTime = time
        return VideoFrame(time: time, width: outWidth, height: outHeight, pixels: pixels)
    }

    private static func checkSize(_ width: Int, _ height: Int, path: String, limits: VideoLimits) throws(VideoError) {
        if max(width, height) > limits.maximumSide {
            throw .overLimit(path: path, quantity: .frameSize, value: "\(width)×\(height)", limit: "\(limits.maximumSide) pixels a side")
        }
        if width * height > limits.maximumPixels {
            throw .overLimit(path: path, quantity: .pixelCount, value: "\(width * height) (\(width)×\(height))", limit: "\(limits.maximumPixels) pixels")
        }
    }

    private static func videoCodecName(_ context: UnsafeMutablePointer<AVFormatContext>) -> String? {
        for index in 0..<Int(context.pointee.nb_streams) {
            if let parameters = context.pointee.streams[index]?.pointee.codecpar, parameters.pointee.codec_type == AVMEDIA_TYPE_VIDEO {
                return String(cString: avcodec_get_name(parameters.pointee.codec_id))
            }
        }
        return nil
    }

    /// FFmpeg's text for an error code.
    private static func message(_ code: Int32) -> String {
        var text = [CChar](repeating: 0, count: 256)
        av_strerror(code, &text, text.count)
        let bytes = text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self).lowercased()
    }

    private static func seconds(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : NumberStyle.fixed(3).text(value)
    }

    /// A frame rate as FFmpeg's rational text (`60000/1001`, `60`).
    private static func rational(_ rate: Double) -> String {
        rate.rounded() == rate ? "\(Int(rate))" : "\(Int((rate * 1_000_000).rounded()))/1000000"
    }
}
