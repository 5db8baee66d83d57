import SpringKit
import SpringReport
import SpringRequests
import SpringTestSupport
import Testing

/// `springtune solve`'s JSON written whole (``SolveRequest/json(error:)``, what springkit.js
/// answers) against the same document streamed in pieces (``SolveRequest/write(as:error:to:)``,
/// what the CLI prints): byte for byte, for seeded springs, solvers and samplings.
struct SolveRequestTests {
    /// Seeded underdamped, critical and overdamped springs with steps and velocities.
    static func springs(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let stiffness = random.logUniform(5, 2000), zeta = [random.logUniform(0.05, 0.99), 1, random.logUniform(1.01, 3)][index % 3]
            let motion = index % 2 == 0 ? ",from=\(random.uniform(-100, 100)),to=\(random.uniform(-100, 100))" : ",velocity=\(random.uniform(-5, 5))"
            return "k=\(stiffness),c=\(2 * zeta * stiffness.squareRoot())" + motion
        }
    }

    /// The streamed document, joined.
    static func streamed(_ request: SolveRequest, error: Bool) throws -> String {
        var text = ""
        try request.write(as: .json, error: error ? try request.exact() : nil) { text += $0 }
        return text
    }

    @Test(arguments: ["exact", "rk4", "verlet", "pop", "motion", "react-spring", "android", "svelte", "jnw", "reanimated"])
    func wholeJSONIsTheStreamedJSON(solverName: String) throws {
        let solver = try #require(Solver(rawValue: solverName))
        for (index, spec) in Self.springs(count: 6, seed: 0x5017E + UInt64(solverName.utf8.count)).enumerated() {
            let source = try SpringSource(springs: [spec], presets: [])
            let retargets = try RetargetRequest(parsing: index == 5 && solver.followsRetargets ? ["0.2:0.5"] : [])
            let request = try SolveRequest(source: source, duration: 1.5, samples: index % 2 == 0 ? 301 : nil,
                                           step: index % 2 == 0 ? nil : 1.0 / 120, solver: solver, retargets: retargets)
            let error = index % 3 == 1
            let whole = try request.json(error: error ? try request.exact() : nil)
            #expect(whole == (try Self.streamed(request, error: error)), "\(spec) drawn by \(solverName)")
            #expect(whole.hasPrefix("{\"t\":[0,") && whole.hasSuffix("]}\n") && whole.contains(",\"error\":[") == error)
        }
    }

    /// More samples than one streamed piece (65,536): the pieces' seams are invisible.
    @Test func wholeJSONAcrossPieces() throws {
        let request = try SolveRequest(source: try SpringSource(springs: ["k=170,c=26,from=3,to=-1"], presets: []), duration: 2,
                                       samples: 70_001, step: nil, retargets: try RetargetRequest(parsing: []))
        #expect(try request.json() == (try Self.streamed(request, error: false)))
    }

    @Test func engineSettingNamesAreRefusedNamingTheAllowedOnes() throws {
        for property in AndroidSpringRenderer.Property.allCases {
            #expect(try EngineSettings.androidProperty(named: property.rawValue) == property)
        }
        for state in ReactSpringRenderer.FrameLoop.allCases {
            #expect(try EngineSettings.frameLoop(named: state.rawValue) == state)
        }
        #expect(throws: RequestError.invalid(.androidProperty, "'size'", "must be one of pixels, alpha, scale, rotation")) {
            try EngineSettings.androidProperty(named: "size")
        }
        #expect(throws: RequestError.invalid(.frameLoop, "'Idle'", "must be one of idle, running")) {
            try EngineSettings.frameLoop(named: "Idle")
        }
    }

    @Test func convertJSONIsTheRenderedJSON() throws {
        let setups = try SpringSource(springs: ["k=100,c=10", "svelte:stiffness=0.1,damping=0.25"], presets: []).resolved().setups
        let request = try ConvertRequest(frameRate: 120)
        #expect(request.json(for: setups) == request.rendered(setups, as: .json))
        #expect(request.json(for: setups) != (try ConvertRequest()).json(for: setups))
    }
}
