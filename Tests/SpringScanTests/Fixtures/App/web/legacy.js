const s = { type: "spring", stiffness: 1 }
