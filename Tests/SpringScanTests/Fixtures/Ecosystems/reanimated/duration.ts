import { withSpring } from 'react-native-reanimated';

export function fade(x: { value: number }) {
  x.value = withSpring(1, { duration: 300, dampingRatio: 0.8 });
}
