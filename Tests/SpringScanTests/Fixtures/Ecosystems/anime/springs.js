import { animate, spring, createSpring as makeSpring } from 'animejs';

animate('.card', { x: 100, ease: spring({ mass: 2, stiffness: 200, damping: 12 }) });
animate('.chip', { x: 100, ease: spring({ bounce: 0.3, duration: 400 }) });
animate('.dot', { x: 100, ease: spring() });
animate('.tag', { x: 100, ease: makeSpring({ stiffness: 150, damping: 10, bounce: 0.2 }) });
