import SpringExport
import SpringKit
import SpringTestSupport
import Testing

/// `export --as reanimated` and `reanimated3`: the generated TypeScript type-checks with
/// `tsc --noEmit --strict` against minimal declarations of Reanimated's `withSpring` API
/// (restated from Reanimated 4's `springConfigs.ts` and Reanimated 3's `springUtils.ts`: the
/// config type is a union that forbids mixing the physics and time forms), is used as
/// `withSpring(to, config)`, and writes the spring exactly.
@Suite(.serialized) struct ExportReanimatedTests {
    /// Reanimated's config type for `version`, as its source declares it.
    static func declarations(_ version: ExportFormat) -> String {
        let extra = version == .reanimated ? "energyThreshold?: number;" : "restDisplacementThreshold?: number; restSpeedThreshold?: number;"
        return """
            declare module "react-native-reanimated" {
              export enum ReduceMotion { System = "system", Always = "always", Never = "never" }
              export type SpringConfig = {
                stiffness?: number; overshootClamping?: boolean; \(extra) velocity?: number; reduceMotion?: ReduceMotion;
              } & (
                | { mass?: number; damping?: number; duration?: never; dampingRatio?: never; clamp?: never }
                | { mass?: never; damping?: never; duration?: number; dampingRatio?: number; clamp?: { min?: number; max?: number } }
              );
              export type WithSpringConfig = SpringConfig;
              export function withSpring<T extends number>(toValue: T, userConfig?: WithSpringConfig,
                                                           callback?: (finished?: boolean) => void): T;
            }

            """
    }

    /// Specs exported in each format: both forms, a velocity, an overdamped spring, a spring
    /// given in another family.
    static let specs: [ExportFormat: [String]] = [
        .reanimated: ["reanimated:duration=550,dampingRatio=0.75", "reanimated:dampingRatio=0.5",
                      "reanimated:stiffness=900,damping=90", "reanimated:mass=1,stiffness=100,damping=30,from=0,to=300,absoluteVelocity=-400",
                      "swiftui:duration=0.5,bounce=0.3"],
        .reanimated3: ["reanimated3:duration=2000,from=0,to=100", "reanimated3:duration=800,dampingRatio=0.3,stiffness=250,velocity=2",
                       "reanimated3:mass=1,stiffness=100,damping=10", "k=300,c=80,m=2"],
    ]

    static func program(_ format: ExportFormat, mutating mutate: (String) -> String = { $0 }) throws -> [String: String] {
        var files = ["reanimated.d.ts": declarations(format)]
        var use = "import { withSpring } from \"react-native-reanimated\";\n"
        for (index, spec) in specs[format, default: []].enumerated() {
            let setup = try SpringSpec.parse(spec).resolved()
            let subject = ExportSubject(setup: setup, spec: try SpringSpec.parse(spec))
            files["gen\(index).ts"] = mutate(try SpringExporter.export(subject, as: format))
            use += "import { springConfig as g\(index) } from \"./gen\(index)\";\n"
            use += "export const v\(index): number = withSpring(\(ExportNumberProbe.target(setup)), g\(index));\n"
        }
        files["use.ts"] = use
        return files
    }

    @Test(arguments: [ExportFormat.reanimated, .reanimated3])
    func exportsTypeCheckAgainstReanimated(_ format: ExportFormat) throws {
        let check = try Toolchain.typeCheckTypeScript(try Self.program(format))
        #expect(check.succeeded, "\(check)")
    }

    /// The declarations are strict: a time-form export given a damping too is rejected, as
    /// Reanimated's own type rejects it.
    @Test func mixingTheFormsIsCaught() throws {
        let check = try Toolchain.typeCheckTypeScript(try Self.program(.reanimated, mutating: {
            $0.replacingOccurrences(of: "{ duration: 550,", with: "{ damping: 10, duration: 550,")
        }))
        #expect(!check.succeeded && check.output.contains("gen0.ts"), "\(check)")
    }

    /// The physics form is the spring itself (exact), the time form the keys it was given in,
    /// the velocity Reanimated's (units per second); undamped springs are refused.
    @Test func exportsWriteTheSpringExactly() throws {
        let physics = try SpringExporter.export(ExportSubject(spring: try Spring(mass: 4, stiffness: 900, damping: 90)), as: .reanimated)
        #expect(physics.contains("= { mass: 4, stiffness: 900, damping: 90 };"), "\(physics)")
        let odd = try Spring(mass: 1.25, stiffness: 123.456789012345, damping: 7.0000000000001)
        let text = try SpringExporter.export(ExportSubject(spring: odd), as: .reanimated3)
        #expect(text.contains("mass: 1.25, stiffness: 123.456789012345, damping: 7.0000000000001 };"), "\(text)")
        let spec = try SpringSpec.parse("reanimated:duration=550,dampingRatio=0.75")
        let timed = try SpringExporter.export(ExportSubject(setup: try spec.resolved(), spec: spec), as: .reanimated)
        #expect(timed.contains("= { duration: 550, dampingRatio: 0.75 };") && timed.contains("1566.650390625"), "\(timed)")
        let moving = try SpringSpec.parse("reanimated:stiffness=900,damping=90,from=0,to=300,velocity=2")
        #expect(try SpringExporter.export(ExportSubject(setup: try moving.resolved(), spec: moving), as: .reanimated)
                .contains("velocity: 600 };"))
        #expect(throws: ExportError.self) {
            try SpringExporter.export(ExportSubject(spring: try Spring(mass: 1, stiffness: 100, damping: 0)), as: .reanimated)
        }
    }
}

/// The target a use of an export animates to.
enum ExportNumberProbe {
    static func target(_ setup: SpringSetup) -> String {
        let to = setup.motion.to
        return to == to.rounded() ? String(Int(to)) : "\(to)"
    }
}
