import { useSpring, animated } from '@react-spring/web'

export function Card({ lifted }) {
  // friction is react-spring's damping force: 0.5 here is a ratio.
  const style = useSpring({ y: lifted ? -8 : 0, config: { tension: 300, friction: 0.5 } })
  return <animated.div style={style} />
}
