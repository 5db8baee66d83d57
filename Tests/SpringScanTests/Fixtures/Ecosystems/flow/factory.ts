const BASE = { stiffness: 100, damping: 12, mass: 1 };

export function makeSpring(overrides = {}) {
  return { ...BASE, ...overrides };
}
