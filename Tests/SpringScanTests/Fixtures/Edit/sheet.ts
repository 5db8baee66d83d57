import { withSpring } from "react-native-reanimated"
import { cardSpring } from "./springs"

export function present(): number {
  return withSpring(0, cardSpring)
}
