import { withSpring, WigglySpringConfig, SnappySpringConfig, Reanimated3DefaultSpringConfig } from 'react-native-reanimated';

export function wiggle(x: { value: number }) {
  x.value = withSpring(1, WigglySpringConfig);
  x.value = withSpring(1, SnappySpringConfig);
  x.value = withSpring(1, Reanimated3DefaultSpringConfig);
}
