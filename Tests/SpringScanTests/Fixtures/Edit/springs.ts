// Shared springs: editing one changes every use.
export const cardSpring = { damping: 20, stiffness: 300, mass: 1 }
export const slowSpring = { type: "spring", stiffness: 120, damping: 14, mass: 1.5 } as const
