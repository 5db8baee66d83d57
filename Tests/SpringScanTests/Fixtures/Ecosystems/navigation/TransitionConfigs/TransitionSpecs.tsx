import type { TransitionSpec } from '../types';

export const SheetSpec: TransitionSpec = {
  animation: 'spring',
  config: {
    stiffness: 900,
    damping: 80,
    mass: 2,
    overshootClamping: true,
  },
};

export const FadeSpec: TransitionSpec = {
  animation: 'timing',
  config: { duration: 200 },
};
