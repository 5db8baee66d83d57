val s = spring<Float>()
