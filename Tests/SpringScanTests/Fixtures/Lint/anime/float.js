import { animate, spring } from 'animejs'

// A heavy, lightly damped float: it settles after anime's 60 s limit.
export function drift(target) {
  animate(target, { y: 40, ease: spring({ mass: 10, stiffness: 20, damping: 1 }) })
}

// Near miss: twice the damping settles within the limit.
export function bob(target) {
  animate(target, { y: 40, ease: spring({ mass: 10, stiffness: 20, damping: 2 }) })
}
