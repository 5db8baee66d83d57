export const cardSpring = { type: "spring", stiffness: 300, damping: 30 }
