export const springs = {
  gentle: { damping: 20, stiffness: 200 },
  snappy: { damping: 30, stiffness: 400, mass: 1 },
  settle: { duration: 400, dampingRatio: 0.9 },
};

export const usedSpring = { stiffness: 150, damping: 15, mass: 1 };

export const sizes = { small: { width: 10, height: 10 } };

export const labels = { damping: 'soft', stiffness: 'high' };

export interface SpringShape {
  damping: number;
  stiffness: number;
}
