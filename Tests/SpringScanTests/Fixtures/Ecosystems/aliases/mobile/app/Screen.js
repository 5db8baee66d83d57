import { withSpring } from 'react-native-reanimated';
import { press } from '~/motion/presets';
import { bounce } from '@motion/presets';
import { fade } from 'styles/springs';
import { tap } from '@tap/tap';
import { chip } from '@regex/springs/chip';

export function animate(v) {
  v.value = withSpring(1, press);
  v.value = withSpring(1, bounce);
  v.value = withSpring(1, fade);
  v.value = withSpring(1, tap);
  v.value = withSpring(1, chip);
}
