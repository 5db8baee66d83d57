import SpringExport
import SpringKit
import SpringPresets
import SpringTestSupport
import Testing

/// Generated JavaScript must type-check: every JavaScript export of a few springs is checked
/// with `tsc --strict --checkJs` against minimal declarations of each library's API (written
/// here, from each library's published types), and used the way the library is called.
/// Each export carries a JSDoc `@type` naming the library's type, so a misspelt key or a
/// value of the wrong type is an error (an object literal checked against a declared type
/// admits no unknown key).
@Suite(.serialized) struct ExportTypeScriptTypecheckTests {
    /// The libraries' APIs, as far as the exports and their uses need them.
    static let declarations = """
        declare module "motion" {
          export interface SpringOptions {
            stiffness?: number; damping?: number; mass?: number; velocity?: number;
            restSpeed?: number; restDelta?: number; duration?: number; visualDuration?: number; bounce?: number;
          }
          export interface Transition extends SpringOptions {
            type?: "decay" | "spring" | "keyframes" | "tween" | "inertia"; delay?: number;
          }
          export function animate(element: string, keyframes: { [key: string]: number | number[] }, transition?: Transition): void;
        }
        declare module "motion/react" {
          import type { SpringOptions } from "motion";
          export interface MotionValue<V> { get(): V; set(value: V): void }
          export function useSpring(source: number | MotionValue<number>, options?: SpringOptions): MotionValue<number>;
        }
        declare module "@react-spring/web" {
          export interface SpringConfig {
            mass?: number; tension?: number; friction?: number; velocity?: number | number[];
            precision?: number; clamp?: boolean; duration?: number; bounce?: number; frequency?: number; damping?: number;
          }
        }
        declare module "react-native" {
          export namespace Animated {
            class Value { constructor(value: number) }
            interface SpringAnimationConfig {
              toValue: number; useNativeDriver: boolean;
              stiffness?: number; damping?: number; mass?: number; velocity?: number;
              bounciness?: number; speed?: number; tension?: number; friction?: number;
              overshootClamping?: boolean; restDisplacementThreshold?: number; restSpeedThreshold?: number; delay?: number;
            }
            function spring(value: Value, config: SpringAnimationConfig): { start(): void };
          }
        }
        declare module "animejs" {
          export interface SpringParams {
            mass?: number; stiffness?: number; damping?: number; velocity?: number; bounce?: number; duration?: number;
            onComplete?: () => void;
          }
          export class Spring { ease: (t: number) => number; settlingDuration: number }
          export function spring(parameters?: SpringParams): Spring;
          export function animate(targets: string, parameters: { [key: string]: unknown; ease?: Spring | ((t: number) => number) }): void;
        }

        """

    /// How each library calls what the export declares (`NAME` is the imported value).
    static let uses: [ExportFormat: String] = [
        .motionTransition: "animate(\"div\", { y: [0, 1] }, NAME);",
        .motionUseSpring: "useSpring(0, NAME).get();",
        .reactSpring: "const CONFIG: SpringConfig = NAME; void CONFIG;",
        .reactNative: "Animated.spring(new Animated.Value(0), NAME).start();",
        .anime: "animeAnimate(\"div\", { y: [0, 1], ease: NAME }); void NAME.settlingDuration;",
    ]

    static let header = """
        import { animate } from "motion";
        import { useSpring } from "motion/react";
        import type { SpringConfig } from "@react-spring/web";
        import { Animated } from "react-native";
        import { animate as animeAnimate } from "animejs";

        """

    /// Springs of every regime, with and without a velocity, and one given in Motion's and one
    /// in anime.js's own form.
    static func subjects() throws -> [ExportSubject] {
        var list: [ExportSubject] = []
        for (m, k, c, v) in [(1.0, 100.0, 10.0, 0.0), (2.4, 450, 32, 0.5), (1, 100, 60, 0), (1, 300, 1, -2)] {
            list.append(ExportSubject(spring: try Spring(mass: m, stiffness: k, damping: c),
                                      motion: try Motion(from: 0, to: 1, initialVelocity: v), name: "alert-pop-in"))
        }
        for text in ["motion:visualDuration=0.3,bounce=0.25", "anime:bounce=0.3,duration=400"] {
            let spec = try SpringSpec.parse(text)
            let library = PresetLibrary.bundled
            list.append(ExportSubject(setup: try library.setup(for: spec), spec: try library.familySpec(for: spec)))
        }
        return list
    }

    /// The generated files and the file using them.
    static func program(mutating mutate: (String) -> String = { $0 }) throws -> [String: String] {
        var files = ["libraries.d.ts": declarations]
        var use = header
        var index = 0
        for subject in try subjects() {
            for format in uses.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
                let text = mutate(try SpringExporter.export(subject, as: format))
                let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("export const ") })
                let name = String(line.dropFirst("export const ".count).prefix { $0 != " " })
                files["gen\(index).js"] = text
                use += "import { \(name) as g\(index) } from \"./gen\(index).js\";\n"
                use += uses[format, default: ""].replacingOccurrences(of: "NAME", with: "g\(index)")
                    .replacingOccurrences(of: "CONFIG", with: "c\(index)") + "\n"
                index += 1
            }
        }
        files["use.ts"] = use
        return files
    }

    @Test func everyJavaScriptExportTypeChecksAgainstItsLibrary() throws {
        let check = try Toolchain.typeCheckTypeScript(try Self.program())
        #expect(check.succeeded, "\(check)")
    }

    @Test func aMisspeltKeyIsCaught() throws {
        // The same program with one key misspelt in every export: tsc must reject each file.
        let check = try Toolchain.typeCheckTypeScript(try Self.program(mutating: {
            $0.replacingOccurrences(of: "damping:", with: "dampnig:")
        }))
        #expect(!check.succeeded)
        let rejected = Set(check.output.split(separator: "\n").compactMap { $0.split(separator: "(").first.map(String.init) })
        // Every file with a damping key is named in a diagnostic.
        let files = try Self.program()
        for (name, text) in files where name.hasPrefix("gen")
            && text.split(separator: "\n").contains(where: { $0.hasPrefix("export const") && $0.contains("damping:") }) {
            #expect(rejected.contains(name), "\(name) was accepted with a misspelt key:\n\(check.output)")
        }
    }
}
