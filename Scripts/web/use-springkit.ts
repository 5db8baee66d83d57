// A consumer of springkit.js, type-checked against springkit.d.ts by Scripts/test-web.sh
// (tsc --strict --noEmit): the API as docs/web.md shows it.
import { load, SpringKitError, type MetricsRecord, type Conversion, type DurationRecord } from "./springkit";

export async function settling(spec: string): Promise<number | null> {
  const sk = await load();
  const record: MetricsRecord = sk.metrics(spec);
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
  return record.settlingTime;
}
