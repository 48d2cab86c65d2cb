#!/usr/bin/env python3
"""Prints a model preset entry (resources/presets/models.json) for a published config.json,
as the program reads it: `gpu-planner estimate --model-config FILE --json`'s model_spec.

Usage: preset-from-config.py GPU_PLANNER CONFIG ID NAME FAMILY SOURCE_URL [NOTES]
The entry's numbers come from the program's own reader (models/scenario/modelconfig.cpp), so a
preset and an imported config of the same model give the same estimate."""
import json
import subprocess
import sys


def main():
    if len(sys.argv) < 7:
        sys.exit(__doc__)
    exe, config, pid, name, family, source = sys.argv[1:7]
    notes = sys.argv[7] if len(sys.argv) > 7 else ""
    out = subprocess.run([exe, "--lang", "en", "estimate", "--model-config", config, "--task",
                          "inference", "--json"], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"{config}: {out.stderr.strip()}")
    spec = json.loads(out.stdout)["model_spec"]
    entry = {"id": pid, "name": name, "family": family, "architecture": spec["architecture"]}
    for key, value in spec.items():
        # Derived figures, and the FP8 block (presets plan 16-bit weights), are not preset fields.
        if key in ("name", "architecture", "source", "kv_bytes_per_token", "fp8_block",
                   "linear_state_bytes_per_sequence", "compressor_state_bytes_per_sequence"):
            continue
        entry[key] = round(value, 3) if isinstance(value, float) else value
    entry["source"] = source
    if notes:
        entry["notes"] = notes
    print(json.dumps(entry, ensure_ascii=False))


if __name__ == "__main__":
    main()
