import { animate, spring } from 'https://cdn.jsdelivr.net/npm/animejs@4/+esm';

animate('.chip', { y: 40, ease: spring({ stiffness: 90, damping: 11 }) });
