export const sheetSpring = { stiffness: 320, damping: 28, mass: 1.2 };

export const cardSpring = { stiffness: 450, damping: 30, mass: 1 };

export const springs = {
  toast: { stiffness: 260, damping: 20, mass: 0.8 },
};
