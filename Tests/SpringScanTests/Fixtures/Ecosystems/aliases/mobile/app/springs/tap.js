export const tap = { stiffness: 1000, damping: 60, mass: 1 };
