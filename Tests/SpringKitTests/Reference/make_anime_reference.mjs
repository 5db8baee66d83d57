// make_anime_reference.mjs — prints the rows of AnimeEase.timed (Reference/AnimeEaseValues.swift)
// by running anime.js's own spring code under node. anime.js is not in this repository: check out
// juliangarnier/anime at v4.4.1 (commit 308c093) into DIR and run
//   node make_anime_reference.mjs DIR
// It imports DIR/src/easings/spring/index.js unmodified, builds `new Spring(params)` for each case
// and prints, for each time in milliseconds, `ease(ms / settlingDuration)`: the progress anime's
// tween gives its easing (`tweenNewTime / tween._updateDuration`, both in ms). The times are
// whole milliseconds that survive the round trip ms/1000*1000 exactly, so the same instant read
// in seconds is the same progress. Numbers are printed by JSON.stringify (the shortest decimal
// that reads back as the same double).
import path from 'path';
import { pathToFileURL } from 'url';

const dir = path.resolve(process.argv[2] || '.');
const { Spring } = await import(pathToFileURL(path.join(dir, 'src/easings/spring/index.js')).href);

const cases = [
  [{ stiffness: 100, damping: 0 }, 'undamped (damping clamped to 1e-11): the 60 s cap'],
  [{ stiffness: 10000, damping: 0 }, 'undamped, k 10000: the 60 s cap'],
  [{ stiffness: 100, damping: 20.000000000000004 }, 'damping one ulp above critical: anime cancels ~1e8'],
  [{ duration: 500, bounce: 0.3 }, 'bounce/duration form 500 ms, 0.3'],
];
for (const [params, note] of cases) {
  const spring = new Spring(params);
  const S = spring.settlingDuration;
  const times = [];
  for (let i = 1; i < 40; i++) {
    let ms = Math.round((S * i) / 40) + (i % 7);
    while ((ms / 1000) * 1000 !== ms) ms += 1;
    if (ms < S) times.push(ms);
  }
  const ease = times.map((ms) => [ms, spring.ease(ms / S)]);
  console.log(JSON.stringify({ params, note, zeta: spring.zeta, b: spring.b, solverDuration: spring.solverDuration,
                               settlingDuration: S, ease }));
}
