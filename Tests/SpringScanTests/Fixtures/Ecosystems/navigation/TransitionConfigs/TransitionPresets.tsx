import { SheetSpec, FadeSpec } from './TransitionSpecs';
import * as Specs from './TransitionSpecs';

export const SheetPreset = {
  gestureDirection: 'vertical',
  transitionSpec: {
    open: SheetSpec,
    close: FadeSpec,
  },
};

export const ModalPreset = {
  transitionSpec: {
    open: Specs.SheetSpec,
    close: Specs.FadeSpec,
  },
};
