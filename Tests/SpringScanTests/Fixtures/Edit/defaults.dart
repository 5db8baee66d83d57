import 'package:flutter/physics.dart';

final ratioDefault = SpringDescription.withDampingRatio(mass: 1, stiffness: 200);
final ratioLines = SpringDescription.withDampingRatio(
  mass: 1.0,
  stiffness: 300.0,
);
