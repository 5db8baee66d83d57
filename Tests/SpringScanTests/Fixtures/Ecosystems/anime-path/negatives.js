import { animate, spring } from './motion-helpers.js';
import { stagger } from '../../dist/modules/index.js';

animate('.row', { x: 10, delay: stagger(0.05) });
const ease = spring({ stiffness: 300, damping: 20 });
