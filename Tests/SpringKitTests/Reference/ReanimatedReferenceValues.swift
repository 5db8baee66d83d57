// ReanimatedReferenceValues.swift — values taken by running React Native Reanimated's own spring
// math, as-is, under node.
//
// Source: software-mansion/react-native-reanimated, Reanimated 4,
// `packages/react-native-reanimated/src/animation/spring/springUtils.ts` at commit
// 0893dd90898156277b8708ff82ad3f724f259f4b (`calculateNewStiffnessToMatchDuration`, `bisectRoot`,
// `getEnergy`, `initialCalculations`, the two closed forms and `isAnimationTerminatingCalculation`)
// with `spring.ts` at commit 01e4626eaf1e4038f3ab69a98ff08ba7d056e2ee (`withSpring`: the default
// config, `onStart`, `springOnFrame`); Reanimated 3, `packages/react-native-reanimated/src/animation/
// springUtils.ts` at commit 0ba9e0a8f35686b3e316038209929bf0ab34bb2a and `spring.ts` at commit
// b0b11b6fe782b5d889fe87378fc3f508c08b60a8 (3.16/3.17 line: `calculateNewMassToMatchDuration`,
// the rest thresholds, the duration end). The functions' bodies were copied unmodified into
// CommonJS files under /tmp with their TypeScript types stripped (no statement changed), and driven by
// Reference/make_reanimated_reference.js under node v20.20.2 on 2026-11-25; neither Reanimated's
// code nor the stripped copies are in this repository. Numbers are printed by template literals,
// i.e. the shortest decimal that reads back as the same double, so each literal is Reanimated's
// double exactly. Seeded inputs come from a 64-bit LCG (seed 20261125); they only pick inputs.

/// Reanimated's spring math, as its source computes it.
enum ReanimatedReference {
    /// Reanimated 4 `calculateNewStiffnessToMatchDuration(x0, config, v0)` at mass 4 and energy
    /// threshold 6e-9: `(duration ms, dampingRatio, x0 = from − to, v0 units/s, stiffness, note)`.
    static let stiffness: [(duration: Double, dampingRatio: Double, x0: Double, v0: Double, stiffness: Double, note: String)] = [
        (550, 1, -1, 0, 898.92578125, "Gentle"),
        (550, 0.75, -1, 0, 1566.650390625, "Wiggly"),
        (550, 0.92, -1, 0, 1055.17578125, "Snappy"),
        (1333, 0.5, -1, 0, 589.599609375, "Reanimated3Default"),
        (100, 1, -1, 0, 8000, "under the cap"),
        (185, 1, -1, 0, 7945.3125, "near the cap"),
        (5000, 0.3, -1, 0, 115.17333984375, "slow"),
        (300, 2, -1, 0, 813.96484375, "overdamped"),
        (550, 1, -100, 0, 898.92578125, "distance 100"),
        (550, 1, -1, 2, 876.708984375, "velocity 2 toward the target"),
        (550, 0.5, -200, -800, 3595.703125, "velocity away"),
        (1573.348833629865, 1.3980378642917353, -1, 0, 58.013916015625, "seeded"),
        (3040.16052163967, 1.5423506610059337, -1, 0, 12.907028198242188, "seeded"),
        (680.7508578262582, 0.26538945397411084, -1, 0, 7927.734375, "seeded"),
        (5455.030976741677, 1.5555828644845866, -1, 0, 3.9453506469726562, "seeded"),
        (1192.1146538233277, 1.8998385333846683, -1, 0, 56.7474365234375, "seeded"),
        (181.1817121699557, 1.1674444159915873, -1, 0, 6161.1328125, "seeded"),
        (4325.216355802719, 1.8079527604153791, -1, 0, 4.730701446533203, "seeded"),
        (5129.011948189368, 0.8569646679796892, -1, 0, 13.916015625, "seeded"),
        (863.1680847143562, 1.1352995929661869, -1, 0, 286.285400390625, "seeded"),
        (239.0566722747842, 0.77767461534807, -1, 0, 7730.46875, "seeded"),
        (302.3182249367323, 0.195450328491568, -1, 0, 8000, "seeded"),
        (4648.611447402654, 1.6514753704748952, -1, 0, 4.8542022705078125, "seeded"),
        (2074.7893416481866, 1.709305985386662, -1, 0, 22.8424072265625, "seeded"),
        (151.33444576128153, 1.4824931116776565, -1, 0, 5613.28125, "seeded"),
        (366.2261005789729, 0.5539201102267465, -1, 0, 6386.71875, "seeded"),
        (5682.575871189246, 0.7332754849341029, -1, 0, 15.3350830078125, "seeded"),
        (967.7489516100673, 1.7736217156954874, -1, 0, 97.96142578125, "seeded"),
        (1095.582328151795, 1.9711929006439008, -1, 0, 62.713623046875, "seeded"),
        (509.12435065751475, 1.1207855572788656, -1, 0, 843.3837890625, "seeded"),
        (3346.602886585079, 0.8192530459208008, -1, 0, 35.655975341796875, "seeded"),
        (3212.2918958876307, 0.19441691859237115, -1, 0, 661.865234375, "seeded"),
        (3479.0525049093467, 0.37040586826915867, -1, 0, 156.55517578125, "seeded"),
        (1078.673595069884, 0.49324916304042354, -1, 0, 924.8046875, "seeded"),
        (5050.02958085607, 0.742451945989503, -1, 0, 18.951416015625, "seeded"),
        (347.8075238524864, 1.1050908522025649, -146.13613722291382, -229.97327720302428, 1874.755859375, "seeded with velocity"),
        (1427.2588738605532, 1.4150692319411071, -197.80879534865574, 0.5621371306616697, 68.90106201171875, "seeded with velocity"),
        (1128.3597355274105, 0.9492837236008027, -235.96886435159055, -105.11607912524455, 238.250732421875, "seeded with velocity"),
        (1924.1639001316792, 0.996853553582612, -139.62628993630574, 28.71002797366628, 73.2879638671875, "seeded with velocity"),
        (991.0069951369454, 0.6554224876125836, -8.20922769346558, -8.063469026279607, 638.73291015625, "seeded with velocity"),
        (1639.1758208619108, 0.29545168852474063, -71.35605641796592, 17.64939121466717, 1095.21484375, "seeded with velocity"),
        (1442.7877268165544, 1.0412174954069884, -92.92515327024013, 186.5309181662554, 110.9771728515625, "seeded with velocity"),
        (1912.8410824909415, 0.48631558499753724, -166.0522836961876, 362.59969883228183, 263.48876953125, "seeded with velocity"),
    ]
}
