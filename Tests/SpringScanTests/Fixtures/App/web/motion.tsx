import { motion } from "framer-motion"
import { useSpring, config } from "@react-spring/web"
import { Animated } from "react-native"

// { type: "spring", stiffness: 1, damping: 1 } in a comment is not a finding
const text = '{ type: "spring", stiffness: 2 }'
const template = `config: { tension: 1, friction: 1 } ${ "type: 'spring'" }`
const re = /type: "spring"/g

export const cardSpring = { type: "spring", stiffness: 300, damping: 20 }
const durationBased = { type: "spring", duration: 0.8, bounce: 0.25 }
const visual = { type: "spring", visualDuration: 0.5, bounce: 0.2 }

export function Card() {
  const props = useSpring({ x: 1, config: { tension: 210, friction: 20 } })
  const wobbly = useSpring({ x: 1, config: config.wobbly })
  const ratio = useSpring({ x: 1, config: { frequency: 0.5, damping: 0.8 } })
  return <motion.div animate={{ x: 100 }} transition={{ type: "spring", stiffness: 500, damping: 500 }}>don't spring</motion.div>
}

Animated.spring(value, { toValue: 1, stiffness: 100, damping: 10, mass: 1, useNativeDriver: true }).start()
Animated.spring(value, { toValue: 1, tension: 40, friction: 7 }).start()
Animated.spring(value, { toValue: 1, bounciness: 8, speed: 12 }).start()
Animated.spring(value, { toValue: 1 }).start()
