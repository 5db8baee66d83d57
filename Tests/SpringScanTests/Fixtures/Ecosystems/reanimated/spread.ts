import { withSpring, GentleSpringConfig } from 'react-native-reanimated';

export function nudge(x: { value: number }) {
  x.value = withSpring(1, { ...GentleSpringConfig, damping: 20 });
  x.value = withSpring(2, { damping: 20, ...GentleSpringConfig });
}
