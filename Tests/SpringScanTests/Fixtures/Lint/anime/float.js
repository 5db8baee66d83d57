import { animate, spring } from 'animejs'

// A heavy, lightly damped float: it settles after anime's 60 s limit.
export function drift(target) {
  animate(target, { y: 40, ease: spring({ mass: 10, stiffness: 20, damping: 1 }) })
}

// Near miss: twice the damping settles within the limit.
export function bob(target) {
  animate(target, { y: 40, ease: spring({ mass: 10, stiffness: 20, damping: 2 }) })
}

// onComplete at the perceived duration: 628 ms for a spring given by stiffness and damping.
export function reveal(target, done) {
  animate(target, { opacity: 1, ease: spring({ stiffness: 120, damping: 6, onComplete: done }) })
}

// Near miss: a critically damped spring (stiffness 400, damping 40: ζ 1) settles in 0.29 s,
// before its onComplete at 628 ms.
export function fade(target, done) {
  animate(target, { opacity: 1, ease: spring({ stiffness: 400, damping: 40, onComplete: done }) })
}

// The bounce/duration form: onComplete at the duration given, 300 ms.
export function slide(target, done) {
  animate(target, { x: 100, ease: spring({ bounce: 0.6, duration: 300, onComplete: done }) })
}
