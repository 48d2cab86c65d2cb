#!/usr/bin/env python3
"""Fills resources/translations/gpu-planner_en.ts (lupdate -pluralonly) with the English
singular and plural of every "%n …(s)" source text: "(s)" is dropped for one and becomes
"s" for many. Run after refreshing the file (CONTRIBUTING, Translations)."""
import html
import re
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "resources/translations/gpu-planner_en.ts"
text = open(path, encoding="utf-8").read()

# Verbs that agree with the count (singular form first).
AGREEMENT = [(" fit ", " fits "), (" differ ", " differs "), (" were ", " was ")]


def forms(source: str):
    src = html.unescape(source)
    one = src.replace("(s)", "")
    many = src.replace("(s)", "s")
    for plural_verb, singular_verb in AGREEMENT:
        if "(s)" in src and plural_verb in one:
            one = one.replace(plural_verb, singular_verb, 1)
    return html.escape(one, quote=False), html.escape(many, quote=False)


def fill(match: re.Match) -> str:
    source = match.group(1)
    comment = match.group(2) or ""  # a disambiguation, kept
    one, many = forms(source)
    return (f"<source>{source}</source>{comment}\n        <translation>\n"
            f"            <numerusform>{one}</numerusform>\n"
            f"            <numerusform>{many}</numerusform>\n        </translation>")


text = re.sub(r"<source>([^<]*)</source>(\s*<comment>[^<]*</comment>)?\s*<translation[^>]*>.*?"
              r"</translation>", fill, text, flags=re.S)
open(path, "w", encoding="utf-8").write(text)
