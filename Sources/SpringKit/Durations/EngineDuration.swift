/// The durations that animation engines assign to a spring, each named for what it reproduces
/// (docs/physics.md). These are engine rules, not physics: compare them with the exact
/// ``SpringResponse`` metrics (settling time, rest time), which they are not.
public enum EngineDuration: String, CaseIterable, Sendable, Hashable {
    /// Core Animation `CASpringAnimation.settlingDuration` / SwiftUI `Spring.settlingDuration`,
    /// ε = 0.001: a public reconstruction (``CoreAnimationSettlingDuration``); Apple does not
    /// publish the algorithm.
    case coreAnimation = "core-animation"
    /// Motion's generator duration (`calcGeneratorDuration`: 50 ms steps until its rest rule
    /// holds, 20 s cap): ``MotionSpringRenderer/generatorDuration(of:motion:)``.
    case motion
    /// JNWSpringAnimation's keyframe duration (keyframes × 1 ms): ``JNWSpringRenderer``.
    case jnw
    /// WebKit Web Inspector's `spring()` duration (0.1 s steps until within 1e-4):
    /// ``WebKitSpringDuration``.
    case webKit = "webkit"
    /// Jetpack Compose's `estimateAnimationDurationMillis` (visibility threshold 0.01):
    /// ``ComposeSpringEstimation``.
    case compose
    /// Android DynamicAnimation `SpringAnimation`'s resting frame at 60 Hz, pixel thresholds,
    /// on Android's whole-millisecond frame clock (``AndroidSpringRenderer``).
    case android
    /// Flutter's `AnimationController` running a `SpringSimulation`: the first 60 Hz tick where
    /// `isDone` (``FlutterSpringRenderer``).
    case flutter
    /// Flutter's `AnimationController.fling`: the first 60 Hz tick within 0.01 of its overshot
    /// target (``FlutterSpringRenderer``).
    case flutterFling = "flutter-fling"
    /// Svelte's `spring`: the 60 Hz frame where its precision rule snaps it (``SvelteSpringRenderer``).
    case svelte
    /// anime.js v4 `spring()`'s `settlingDuration`, which becomes the animation's duration
    /// (``AnimeSpringRenderer``).
    case anime
    /// Reanimated 4 `withSpring`'s stopping frame at 60 Hz (energy 6e-9 of the start's):
    /// ``ReanimatedSpringRenderer``.
    case reanimated
    /// Reanimated 3 `withSpring`'s stopping frame at 60 Hz (|v| < 2, |x − to| < 0.01, or the
    /// duration of a time-form spring): ``ReanimatedSpringRenderer``.
    case reanimated3

    /// A human-readable name saying what is reproduced.
    public var label: String {
        switch self {
        case .coreAnimation: return "Core Animation / SwiftUI settlingDuration (ε 0.001, reconstruction)"
        case .motion: return "Motion generator duration (50 ms steps, rest thresholds, 20 s cap)"
        case .jnw: return "JNWSpringAnimation keyframe duration (1 ms keyframes, 1e-4 of the step)"
        case .webKit: return "WebKit Inspector spring() duration (0.1 s steps, 1e-4)"
        case .compose: return "Jetpack Compose estimateAnimationDurationMillis (threshold 0.01)"
        case .android: return "Android SpringAnimation resting frame (60 Hz, whole-ms clock, float state, pixel thresholds)"
        case .flutter: return "Flutter SpringSimulation isDone tick (60 Hz, tolerance 1e-3, absolute units)"
        case .flutterFling: return "Flutter AnimationController.fling end (60 Hz, within 0.01 of bound + 0.01)"
        case .svelte: return "Svelte spring settling frame (60 Hz, precision 0.01 in units)"
        case .anime: return "anime.js spring settlingDuration (0.02 s steps, 0.0005 for 200 ms, whole ms)"
        case .reanimated: return "Reanimated 4 withSpring stopping frame (60 Hz, energy 6e-9 of the start's)"
        case .reanimated3: return "Reanimated 3 withSpring stopping frame (60 Hz, |v| < 2, |x − to| < 0.01, or its duration)"
        }
    }

    /// What the number is for, in a few words: the platform setting or event it stands for
    /// (docs/durations.md says which duration each ecosystem uses and why they differ).
    public var use: String {
        switch self {
        case .coreAnimation: return "iOS: CASpringAnimation.duration, SwiftUI"
        case .motion: return "web: Motion's animate() length"
        case .jnw: return "iOS: JNWSpringAnimation's keyframes"
        case .webKit: return "web: Safari Inspector, CSS spring()"
        case .compose: return "Android: Compose animation length"
        case .android: return "Android: SpringAnimation's end"
        case .flutter: return "Flutter: animateWith(SpringSimulation)'s end"
        case .flutterFling: return "Flutter: fling's end"
        case .svelte: return "web: Svelte spring's end"
        case .anime: return "web: anime.js animation length"
        case .reanimated: return "React Native: Reanimated 4's end"
        case .reanimated3: return "React Native: Reanimated 3's end"
        }
    }

