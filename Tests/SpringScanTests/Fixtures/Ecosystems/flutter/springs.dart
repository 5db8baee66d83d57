import 'package:flutter/physics.dart';

const SpringDescription cardSpring = SpringDescription(mass: 1.0, stiffness: 300.0, damping: 15.0);

final ratioSpring = SpringDescription.withDampingRatio(mass: 2, stiffness: 200, ratio: 0.6);

final criticalSpring = SpringDescription.withDampingRatio(mass: 1, stiffness: 500);

final bouncySpring = SpringDescription.withDurationAndBounce(
  duration: const Duration(milliseconds: 300),
  bounce: 0.3,
);

final defaultSpring = SpringDescription.withDurationAndBounce();

final longSpring = SpringDescription.withDurationAndBounce(
  duration: Duration(seconds: 1, milliseconds: 250, microseconds: 999),
  bounce: -0.25,
);

SpringDescription tuned(double k) => SpringDescription(mass: 1, stiffness: k, damping: 20);
