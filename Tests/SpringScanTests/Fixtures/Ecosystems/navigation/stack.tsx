import { createStackNavigator } from '@react-navigation/stack';

const Stack = createStackNavigator();

const openSpec = {
  animation: 'spring',
  config: {
    stiffness: 1000,
    damping: 500,
    mass: 3,
    overshootClamping: true,
    restDisplacementThreshold: 0.01,
    restSpeedThreshold: 0.01,
  },
};

const closeSpec = {
  animation: 'timing',
  config: { duration: 250 },
};

export function Screens() {
  return (
    <Stack.Navigator
      screenOptions={{
        transitionSpec: {
          open: openSpec,
          close: closeSpec,
        },
      }}
    />
  );
}
