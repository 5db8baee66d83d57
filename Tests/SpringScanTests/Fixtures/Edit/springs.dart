import 'package:flutter/physics.dart';

const SpringDescription cardSpring = SpringDescription(mass: 1.0, stiffness: 300.0, damping: 15.0);

final ratioSpring = SpringDescription.withDampingRatio(mass: 2, stiffness: 200, ratio: 0.6);

final bouncySpring = SpringDescription.withDurationAndBounce(
  duration: const Duration(milliseconds: 300),
  bounce: 0.3,
);