    /// SpringTune's limit, in seconds, on how long it follows this engine, for the engines run
    /// until they rest, which have no limit of their own: ``Solver/engineRunLimit`` (3600 s) for
    /// Android, Flutter, Svelte and Reanimated, and JNW's keyframe cap
    /// (``JNWSpringRenderer/maximumKeyframes`` × 1 ms, about 1000 s). Their duration is `nil`
    /// both when they never rest and when they rest after it. `nil` for the rules that end on
    /// their own (Core Animation's, Motion's 20 s cap, WebKit's, Compose's, anime.js's 60 s
    /// cap), whose `nil` means the engine never ends.
    public var runLimit: Double? {
        switch self {
        case .android, .flutter, .flutterFling, .svelte, .reanimated, .reanimated3: return Solver.engineRunLimit
        case .jnw: return Double(JNWSpringRenderer().maximumKeyframes) * JNWSpringRenderer.keyframeStep
        case .coreAnimation, .motion, .webKit, .compose, .anime: return nil
        }
    }

    /// Whether the engine's algorithm is public (open source); `false` means SpringKit shows a
    /// reconstruction that is not the owner's statement.
    public var published: Bool {
        self != .coreAnimation
    }

    /// Where the rule comes from and how sure it is, in one sentence.
    public var note: String {
        switch self {
        case .coreAnimation:
            return "Apple does not publish the algorithm: public reconstruction matching Apple's two documented figures for ζ < 1; for ζ ≥ 1 a 0.1 s grid per third-party observations"
        case .motion:
            return "open source: motiondivision/motion calcGeneratorDuration with the spring generator's rest thresholds"
        case .jnw:
            return "open source: jwilling/JNWSpringAnimation keyframe loop"
        case .webKit:
            return "open source: WebKit Web Inspector WI.Spring.calculateDuration; treats ζ ≥ 1 as critically damped"
        case .compose:
            return "open source: androidx SpringEstimation.kt (truncated to whole ms)"
        case .reanimated:
            return "open source: software-mansion/react-native-reanimated 4 withSpring, closed form restarted each frame, energy rest rule"
        case .reanimated3:
            return "open source: software-mansion/react-native-reanimated 3 withSpring, closed form restarted each frame, rest at 0.01 and 2 units/s"
        case .android:
            return "open source: androidx DynamicAnimation SpringForce.updateValues per frame in single precision, rest at 0.75 px and 46.875 px/s"
        case .flutter:
            return "open source: flutter/flutter SpringSimulation.isDone (Tolerance.defaultTolerance) checked at each AnimationController tick; the value stays where that tick put it"
        case .flutterFling:
            return "open source: flutter/flutter AnimationController.fling (_kFlingTolerance: distance 0.01, velocity infinite; target bound + 0.01, value clamped to the bound)"
        case .svelte:
            return "open source: sveltejs/svelte motion/spring.js tick_spring, snapping when the step and the distance are under precision"
        case .anime:
            return "open source: juliangarnier/anime Spring.compute; the settling duration replaces the animation's duration"
        }
    }

    /// The engine's duration in seconds for `spring` performing `motion`, or `nil` when the
    /// engine never stops (undamped, past its own cap), does not stop within SpringTune's
    /// ``runLimit``, or the rule needs a step the motion lacks.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        switch self {
        case .coreAnimation: return CoreAnimationSettlingDuration().duration(of: spring, motion: motion)
        case .motion: return MotionSpringRenderer().generatorDuration(of: spring, motion: motion)
        case .jnw: return JNWSpringRenderer().duration(of: spring, motion: motion)
        case .webKit: return WebKitSpringDuration().duration(of: spring, motion: motion)
        case .compose: return ComposeSpringEstimation().duration(of: spring, motion: motion)
        case .android: return AndroidSpringRenderer().duration(of: spring, motion: motion)
        case .flutter: return FlutterSpringRenderer().duration(of: spring, motion: motion)
        case .flutterFling: return FlutterSpringRenderer(fling: true).duration(of: spring, motion: motion)
        case .svelte: return SvelteSpringRenderer().duration(of: spring, motion: motion)
        case .anime: return AnimeSpringRenderer().duration(of: spring, motion: motion)
        case .reanimated: return ReanimatedSpringRenderer(version: .v4).duration(of: spring, motion: motion)
        case .reanimated3: return ReanimatedSpringRenderer(version: .v3).duration(of: spring, motion: motion)
        }
    }
}

#if !hasFeature(Embedded)
extension EngineDuration: Codable {}
#endif
