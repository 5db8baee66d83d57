import { motion } from "motion/react"

// A damping ratio typed into Motion's physics damping: ζ = 0.017.
export function Toast({ open }: { open: boolean }) {
  return (
    <motion.div
      animate={{ y: open ? 0 : 80 }}
      transition={{ type: "spring", stiffness: 700, damping: 0.9 }}
    />
  )
}

// Near misses: a soft spring whose small damping is meant (ζ = 0.1006), and a damping above 1.
export function Drawer({ open }: { open: boolean }) {
  return (
    <motion.aside
      animate={{ x: open ? 0 : -320 }}
      transition={{ type: "spring", stiffness: 20, damping: 0.9 }}
    />
  )
}

export function Badge() {
  return <motion.span animate={{ scale: 1 }} transition={{ type: "spring", stiffness: 700, damping: 1.5 }} />
}
