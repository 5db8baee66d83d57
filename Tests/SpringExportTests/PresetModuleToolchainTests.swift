import Foundation
@testable import SpringExport
import SpringKit
import SpringPresets
import SpringTestSupport
import Testing

/// The generated modules checked by the real toolchains: `swiftc -typecheck` (against
/// SpringKit as built and the SwiftUI/QuartzCore stubs), `tsc --noEmit --strict` (TypeScript and
/// JavaScript, one run, against minimal declarations of motion, react-spring, Reanimated and
/// React Native written here), and `kotlinc` (one run, against minimal androidx stubs written
/// here). Never skipped: a missing compiler fails. The fixture file and every bundled preset.
@Suite(.serialized) struct PresetModuleToolchainTests {
    /// The fixture presets and the bundled ones (their names all become identifiers).
    static func module() throws -> PresetModule {
        try PresetModule(presets: try PresetModuleFixtures.file().presets + PresetLibrary.bundled.presets,
                         sources: ["mine.json", "presets/*.json"], command: "springtune preset export …")
    }

    @Test func swiftModuleTypeChecksAgainstSpringKitSwiftUIAndQuartzCore() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try ExportSwiftTypecheckTests.buildStub("SwiftUI", into: directory)
        try ExportSwiftTypecheckTests.buildStub("QuartzCore", into: directory)
        // SpringKit as this build compiled it (its module and RealModule's, beside the test binary).
        let modules = CLI.executable.deletingLastPathComponent().appendingPathComponent("Modules")
        #expect(FileManager.default.fileExists(atPath: modules.appendingPathComponent("SpringKit.swiftmodule").path), "\(modules.path)")
        // RealModule's C shim (a clang module in the swift-numerics checkout of this build).
        var scratch = CLI.executable.resolvingSymlinksInPath().deletingLastPathComponent()
        var shims: URL?
        for _ in 0..<4 {
            let candidate = scratch.appendingPathComponent("checkouts/swift-numerics/Sources/_NumericsShims/include")
            if FileManager.default.fileExists(atPath: candidate.path) { shims = candidate; break }
            scratch = scratch.deletingLastPathComponent()
        }
        let shimsPath = try #require(shims, "no swift-numerics checkout above \(CLI.executable.path)").path
        let code = try Self.module().text(as: .swift)
        let use = """
            import SpringKit
            import SwiftUI
            import QuartzCore

            func use() -> (SpringKit.Spring, SpringKit.Motion, SwiftUI.Spring, SwiftUI.Animation, CASpringAnimation) {
                (SpringKit.Spring.myPop, SpringKit.Motion.slideOver, SwiftUI.Spring.swiftuiBouncy, SwiftUI.Animation.alertIn,
                 CASpringAnimation.slideOver())
            }
            """
        let file = directory.appendingPathComponent("Springs.swift"), useFile = directory.appendingPathComponent("Use.swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        try use.write(to: useFile, atomically: true, encoding: .utf8)
        let (status, output) = try ExportSwiftTypecheckTests.swiftc(["-typecheck", "-swift-version", "6", "-parse-as-library",
                                                                    "-I", directory.path, "-I", modules.path, "-I", shimsPath, file.path, useFile.path])
        #expect(status == 0, "swiftc rejected the swift module:\n\(output)\n\(code.prefix(3000))")
    }

    static let declarations = """
        declare module "motion" {
          export interface SpringOptions {
            type: "spring"; stiffness?: number; damping?: number; mass?: number; velocity?: number;
            restDelta?: number; restSpeed?: number; duration?: number; bounce?: number; visualDuration?: number;
          }
          export interface TweenOptions { type: "tween"; duration?: number; ease?: string }
          export type Transition = SpringOptions | TweenOptions;
          export function animate(element: string, keyframes: Record<string, number>, transition?: Transition): void;
        }
        declare module "@react-spring/web" {
          export interface SpringConfig {
            mass?: number; tension?: number; friction?: number; velocity?: number | number[];
            precision?: number; clamp?: boolean; duration?: number;
          }
        }
        declare module "react-native-reanimated" {
          export interface WithSpringConfig {
            mass?: number; stiffness?: number; damping?: number; velocity?: number; overshootClamping?: boolean;
            restDisplacementThreshold?: number; restSpeedThreshold?: number;
          }
          export function withSpring(toValue: number, config?: WithSpringConfig): number;
        }
        declare module "react-native" {
          export namespace Animated {
            class Value { constructor(value: number); }
            interface SpringAnimationConfig {
              toValue: number; stiffness?: number; damping?: number; mass?: number; velocity?: number;
              useNativeDriver: boolean; restDisplacementThreshold?: number; restSpeedThreshold?: number;
            }
            function spring(value: Value, config: SpringAnimationConfig): { start(): void };
          }
        }
        """

