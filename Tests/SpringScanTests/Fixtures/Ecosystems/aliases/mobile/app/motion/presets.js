export const press = { stiffness: 700, damping: 35, mass: 1 };
export const bounce = { stiffness: 180, damping: 9, mass: 1 };
