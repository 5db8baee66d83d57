import { withSpring } from 'react-native-reanimated';
import { usedSpring } from './theme/springs';

export function go(x: { value: number }) {
  x.value = withSpring(1, usedSpring);
}
