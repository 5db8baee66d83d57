export const wobble = { stiffness: 170, damping: 12, mass: 2 };
export const partial = { stiffness: 170, damping: 12 };
