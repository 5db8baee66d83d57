import { withSpring } from 'react-native-reanimated';
import { Pressable } from './Pressable';

export const sheetProps = { springConfig: { damping: 18, stiffness: 180 } };

export function Tile({ scale }) {
  return <Pressable springConfig={{ damping: 15, stiffness: 150 }} onPress={() => (scale.value = withSpring(1))} />;
}
