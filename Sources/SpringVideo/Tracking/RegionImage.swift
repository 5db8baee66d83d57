/// A rectangle of working pixels cut from frames, and the per-channel operations the tracker
/// runs on it.
struct RegionImage: Sendable, Hashable {
    /// The left edge and top edge in working pixels, and the size.
    var x: Int, y: Int, width: Int, height: Int

    /// The number of pixels.
    var count: Int { width * height }

    /// The region's RGB values of `frame`, as floats.
    func floats(of frame: VideoFrame) -> [Float] {
        var out = [Float](repeating: 0, count: count * 3)
        frame.pixels.withUnsafeBufferPointer { pixels in
            out.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    let source = ((y + row) * frame.width + x) * 3
                    let target = row * width * 3
                    for i in 0..<(width * 3) { out[target + i] = Float(pixels[source + i]) }
                }
            }
        }
        return out
    }

    /// The indices of the pixels on the region's border, each once.
    var borderPixels: [Int] {
        var out: [Int] = []
        for column in 0..<width {
            out.append(column)
            if height > 1 { out.append((height - 1) * width + column) }
        }
        if height > 2 {
            for row in 1..<(height - 1) {
                out.append(row * width)
                if width > 1 { out.append(row * width + width - 1) }
            }
        }
        return out
    }

    /// The per-channel median of the pixels on the region's border: the backdrop's colour
    /// (the region is chosen with a margin around the element, so its border is backdrop).
    func borderMedian(_ image: [Float]) -> SIMD3<Float> {
        var channels: [[Float]] = [[], [], []]
        for p in borderPixels { for c in 0..<3 { channels[c].append(image[p * 3 + c]) } }
        var out = SIMD3<Float>()
        for c in 0..<3 {
            let sorted = channels[c].sorted()
            out[c] = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
        return out
    }

    /// `mask` grown by `radius` pixels (square neighbourhood).
    func dilated(_ mask: [Bool], radius: Int) -> [Bool] {
        guard radius > 0 else { return mask }
        var horizontal = [Bool](repeating: false, count: count)
        for row in 0..<height {
            for column in 0..<width where mask[row * width + column] {
                for c in max(0, column - radius)...min(width - 1, column + radius) { horizontal[row * width + c] = true }
            }
        }
        var out = [Bool](repeating: false, count: count)
        for row in 0..<height {
            for column in 0..<width where horizontal[row * width + column] {
                for r in max(0, row - radius)...min(height - 1, row + radius) { out[r * width + column] = true }
            }
        }
        return out
    }

    /// The pixels of `mask` in connected clusters (8-neighbourhood) of at least `share` of the
    /// largest cluster's size.
    func largeComponents(_ mask: [Bool], share: Double) -> [Bool] {
        var label = [Int](repeating: -1, count: count)
        var sizes: [Int] = []
        for start in 0..<count where mask[start] && label[start] < 0 {
            let id = sizes.count
            var size = 0
            var stack = [start]
            label[start] = id
            while let p = stack.popLast() {
                size += 1
                let row = p / width, column = p % width
                for r in max(0, row - 1)...min(height - 1, row + 1) {
                    for c in max(0, column - 1)...min(width - 1, column + 1) where mask[r * width + c] && label[r * width + c] < 0 {
                        label[r * width + c] = id
                        stack.append(r * width + c)
                    }
                }
            }
            sizes.append(size)
        }
        let least = Double(sizes.max() ?? 0) * share
        return label.map { $0 >= 0 && Double(sizes[$0]) >= least }
    }

    /// The pixels of `allowed` connected (8-neighbourhood) to a pixel of `seeds` that is allowed.
    func connected(_ allowed: [Bool], seeds: [Bool]) -> [Bool] {
        var out = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        for p in 0..<count where seeds[p] && allowed[p] {
            out[p] = true
            stack.append(p)
        }
        while let p = stack.popLast() {
            let row = p / width, column = p % width
            for dr in -1...1 {
                for dc in -1...1 {
                    let r = row + dr, c = column + dc
                    guard r >= 0, r < height, c >= 0, c < width else { continue }
                    let q = r * width + c
                    if allowed[q] && !out[q] { out[q] = true; stack.append(q) }
                }
            }
        }
        return out
    }
}
