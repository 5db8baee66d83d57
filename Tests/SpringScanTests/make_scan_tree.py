#!/usr/bin/env python3
"""Generates a synthetic codebase for timing `springtune scan` (docs/scan.md, "Speed").

    python3 Tests/SpringScanTests/make_scan_tree.py DIR [FILES]

FILES (default 100000) files in folders of 100, seeded (random.Random(17)), so every run makes
the same tree: 80 % source files (.swift .kt .ts .tsx .js .css) of 1–6 KB of ordinary code
and comments, one in 20 with a spring (a literal one in a comment or string in another one in
20), 20 % other files (.json .md .png); plus a node_modules folder of 10 000 .js files and a
build folder of 5 000 .swift files (both skipped), and a .gitignore in every tenth folder.
"""
import os
import random
import sys

root = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
rng = random.Random(17)

FILLER = {
    "swift": "    func update{n}(value: Double) -> Double {{\n        // scale the value\n        let scaled = value * {n}.5\n        return scaled + offset\n    }}\n",
    "kt": "    fun update{n}(value: Float): Float {{\n        // scale the value\n        val scaled = value * {n}.5f\n        return scaled + offset\n    }}\n",
    "ts": "export function update{n}(value: number): number {{\n  // scale the value\n  const scaled = value * {n}.5\n  return scaled + offset\n}}\n",
    "tsx": "export const Item{n} = ({{ label }}: Props) => <li className=\"item\">{{label}} {n}</li>\n",
    "js": "function update{n}(value) {{\n  /* scale the value */\n  const scaled = value * {n}.5\n  return scaled + offset\n}}\n",
    "css": ".item-{n} {{\n  color: #333;\n  margin: {n}px;\n  transition: opacity 200ms ease;\n}}\n",
}
# `springtune export --as css --spring k=170,c=15` (46 stops; 948 ms).
LINEAR = ("linear(0, 0.0019 0.5%, 0.008 1.051%, 0.0181 1.601%, 0.0318 2.151%, 0.0488 2.701%, 0.0707 3.302%, 0.0979 3.952%, 0.1282 4.602%, 0.1561 5.153%, 0.1855 5.703%, 0.2544 6.903%, 0.3275 8.104%, 0.5463 11.606%, 0.6094 12.656%, 0.667 13.657%, 0.727 14.757%, 0.7805 15.808%, 0.83 16.858%, 0.8753 17.909%, 0.9163 18.959%, 0.9529 20.01%, 0.9852 21.061%, 1.0132 22.111%, 1.0371 23.162%, 1.058 24.262%, 1.0755 25.413%, 1.089 26.563%, 1.1014 28.114%, 1.1081 29.715%, 1.1097 31.416%, 1.106 33.317%, 1.0998 34.867%, 1.0904 36.618%, 1.0391 44.322%, 1.017 48.274%, 1.0074 50.475%, 1 52.676%, 0.9944 54.927%, 0.9906 57.279%, 0.9883 60.18%, 0.9881 63.432%, 1 83.642%, 1.0013 93.097%, 1.001 99.95%, 1)")
SPRINGS = {
    "swift": "    let spring{n} = Animation.spring(response: 0.{m}, dampingFraction: 0.7)\n",
    "kt": "    val spring{n} = spring<Float>(dampingRatio = 0.{m}f, stiffness = Spring.StiffnessMedium)\n",
    "ts": "export const spring{n} = {{ type: \"spring\", stiffness: 3{m}0, damping: 20 }}\n",
    "tsx": "export const t{n} = <motion.div transition={{{{ type: \"spring\", stiffness: 2{m}0, damping: 18 }}}} />\n",
    "js": "Animated.spring(value{n}, {{ toValue: 1, tension: 4{m}, friction: 7 }}).start()\n",
    "css": ".s-{n} {{ transition: transform 948ms " + LINEAR + "; }}\n",
}
MENTIONS = {
    "swift": "    // was .spring(response: 0.3, dampingFraction: 0.5)\n",
    "kt": "    // spring(dampingRatio = 0.5f)\n",
    "ts": "const note = 'type: \"spring\", stiffness: 100'\n",
    "tsx": "// { type: \"spring\", stiffness: 100 }\n",
    "js": "/* Animated.spring(v, { tension: 40 }) */\n",
    "css": "/* linear(0, 1) */\n",
}
SOURCE = ["swift", "kt", "ts", "tsx", "js", "css"]
OTHER = ["json", "md", "png"]


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def source_file(ext, n):
    size = rng.randint(1000, 6000)
    parts = []
    total = 0
    i = 0
    roll = rng.random()
    if roll < 0.05:
        parts.append(SPRINGS[ext].format(n=n, m=rng.randint(1, 9)))
    elif roll < 0.10:
        parts.append(MENTIONS[ext])
    while total < size:
        piece = FILLER[ext].format(n=i)
        parts.append(piece)
        total += len(piece)
        i += 1
    rng.shuffle(parts)
    return "".join(parts)


made = 0
folder = 0
while made < count:
    directory = os.path.join(root, "src", f"module{folder // 100}", f"part{folder % 100}")
    os.makedirs(directory, exist_ok=True)
    if folder % 10 == 0:
        write(os.path.join(directory, ".gitignore"), "# generated\n*.gen.swift\n/cache/\n")
    for k in range(min(100, count - made)):
        if rng.random() < 0.8:
            ext = rng.choice(SOURCE)
            write(os.path.join(directory, f"File{k}.{ext}"), source_file(ext, k))
        else:
            ext = rng.choice(OTHER)
            write(os.path.join(directory, f"Data{k}.{ext}"), "x" * rng.randint(100, 2000))
        made += 1
    folder += 1

for k in range(10_000):
    directory = os.path.join(root, "node_modules", f"pkg{k // 100}")
    os.makedirs(directory, exist_ok=True)
    write(os.path.join(directory, f"index{k % 100}.js"), source_file("js", k))
for k in range(5_000):
    directory = os.path.join(root, "build", f"out{k // 100}")
    os.makedirs(directory, exist_ok=True)
    write(os.path.join(directory, f"Gen{k % 100}.swift"), source_file("swift", k))
print(f"{made} files in {root} (+ 10000 in node_modules, 5000 in build)")
