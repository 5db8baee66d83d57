import { TransitionSpecs, createStackNavigator } from '@react-navigation/stack';

const Stack = createStackNavigator();

export function Screens() {
  return (
    <Stack.Navigator
      screenOptions={{
        transitionSpec: {
          open: TransitionSpecs.TransitionIOSSpec,
          close: TransitionSpecs.FadeOutToBottomAndroidSpec,
        },
      }}
    />
  );
}
