import { Animated } from 'react-native';

export function bounce(value) {
  Animated.spring(value, { bounciness: 10, speed: 30 }).start();
  Animated.spring(value, { speed: 24, bounciness: 4 }).start();
  Animated.spring(value, { bounciness: 0, speed: 50 }).start();
  Animated.spring(value, { bounciness: 12, speed: 20 }).start();
  Animated.spring(value, { speed: -10 }).start();
}
