#!/usr/bin/env python3
"""Validates pcgns JSON reports against share/schema/pcgns-report.schema.json.

    validate-report.py REPORT.json [REPORT.json ...]

Uses the jsonschema package (Debian: python3-jsonschema). Prints "REPORT: ok" per valid
report, and each error with the path of the offending key otherwise. Exit 0 when all are
valid, 1 when one is not, 2 when a report or the schema cannot be read.
"""
import json
import os
import sys

import jsonschema

SCHEMA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "share", "schema",
                      "pcgns-report.schema.json")


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        sys.exit(print(f"{path}: {e}", file=sys.stderr) or 2)


def main(paths):
    schema = load(SCHEMA)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
    failed = False
    for path in paths:
        errors = sorted(validator.iter_errors(load(path)), key=lambda e: list(e.absolute_path))
        for error in errors:
            where = "/".join(str(p) for p in error.absolute_path) or "(top level)"
            print(f"{path}: {where}: {error.message}")
        if not errors:
            print(f"{path}: ok")
        failed = failed or bool(errors)
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(print(__doc__, file=sys.stderr) or 2)
    sys.exit(main(sys.argv[1:]))
