import { Animated } from 'react-native';
import { sheetSpring } from '../reanimated/springs';

const press = { tension: 60, friction: 9 };

export function run(value) {
  Animated.spring(value, press).start();
  Animated.spring(value, { ...sheetSpring, useNativeDriver: true }).start();
  Animated.spring(value, makeConfig()).start();
}
