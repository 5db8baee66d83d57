// make_reanimated_reference.js — prints the values in ReanimatedReferenceValues.swift by running
// React Native Reanimated's own spring code under node. Reanimated's code is not in this
// repository; to regenerate, place beside a working directory DIR (outside the repository):
//   DIR/v4utils.js  — Reanimated 4 src/animation/spring/springUtils.ts @0893dd90, every function
//                     body unchanged, TypeScript types removed, exported with module.exports
//   DIR/v4spring.js — Reanimated 4 src/animation/spring/spring.ts @01e4626e, `withSpring` unchanged
//                     but for its types, its imports supplied: the springUtils functions,
//                     GentleSpringConfig {damping 120, mass 4, stiffness 900} and
//                     GentleSpringConfigWithDuration {duration 550, dampingRatio 1} from
//                     springConfigs.ts @178a31ed, defineAnimation = (to, factory) => factory(),
//                     getReduceMotionForAnimation = () => false
//   DIR/v3utils.js, DIR/v3spring.js — the same for Reanimated 3 springUtils.ts @0ba9e0a8 and
//                     spring.ts @b0b11b6f (checkIfConfigIsValid, which only logs, returning true)
//   DIR/valueSetter.js — packages/react-native-reanimated/src/valueSetter.ts @06dfaa17, the function
//                     body unchanged, types removed, exported with module.exports (it reads the
//                     globals __frameTimestamp, _getAnimationTimestamp and requestAnimationFrame,
//                     which this script supplies as a frame clock)
// then run `node make_reanimated_reference.js DIR`. It prints three blocks: Reanimated 4 stiffnesses
// (`stiffness`), Reanimated 3 masses (`mass`), and frames (`frames`, one JSON object per line:
// a shared value holding `from` is set to withSpring(to, config) by valueSetter at 0 ms — which
// runs onStart and the first onFrame at that timestamp, or returns at once when `to` is the
// current value — and the callbacks it requests are run at k·(1/60·1000) ms; the value after
// each frame until the animation finishes).
const path = require('path');
const dir = path.resolve(process.argv[2] || '.');
const u4 = require(path.join(dir, 'v4utils.js')), u3 = require(path.join(dir, 'v3utils.js'));
const s4 = require(path.join(dir, 'v4spring.js')), s3 = require(path.join(dir, 'v3spring.js'));
const { valueSetter } = require(path.join(dir, 'valueSetter.js'));
function lcg(seed) {
  let s = BigInt(seed);
  return () => { s = (s * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n); return Number(s >> 11n) / 2 ** 53; };
}
// Reanimated 4: calculateNewStiffnessToMatchDuration(x0, config, v0) at mass 4.
let rnd = lcg(20261125n);
const rows4 = [[550, 1, -1, 0, 'Gentle'], [550, 0.75, -1, 0, 'Wiggly'], [550, 0.92, -1, 0, 'Snappy'], [1333, 0.5, -1, 0, 'Reanimated3Default'],
  [100, 1, -1, 0, 'under the cap'], [185, 1, -1, 0, 'near the cap'], [5000, 0.3, -1, 0, 'slow'], [300, 2, -1, 0, 'overdamped'],
  [550, 1, -100, 0, 'distance 100'], [550, 1, -1, 2, 'velocity 2 toward the target'], [550, 0.5, -200, -800, 'velocity away']];
for (let i = 0; i < 24; i++) {
  const d = Math.exp(Math.log(120) + rnd() * Math.log(6000 / 120)), z = 0.1 + rnd() * 1.9;
  rows4.push([d, z, -1, 0, 'seeded']);
}
for (let i = 0; i < 8; i++) {
  const d = 150 + rnd() * 2000, z = 0.2 + rnd() * 1.3, x0 = -(1 + rnd() * 300), v0 = (rnd() * 2 - 1) * 3 * Math.abs(x0);
  rows4.push([d, z, x0, v0, 'seeded with velocity']);
}
for (const [d, z, x0, v0, note] of rows4) {
  const k = u4.calculateNewStiffnessToMatchDuration(x0, { dampingRatio: z, energyThreshold: 6e-9, mass: 4, duration: d, skipAnimation: false }, v0);
  console.log(`        (${d}, ${z}, ${x0}, ${v0}, ${k}, "${note}"),`);
}
// Reanimated 3: calculateNewMassToMatchDuration(x0, config, v0), restSpeedThreshold 2.
rnd = lcg(20261126n);
const rows3 = [[2000, 0.5, 100, 1, 0, 'defaults, distance 1'], [2000, 0.5, 100, 100, 0, 'defaults, distance 100'],
  [2000, 0.5, 100, -300, 0, 'distance -300'], [1333, 0.5, 100, 1, 0, 'R3 default with duration'], [500, 1, 100, 200, 0, 'critical'],
  [800, 0.3, 250, 50, 120, 'velocity'], [20000, 0.5, 100, 1, 0, 'past the bound 100'], [300, 1.5, 100, 1, 0, 'overdamped'],
  [2000, 0.5, 100, 0.001, 0, 'distance below the threshold']];
