#!/usr/bin/env python3
"""Lists C++ files over 800 lines and functions over 150 lines (issue 10's limits).

  scripts/check-size.py [--strict] [DIR...]     (default: app models widgets)

Functions are found by brace matching (comments and strings removed): a brace block whose
head has a parameter list, outside another function. The function limit holds in models/
and app/; long widgets/ methods (forms laid out in code) are listed but not counted.
--strict exits 1 when anything is over.
"""
import os
import re
import sys

FILE_LIMIT = 800
FUNCTION_LIMIT = 150


def strip(text):
    # Comments, string and character literals (raw strings too) become spaces; newlines stay.
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c == 'R' and text.startswith('R"', i) and (i == 0 or not (text[i-1].isalnum() or text[i-1] == '_')):
            m = re.match(r'R"([^(]*)\(', text[i:])
            if not m:
                out.append(c); i += 1; continue
            end = ")" + m.group(1) + '"'
            j = text.find(end, i + m.end())
            j = n if j < 0 else j + len(end)
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif c in "\"'":
            if c == "'" and i > 0 and text[i-1].isalnum():  # digit separator 1'000
                out.append(" "); i += 1; continue
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def functions(path):
    text = strip(open(path, encoding="utf-8", errors="replace").read())
    stack = []  # (kind, start line, name)
    head_start = 0
    line = 1
    found = []
    for idx, c in enumerate(text):
        if c == "\n":
            line += 1
        elif c in ";{}":
            if c == "{":
                head = text[head_start:idx]
                in_function = any(k == "function" for k, _, _ in stack)
                kind = "block"
                name = ""
                if not in_function:
                    h = " ".join(head.split())
                    if re.search(r"\bnamespace\b", h) or h.startswith('extern ""'):
                        kind = "namespace"
                    elif re.search(r"\b(class|struct|union|enum)\b[^()]*$", h):
                        kind = "class"
                    elif ")" in h:
                        kind = "function"
                        m = re.search(r"([~\w:]+(?:<[^()]*>)?(?:operator\s*\S+)?)\s*\(", h)
                        name = m.group(1) if m else h[:60]
                        # the line of the head's first non-blank character
                        lead = head[: len(head) - len(head.lstrip())]
                        start = line - head.count("\n") + lead.count("\n")
                        stack.append((kind, start, name))
                        head_start = idx + 1
                        continue
                stack.append((kind, line, name))
            elif c == "}":
                if stack:
                    kind, start, name = stack.pop()
                    if kind == "function":
                        found.append((name, start, line, line - start + 1))
            head_start = idx + 1
    return found


def main():
    args = [a for a in sys.argv[1:] if a != "--strict"]
    strict = "--strict" in sys.argv
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    dirs = args or ["app", "models", "widgets"]
    bad = 0
    for d in dirs:
        for dirpath, _, files in sorted(os.walk(os.path.join(root, d))):
            for f in sorted(files):
                if not f.endswith((".cpp", ".h")):
                    continue
                path = os.path.join(dirpath, f)
                rel = os.path.relpath(path, root)
                lines = sum(1 for _ in open(path, encoding="utf-8", errors="replace"))
                if lines > FILE_LIMIT:
                    print("%s: %d lines (file limit %d)" % (rel, lines, FILE_LIMIT))
                    bad += 1
                for name, start, end, length in functions(path):
                    if length > FUNCTION_LIMIT:
                        # The limit holds in models/ and app/; widgets' methods that lay
                        # out a form may be longer.
                        widgets = rel.startswith("widgets")
                        print("%s:%d: %s is %d lines (function limit %d)%s" % (
                            rel, start, name, length, FUNCTION_LIMIT,
                            " — widgets layout, allowed" if widgets else ""))
                        if not widgets:
                            bad += 1
    print("%d over the limits" % bad)
    return 1 if strict and bad else 0


if __name__ == "__main__":
    sys.exit(main())
