import { withSpring } from 'react-native-reanimated';

export function follow(x: { value: number }, props: { config: object }, damping: number) {
  x.value = withSpring(1, props.config);
  x.value = withSpring(1, { stiffness: 200, damping });
  x.value = withSpring(1, { ...props.config, stiffness: 200 });
}
