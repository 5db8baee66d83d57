import { animate, createDraggable, createSpring } from '../../dist/modules/index.js';

createDraggable('.card', {
  releaseEase: createSpring({
    mass: 1,
    stiffness: 400,
    damping: 30,
  }),
});
animate('.dot', { x: 100 });
