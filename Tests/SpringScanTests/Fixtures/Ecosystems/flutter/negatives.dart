// SpringDescription(mass: 1, stiffness: 100, damping: 10) in a comment.
/* SpringDescription.withDampingRatio(mass: 1, stiffness: 100) /* nested */ still a comment */
const label = 'SpringDescription(mass: 1, stiffness: 100, damping: 10)';
const raw = r'SpringDescription.withDurationAndBounce(bounce: 0.2) ${not interpolated}';
const multi = """
SpringDescription(mass: 1, stiffness: 100, damping: 10)
""";
final interpolated = 'value: ${SpringDescription(mass: 1, stiffness: 1, damping: 1).mass}';

class MySpring extends SpringDescription {
  MySpring() : super(mass: 1, stiffness: 1, damping: 1);
}
