const s = { type: "spring", stiffness: 2 }