for (let i = 0; i < 20; i++) {
  const d = Math.exp(Math.log(150) + rnd() * Math.log(5000 / 150)), z = 0.1 + rnd() * 1.4, k = Math.exp(Math.log(20) + rnd() * Math.log(50));
  const x0 = (rnd() < 0.5 ? -1 : 1) * Math.exp(rnd() * Math.log(500)), v0 = i % 3 == 0 ? (rnd() * 2 - 1) * 4 * Math.abs(x0) : 0;
  rows3.push([d, z, k, x0, v0, 'seeded']);
}
for (const [d, z, k, x0, v0, note] of rows3) {
  const m = u3.calculateNewMassToMatchDuration(x0, { stiffness: k, dampingRatio: z, restSpeedThreshold: 2, duration: d, skipAnimation: false }, v0);
  console.log(`        (${d}, ${z}, ${k}, ${x0}, ${v0}, ${m}, "${note}"),`);
}
// Frames.
function run(lib, from, to, config) {
  const interval = (1 / 60) * 1000;
  let queue = [];
  global.requestAnimationFrame = (callback) => { queue.push(callback); };
  global.__frameTimestamp = 0;
  global._getAnimationTimestamp = () => global.__frameTimestamp;
  const mutable = { _value: from, _animation: null, get value() { return this._value; } };
  valueSetter(mutable, lib.withSpring(to, config));
  const values = [mutable._value];
  for (let k = 1; k < 4000; k++) {
    if (queue.length === 0) return { values, stop: k - 1 };
    const callbacks = queue;
    queue = [];
    global.__frameTimestamp = k * interval;
    for (const callback of callbacks) callback(k * interval);
    values.push(mutable._value);
  }
  return { values, stop: queue.length === 0 ? 3999 : null };
}
const cases = [
  ['v4', 0, 1, {}, 'v4 defaults, physics 4/900/120'],
  ['v4', 0, 1, { duration: 550, dampingRatio: 0.75 }, 'v4 Wiggly duration form'],
  ['v4', 0, 1, { mass: 4, stiffness: 900, damping: 90 }, 'v4 Wiggly physics form'],
  ['v4', 0, 300, { mass: 1, stiffness: 100, damping: 30, velocity: -400 }, 'v4 overdamped drawn as critical, velocity'],
  ['v4', 100, -50, { mass: 1, stiffness: 170, damping: 8 }, 'v4 underdamped downward'],
  ['v4', 0, 1, { mass: 4, stiffness: 900, damping: 110, overshootClamping: true }, 'v4 Snappy physics with clamping'],
  ['v3', 0, 1, {}, 'v3 defaults 1/100/10, distance 1'],
  ['v3', 0, 200, { mass: 1, stiffness: 100, damping: 10 }, 'v3 defaults, 200 px'],
  ['v3', 0, 100, { duration: 2000, dampingRatio: 0.5 }, 'v3 duration form, 100 px'],
  ['v3', 50, 0, { mass: 2, stiffness: 300, damping: 80, velocity: 100 }, 'v3 overdamped drawn as critical'],
  ['v4', 3, 3, { mass: 1, stiffness: 100, damping: 10, velocity: 50 }, 'v4 from == to with a velocity: not started'],
  ['v3', 3, 3, { mass: 1, stiffness: 100, damping: 10, velocity: 50 }, 'v3 from == to with a velocity: not started'],
  ['v3', 0, 0.005, { mass: 1, stiffness: 100, damping: 10 }, 'v3 a change under its thresholds: done at frame 0'],
  ['v3', 10, 10.009, { mass: 1, stiffness: 100, damping: 10, velocity: -1.5 }, 'v3 under its thresholds with a velocity'],
  ['v4', 0, 0.005, { mass: 1, stiffness: 100, damping: 10 }, 'v4 the same small change: the energy rule runs'],
  ['v4', 0.3, 1, { mass: 1, stiffness: 170, damping: 26 }, 'v4 frame 0 is onFrame at 0 ms: to + (from - to)'],
];
for (const [version, from, to, config, note] of cases) {
  const r = run(version === 'v4' ? s4 : s3, from, to, config);
  console.log(JSON.stringify({ version, from, to, config, note, stop: r.stop, values: r.values }));
}
// Long runs: the stopping frame of springs that rest after 60 s, and the value at a few frames
// (`long`, one JSON object per line).
const longCases = [
  ['v4', 0, 1, { mass: 1, stiffness: 100, damping: 0.1 }, 'v4 lightly damped: rests after 60 s'],
  ['v3', 0, 100, { mass: 1, stiffness: 100, damping: 0.1 }, 'v3 lightly damped, 100 px: rests after 60 s'],
];
for (const [version, from, to, config, note] of longCases) {
  const r = (function () {
    const interval = (1 / 60) * 1000;
    let queue = [];
    global.requestAnimationFrame = (callback) => { queue.push(callback); };
    global.__frameTimestamp = 0;
    const mutable = { _value: from, _animation: null, get value() { return this._value; } };
    valueSetter(mutable, (version === 'v4' ? s4 : s3).withSpring(to, config));
    const values = [mutable._value];
    for (let k = 1; k < 60 * 3600; k++) {
      if (queue.length === 0) return { values, stop: k - 1 };
      const callbacks = queue;
      queue = [];
      global.__frameTimestamp = k * interval;
      for (const callback of callbacks) callback(k * interval);
      values.push(mutable._value);
    }
    return { values, stop: null };
  })();
  const at = [3599, 3600, 3601, 3602, r.stop - 1].map((k) => [k, r.values[k]]);
  console.log(JSON.stringify({ long: true, version, from, to, config, note, stop: r.stop, at }));
}
