import { withSpring } from 'react-native-reanimated';
import { sheetSpring } from '@/theme/springs';
import { cardSpring } from 'src/theme/springs';
import { springs } from '@springs';
import { lostSpring } from '@missing/springs';
import { packageSpring } from 'spring-presets';

export function open(y: { value: number }) {
  y.value = withSpring(0, sheetSpring);
  y.value = withSpring(1, cardSpring);
  y.value = withSpring(2, springs.toast);
  y.value = withSpring(3, lostSpring);
  y.value = withSpring(4, packageSpring);
}
