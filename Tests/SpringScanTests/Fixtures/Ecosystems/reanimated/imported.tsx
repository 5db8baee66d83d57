import { withSpring } from 'react-native-reanimated';
import { sheetSpring, renamedSpring as other } from './springs';
import { missingSpring } from './springs';
import { themeSpring } from '@/theme/springs';

export function slide(y: { value: number }) {
  y.value = withSpring(0, sheetSpring);
  y.value = withSpring(10, other);
  y.value = withSpring(20, missingSpring);
  y.value = withSpring(30, themeSpring);
}
