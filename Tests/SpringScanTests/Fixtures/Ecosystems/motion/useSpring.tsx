import { useSpring, useMotionValue } from 'motion/react';
import type { SpringOptions, Transition } from 'motion/react';

const follow: SpringOptions = { stiffness: 300, damping: 30, mass: 0.5 };

export function Cursor() {
  const x = useMotionValue(0);
  const a = useSpring(x, follow);
  const b = useSpring(x, { visualDuration: 0.4, bounce: 0.2 });
  const c = useSpring(0);
  const d = useSpring(x, { stiffness: 120 } satisfies SpringOptions);
  return [a, b, c, d];
}

const typed = { type: "spring", stiffness: 80, damping: 9 } as const;
export const useTyped = (x: number) => useSpring(x, typed);
