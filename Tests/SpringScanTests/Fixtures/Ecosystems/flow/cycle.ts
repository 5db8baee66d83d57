import { withSpring } from 'react-native-reanimated';

const a = { ...b, ...b, ...b, damping: 12 };
const b = { ...a, ...a, ...a, stiffness: 120 };
const self = { ...self, mass: 1 };

export function spin(x: { value: number }) {
  x.value = withSpring(1, a);
  x.value = withSpring(1, self);
}
