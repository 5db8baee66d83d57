import { withSpring } from 'react-native-reanimated';

const cardSpring = {
  mass: 1,
  stiffness: 420,
  damping: 28,
} as const;

export function press(x: { value: number }) {
  x.value = withSpring(0.95, cardSpring);
}

export const SPRINGS = {
  card: { stiffness: 260, damping: 18, mass: 1 },
  sheet: { ...cardSpring, damping: 35 },
} as const;

export function lift(x: { value: number }) {
  x.value = withSpring(1, SPRINGS.card);
  x.value = withSpring(1, SPRINGS.sheet);
  x.value = withSpring(1, SPRINGS.modal);
}