    @Test func typeScriptAndJavaScriptModulesTypeCheck() throws {
        let module = try Self.module()
        let use = """
            import { animate, type Transition } from "motion";
            import type { SpringConfig } from "@react-spring/web";
            import { withSpring, type WithSpringConfig } from "react-native-reanimated";
            import { Animated } from "react-native";
            import { springs, myPop } from "./springs";
            import { springs as plainSprings } from "./springs-plain.js";

            type Preset = (typeof springs)[keyof typeof springs];

            export function forms(preset: Preset): [Transition, SpringConfig, WithSpringConfig, Animated.SpringAnimationConfig, string | undefined] {
              animate("#box", { scale: preset.physical.to }, preset.motion);
              withSpring(preset.physical.to, preset.reanimated);
              Animated.spring(new Animated.Value(preset.physical.from), preset.reactNative).start();
              const easing = "css" in preset ? `${preset.css.durationMs}ms ${preset.css.easing}` : undefined;
              return [preset.motion, preset.reactSpring, preset.reanimated, preset.reactNative, easing];
            }

            export const pop: string = myPop.name;
            export const names: string[] = Object.keys(plainSprings);
            export const all = Object.values(springs).map(forms);
            """
        let check = try Toolchain.typeCheckTypeScript([
            "springs.ts": try module.text(as: .typescript),
            "springs-plain.js": try module.text(as: .javascript),
            "libraries.d.ts": Self.declarations,
            "use.ts": use,
        ])
        #expect(check.succeeded, "\(check)")
    }

    @Test func kotlinModuleCompilesAgainstAndroidxStubs() throws {
        let module = try Self.module()
        let use = """
            import springpresets.SpringPresets

            fun main() {
                val spec = SpringPresets.MyPop.spec
                val force = SpringPresets.SlideOver.force()
                println(spec.stiffness + force.getStiffness() + SpringPresets.SlideOver.START_VELOCITY + SpringPresets.AlertIn.FROM)
                println(SpringPresets.MyPop.NAME + SpringPresets.MyPop.KEY_PATH)
            }
            """
        let check = try Toolchain.compileKotlin([
            "SpringPresets.kt": try module.text(as: .kotlin),
            "androidx/Compose.kt": Toolchain.composeStub,
            "androidx/SpringForce.kt": Toolchain.springForceStub,
            "Use.kt": use,
        ])
        #expect(check.succeeded, "\(check)")
    }

    /// Issue 33: presets named as the types the module uses (`float`, `string`, `spring-spec`,
    /// `spring-force`), as its members (`t-o`, `n-a-m-e`), as non-finite words, with a
    /// description that holds `/*` and `*/` and control characters, a key path with DEL, a quote
    /// and `$`, and the longest name whose class file name fits in 255 bytes: kotlinc compiles
    /// the module, and the use below reads each of them.
    @Test func kotlinModuleOfHostileNamesCompiles() throws {
        let longest = String(repeating: "a", count: 235)
        let names = ["float", "string", "spring-spec", "spring-force", "t-o", "n-a-m-e", "f-r-o-m", "infinity-scroll", "nan", longest]
        let presets = names.map { name in
            ExportHostileInputTests.preset(name, description: "opens /* a comment, closes */ one\u{7f}\u{0} and ends",
                                           keyPath: "transform\u{7f}.\"scale\"$x")
        }
        let module = try PresetModule(presets: presets, sources: ["mine.json"], command: "springtune preset export --as kotlin")
        let objects = names.map { PresetModuleNaming.identifier($0, in: .kotlin) }
        let use = """
            import springpresets.SpringPresets

            fun main() {
            \(objects.map { "    println(SpringPresets.\($0).spec.stiffness + SpringPresets.\($0).force().getStiffness() + SpringPresets.\($0).TO)\n    println(SpringPresets.\($0).NAME + SpringPresets.\($0).KEY_PATH)" }.joined(separator: "\n"))
            }
            """
        let check = try Toolchain.compileKotlin([
            "SpringPresets.kt": try module.text(as: .kotlin),
            "androidx/Compose.kt": Toolchain.composeStub,
            "androidx/SpringForce.kt": Toolchain.springForceStub,
            "Use.kt": use,
        ])
        #expect(check.succeeded, "\(check)")
    }
}
