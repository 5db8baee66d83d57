import { spring } from './physics';
import { Spring } from 'svelte/motion';

export const a = spring(1, { stiffness: 0.2, damping: 0.5 });
export class Local extends Spring {}
const s = 'new Spring(0, { stiffness: 0.3 })';
