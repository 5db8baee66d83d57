import type { WithSpringConfig } from 'react-native-reanimated';

const DAMPING = 40;

export const sheetSpring = {
  stiffness: 500,
  damping: DAMPING,
  mass: 1.5,
} satisfies WithSpringConfig;

const localOnly = { stiffness: 1, damping: 1 };
export { localOnly as renamedSpring };
