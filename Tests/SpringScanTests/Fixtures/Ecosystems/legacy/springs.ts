import { withSpring } from 'react-native-reanimated';

export function bounce(x: { value: number }) {
  x.value = withSpring(1);
  x.value = withSpring(1, { stiffness: 200 });
  x.value = withSpring(1, { duration: 800 });
}
