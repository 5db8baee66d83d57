import type { Transition } from 'motion/react';

export const pop = { type: "spring" as const, stiffness: 400, damping: 30 };
export const tray = { type: 'spring', stiffness: 250, damping: 22 } satisfies Transition;
