import { Platform } from 'react-native';
import { withSpring } from 'react-native-reanimated';

const sheet = Platform.select({
  ios: { stiffness: 500, damping: 40, mass: 1 },
  android: { stiffness: 300, damping: 30, mass: 1 },
});

const fast = { stiffness: 600, damping: 45, mass: 1 };
const slow = { stiffness: 120, damping: 18, mass: 1 };

export function move(x: { value: number }, i: number) {
  x.value = withSpring(0, sheet);
  x.value = withSpring(1, i === 0 ? fast : slow);
  x.value = withSpring(2, { stiffness: 200, mass: 1, damping: Platform.OS === 'ios' ? 20 : 26 });
}
