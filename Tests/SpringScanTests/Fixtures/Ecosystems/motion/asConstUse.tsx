import { useSpring } from 'motion/react';

const TRANSITION = { type: 'spring' as const, stiffness: 300, damping: 30 };

export function Follow({ x }) {
  const a = useSpring(x, TRANSITION);
  const b = useSpring(x, { ...TRANSITION, damping: 10 });
  return [a, b];
}
