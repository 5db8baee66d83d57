import { motion, useSpring as useMotionSpring } from 'motion/react';

export function Sheet({ transition = { type: "spring", stiffness: 300, damping: 30 }, x }) {
  const y = useMotionSpring(x, transition);
  return <motion.div transition={transition} style={{ y }} />;
}

export function Button({ x, springOptions = { stiffness: 400, damping: 28 } }) {
  return useMotionSpring(x, springOptions);
}

export function Knob(x, options = { visualDuration: 0.3, bounce: 0.25 }) {
  return useMotionSpring(x, options);
}

export function Panel({ transition, x }) {
  return useMotionSpring(x, transition);
}
