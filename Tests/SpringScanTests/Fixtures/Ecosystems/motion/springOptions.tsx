import { AnimatedNumber } from './AnimatedNumber';

export function Price({ value }: { value: number }) {
  return <AnimatedNumber value={value} springOptions={{ bounce: 0, visualDuration: 0.6 }} />;
}
