// A consumer of springkit.js, type-checked against springkit.d.ts by Scripts/test-web.sh
// (tsc --strict --noEmit): the API as docs/web.md shows it.
import { load, SpringKitError, type MetricsRecord, type Conversion, type DurationRecord, type PresetRecord, type ExportFormatName, type StudioAnswer,
  type SolvedCurve, type SolveOptions, type FitRecord, type FitOptions, type ExportOptions } from "./springkit";

export async function settling(spec: string): Promise<number | null> {
  const sk = await load();
  const record: MetricsRecord = sk.metrics(spec);
  console.log(sk.metrics(spec, { band: 0.05 }).settlingTime, sk.metrics(spec, { band: { absolute: 0.5 }, rest: { delta: 0.01, speed: 0.01 } }).restTime);
  const conversion: Conversion = sk.convert(spec);
  const pop = conversion["pop"];
  if (pop !== null && pop !== undefined && "bounciness" in pop) console.log(pop["bounciness"]);
  console.log(Object.keys(conversion.reasons), record.engineDurations.coreAnimation);
  const durations: DurationRecord[] = sk.durations(spec);
  for (const entry of durations) console.log(entry.engine, entry.duration ?? "never", entry.published);
  try {
    sk.metrics("k=-1,c=1");
  } catch (error) {
    if (error instanceof SpringKitError) {
      const code: number = error.exitCode;
      console.log(code, error.message);
    }
  }
  const presets: PresetRecord[] = sk.presets();
  const bouncy = presets.find((preset) => preset.name === "swiftui-bouncy");
  const format: ExportFormatName = "css";
  const css: string = sk.export(bouncy ? `preset:${bouncy.name}` : spec, format);
  console.log(css.length, sk.export(spec, "SwiftUI").split("\n")[0], sk.metrics("preset:alert-in,to=100").solver);
  const options: SolveOptions = { duration: 1, dt: 1 / 120, solver: "react-spring", frameRate: 120, frameLoop: "running" };
  const curve: SolvedCurve = sk.solve(spec, options);
  const withError = sk.solve(spec, { duration: 0.5, samples: 11, solver: "rk4", error: true, retargets: ["0.2:0.5"] });
  console.log(curve.t.length, curve.x[curve.x.length - 1], withError.error?.[10]);
  const targets: FitOptions = { settlingTime: 0.35, overshoot: 5, family: "swiftui" };
  const fit: FitRecord = sk.fit(targets);
  const keyframeFit = sk.fit({ keyframes: "0:0,0.25:1.08,0.5:1", timing: ["easeOut"], free: ["stiffness", "damping"] });
  console.log(fit.spec, fit.feasible, fit["bounce"], keyframeFit.rmsError, sk.fit({ match: "k=300,c=20", matchSolver: "pop" }).spec);
  const exportOptions: ExportOptions = { solver: "motion", maxError: 0.001 };
  console.log(sk.export(spec, "css", exportOptions), sk.convert(spec, { frameRate: 120 })["svelte"],
              sk.metrics(spec, { solver: "android", androidProperty: "alpha", retargets: ["0.1:2"] }).settlingTime);
  const answer: StudioAnswer = sk.studio("GET", "/api/metrics", new URLSearchParams([["spring", spec]]).toString());
  console.log(answer.status, answer.type, answer.text.length);
  return record.settlingTime;
}
