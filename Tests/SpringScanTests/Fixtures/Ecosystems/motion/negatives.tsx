import { useSpring } from './hooks/useSpring';
import { motion } from 'motion/react';

export function Card() {
  const y = useSpring(0, { stiffness: 100, damping: 10 });
  return (
    <motion.div
      animate={{ x: 100 }}
      transition={{ duration: 0.3, ease: "easeOut" }}
      whileHover={{ scale: 1.1, transition: { stiffness: 300, damping: 20 } }}
      springOptions={{ duration: 0.2 }}
      style={y}
    />
  );
}
