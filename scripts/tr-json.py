#!/usr/bin/env python3
"""Move Chinese translations between the .ts file and JSON lists.

  tr-json.py extract [TS] > todo.json     every unfinished message as JSON
  tr-json.py apply [TS] done.json...      fill unfinished messages from JSON lists

A JSON list holds objects {"context", "source", "zh"} (also "numerus", "comment",
"location" when extracted). apply matches context + source (+ comment when given) and
fills only messages still unfinished; it prints how many it filled and which entries of
the lists matched nothing. TS defaults to resources/translations/gpu-planner_zh_CN.ts.
"""
import json
import os
import sys
import xml.etree.ElementTree as ET

DEFAULT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources",
                       "translations", "gpu-planner_zh_CN.ts")


def messages(root):
    for ctx in root.iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            yield name, msg


def extract(ts):
    root = ET.parse(ts).getroot()
    out = []
    for name, msg in messages(root):
        tr = msg.find("translation")
        if tr is None or tr.get("type") != "unfinished":
            continue
        loc = msg.find("location")
        out.append({
            "id": len(out),
            "context": name,
            "source": msg.findtext("source"),
            "comment": msg.findtext("comment"),
            "numerus": msg.get("numerus") == "yes",
            "location": None if loc is None else "%s:%s" % (loc.get("filename"), loc.get("line")),
            "zh": None,
        })
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
    print()


def apply(ts, lists):
    wanted = {}
    for path in lists:
        with open(path, encoding="utf-8") as f:
            for e in json.load(f):
                if e.get("zh"):
                    wanted[(e["context"], e["source"], e.get("comment"))] = e["zh"]
    tree = ET.parse(ts)
    used = set()
    filled = 0
    for name, msg in messages(tree.getroot()):
        tr = msg.find("translation")
        if tr is None or tr.get("type") != "unfinished":
            continue
        key = (name, msg.findtext("source"), msg.findtext("comment"))
        zh = wanted.get(key) or wanted.get((key[0], key[1], None))
        if zh is None:
            continue
        used.add(key if key in wanted else (key[0], key[1], None))
        del tr.attrib["type"]
        if msg.get("numerus") == "yes":
            for child in list(tr):
                tr.remove(child)
            tr.text = None
            form = ET.SubElement(tr, "numerusform")
            form.text = zh
        else:
            tr.text = zh
        filled += 1
    with open(ts, "wb") as f:
        f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(f, encoding="utf-8", xml_declaration=False)
        f.write(b"\n")
    print("filled %d message(s) in %s" % (filled, ts), file=sys.stderr)
    for key in wanted:
        if key not in used:
            print("no unfinished message for %s: %r" % (key[0], key[1]), file=sys.stderr)


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("extract", "apply"):
        print(__doc__, file=sys.stderr)
        return 2
    args = sys.argv[2:]
    ts = args.pop(0) if args and args[0].endswith(".ts") else DEFAULT
    if sys.argv[1] == "extract":
        extract(ts)
    else:
        apply(ts, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
