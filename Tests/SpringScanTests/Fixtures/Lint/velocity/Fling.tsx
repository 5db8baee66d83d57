import { motion } from "framer-motion"

// A velocity on a time-defined spring: Motion sets it to 0.
export function Fling() {
  return (
    <motion.div
      animate={{ x: 200 }}
      transition={{ type: "spring", duration: 0.8, bounce: 0.25, velocity: 2 }}
    />
  )
}

export function Pop() {
  return <motion.div animate={{ scale: 1 }} transition={{ type: "spring", visualDuration: 0.4, bounce: 0.2, velocity: 3 }} />
}

// Near misses: the physics form keeps the velocity, and a velocity of 0 drops nothing.
export function Throw() {
  return <motion.div animate={{ x: 200 }} transition={{ type: "spring", stiffness: 300, damping: 20, velocity: 2 }} />
}

export function Rest() {
  return <motion.div animate={{ x: 200 }} transition={{ type: "spring", duration: 0.8, bounce: 0.25, velocity: 0 }} />
}
