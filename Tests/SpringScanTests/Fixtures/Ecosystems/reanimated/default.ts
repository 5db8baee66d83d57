import Animated, { withSpring, useSharedValue } from 'react-native-reanimated';

export function useBadge() {
  const scale = useSharedValue(0);
  scale.value = withSpring(1);
  return Animated;
}
