// A consumer of springkit.js, type-checked against springkit.d.ts by Scripts/test-web.sh
// (tsc --strict --noEmit): the API as docs/web.md shows it.
import { load, SpringKitError, type MetricsRecord, type Conversion, type DurationRecord, type PresetRecord, type ExportFormatName, type StudioAnswer } from "./springkit";

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
  const answer: StudioAnswer = sk.studio("GET", "/api/metrics", new URLSearchParams([["spring", spec]]).toString());
  console.log(answer.status, answer.type, answer.text.length);
  return record.settlingTime;
}
