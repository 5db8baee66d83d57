import { useMemo } from 'react';
import { withSpring } from 'react-native-reanimated';
import { makeSpring } from './factory';
import { getConfig } from 'config-package';

const identity = (config) => config;

function useSheetSpring() {
  return { stiffness: 280, damping: 24, mass: 1 };
}

function buildTestSafeConfig<T>(config: T): T {
  return config;
}

const useTrackSpring = () => useMemo(() => ({ stiffness: 220, damping: 22, mass: 1 }), []);

function loop(config) {
  return loop(config);
}

export function run(x: { value: number }) {
  x.value = withSpring(0, identity({ stiffness: 150, damping: 15, mass: 1 }));
  x.value = withSpring(1, useSheetSpring());
  x.value = withSpring(2, buildTestSafeConfig({ stiffness: 330, damping: 33, mass: 1 }));
  x.value = withSpring(3, useTrackSpring());
  x.value = withSpring(4, makeSpring({ damping: 20 }));
  x.value = withSpring(5, makeSpring());
  x.value = withSpring(6, getConfig());
  x.value = withSpring(7, loop({ stiffness: 1 }));
}
