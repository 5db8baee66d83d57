import { animate } from 'animejs';
import { spring } from './physics';

// spring({ stiffness: 100 }) in a comment
animate('.card', { x: 100, ease: spring({ stiffness: 200, damping: 12 }) });
const other = { spring(options) { return options; } };
other.spring({ stiffness: 1 });
