// withSpring(1, { stiffness: 100, damping: 10 }) in a comment is no spring.
const text = "withSpring(1, { stiffness: 100 })";

function withSpring(value: number, config?: object) {
  return value;
}

export const a = withSpring(1, { stiffness: 300, damping: 20 });
export const b = helpers.withSpring(1, { stiffness: 300, damping: 20 });
export const c = text;
