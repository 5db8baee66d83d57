export const fade = { stiffness: 90, damping: 19, mass: 1 };
