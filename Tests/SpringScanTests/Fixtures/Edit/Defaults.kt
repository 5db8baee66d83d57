package fixture

import androidx.compose.animation.core.spring
import androidx.dynamicanimation.animation.SpringForce

// Compose springs that leave an argument to its default, and a SpringForce with one setter.
val soft = spring<Float>(stiffness = 200f)
val tall = spring<Float>(
    dampingRatio = 0.4f // bouncy
)

fun lone(): SpringForce = SpringForce(1f).setStiffness(800f)
