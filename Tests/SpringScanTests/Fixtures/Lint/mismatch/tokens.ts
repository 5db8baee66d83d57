export const theme = {
  cardSpring: { type: "spring", stiffness: 300, damping: 30 },
}
