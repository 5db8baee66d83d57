import { withSpring } from 'react-native-reanimated';

const cardSpring = {
  mass: 1,
  stiffness: 420,
  damping: 28,
} as const;

export function press(x: { value: number }) {
  x.value = withSpring(0.95, cardSpring);
}
