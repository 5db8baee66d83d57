import androidx.compose.animation.core.spring

val defaultSpec = spring<Float>()
