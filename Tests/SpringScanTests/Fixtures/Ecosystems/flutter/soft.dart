import 'package:flutter/physics.dart';

final floaty = SpringDescription(mass: 50, stiffness: 1, damping: 1);
final copied = SpringDescription(mass: 1, stiffness: 14, damping: 14);
