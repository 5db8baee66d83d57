package fixture

import androidx.compose.animation.core.spring
import androidx.dynamicanimation.animation.SpringForce

// Compose and SpringForce springs, rewritten in place by EditRoundTripTests.
val card = spring<Float>(dampingRatio = 0.5f, stiffness = 400f)
val positional = spring<Float>(0.75f, 200f)

fun force(): SpringForce = SpringForce(1f)
    .setStiffness(800f)
    .setDampingRatio(0.9f)
