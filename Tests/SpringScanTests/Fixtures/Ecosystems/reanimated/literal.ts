import { withSpring } from 'react-native-reanimated';

export function open(offset: { value: number }) {
  offset.value = withSpring(1, { mass: 2, stiffness: 300, damping: 25 });
}
