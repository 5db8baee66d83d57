import type { SpringOptions } from 'motion/react';

export interface SliderProps {
  springConfig: { damping: number; stiffness: number };
  springOptions?: SpringOptions;
}

export type CounterProps = {
  springConfig?: { damping: number, stiffness: number, mass?: number };
};

export function Dial(props: { springConfig: { damping: number } }) {
  return props.springConfig.damping;
}

const fallback: { springOptions: { stiffness: number } } = defaults;
