import { withSpring } from 'react-native-reanimated';

const SPEC = { timing: 'spring', stiffness: 210, damping: 21, mass: 1 };
const { timing, ...config } = SPEC;
const { damping, mass = 2 } = SPEC;

export function settle(x: { value: number }) {
  x.value = withSpring(1, config);
  x.value = withSpring(1, { stiffness: 400, damping, mass });
}
