export const modalOptions = {
  transitionSpec: {
    open: { animation: 'spring', config: {} },
    close: { animation: 'spring', config: { tension: 50, friction: 8 } },
  },
};
