import { animate } from "motion"
import { useSpring } from "@react-spring/web"
import { withSpring } from "react-native-reanimated"
import { Animated } from "react-native"
import { cardSpring } from "./springs"

export function open(element: Element, value: Animated.Value) {
  animate(element, { x: 100 }, { type: "spring", stiffness: 700, damping: 30 })
  animate(element, { x: 0 }, { type: "spring", duration: 0.8, bounce: 0.25 })
  animate(element, { opacity: 1 }, { type: "spring", visualDuration: 0.5, bounce: 0.2 })
  const scale = withSpring(1.1, cardSpring)
  const props = useSpring({ x: 1, config: { tension: 210, friction: 20 } })
  const offset = withSpring(1, { damping: 12, stiffness: 150, mass: 1 })
  Animated.spring(value, { toValue: 1, stiffness: 100, damping: 10, mass: 1, useNativeDriver: true }).start()
  Animated.spring(value, { toValue: 1, tension: 40, friction: 7, useNativeDriver: true }).start()
  return [props, offset, scale]
}
