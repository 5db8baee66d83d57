import SpringTestSupport
import Testing

/// The compilers that check generated code reject what they should: a check that always
/// passed would prove nothing about the exporters.
@Suite struct ToolchainTests {
    @Test func typeScriptRejectsAMistypedValueAndAcceptsTheFixedOne() throws {
        let declarations = "declare module \"lib\" { export function spring(options: { stiffness: number }): number }\n"
        let bad = try Toolchain.typeCheckTypeScript(["lib.d.ts": declarations,
                                                     "a.ts": "import { spring } from \"lib\";\nexport const x = spring({ stiffness: \"1\" });\n"])
        #expect(!bad.succeeded, "\(bad)")
        #expect(bad.output.contains("a.ts(2,"), "\(bad)")
        let good = try Toolchain.typeCheckTypeScript(["lib.d.ts": declarations,
                                                      "a.ts": "import { spring } from \"lib\";\nexport const x = spring({ stiffness: 1 });\n"])
        #expect(good.succeeded, "\(good)")
    }

    @Test func kotlinRejectsAMistypedValueAndAcceptsTheFixedOne() throws {
        let bad = try Toolchain.compileKotlin(["A.kt": "package demo\nval stiffness: Float = \"1500\"\n"])
        #expect(!bad.succeeded, "\(bad)")
        #expect(bad.output.contains("A.kt:2:"), "\(bad)")
        let good = try Toolchain.compileKotlin(["A.kt": "package demo\nval stiffness: Float = 1500f\n"])
        #expect(good.succeeded, "\(good)")
    }
}
