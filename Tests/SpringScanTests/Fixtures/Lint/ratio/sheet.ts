import { withSpring } from 'react-native-reanimated'

export function openSheet(offset: { value: number }) {
  'worklet'
  offset.value = withSpring(0, { stiffness: 200, damping: 0.7 })
}
