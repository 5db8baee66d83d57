package fixture

// spring(dampingRatio = 0.1f, stiffness = 10f) in a comment is not a finding
val text = "SpringForce().setStiffness(5f) in a string ${value}"

val bouncy = spring<Float>(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessMedium)
val plain = spring<Float>()
val positional = spring<Float>(0.75f, 400f)
val literal = spring<Float>(dampingRatio = 0.3f, stiffness = 1_000f)

fun force() {
    val force = SpringForce(1f)
        .setStiffness(SpringForce.STIFFNESS_LOW)
        .setDampingRatio(SpringForce.DAMPING_RATIO_HIGH_BOUNCY)
    val other = SpringForce()
    other.stiffness = 800f
    other.dampingRatio = 0.9f
    val applied = SpringForce().apply {
        stiffness = SpringForce.STIFFNESS_VERY_LOW
        dampingRatio = SpringForce.DAMPING_RATIO_NO_BOUNCY
    }
    animation.spring.setStiffness(stiffnessFromSettings)
}
