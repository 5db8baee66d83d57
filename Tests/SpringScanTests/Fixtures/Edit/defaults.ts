import { animate } from "motion"
import { withSpring } from "react-native-reanimated"
import { Animated } from "react-native"
import { spring } from "svelte/motion"

const shared = { stiffness: 180 }

export function run(element: Element, value: Animated.Value) {
  animate(element, { x: 100 }, { type: "spring", stiffness: 300 })
  animate(element, { x: 0 }, { type: "spring", bounce: 0.2 })
  animate(element, { y: 0 }, {
    type: "spring",
    stiffness: 500 // stiff
  })
  Animated.spring(value, {
    'toValue': 1,
    'stiffness': 250,
  }).start()
  const offset = withSpring(1, { stiffness: 150 })
  Animated.spring(value, { toValue: 1, stiffness: 100, useNativeDriver: true }).start()
  animate(element, { z: 1 }, { type: "spring", ...shared })
  Animated.spring(value, { ...shared, toValue: 0, useNativeDriver: true }).start()
  return [offset, spring(10, { stiffness: 0.1 })]
}
