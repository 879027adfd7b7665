#!/usr/bin/env python3
# sfpro-fixture.py: makes the stand-in "SF Pro" fonts in Tests/Fixtures/sfpro/ that test how a
# fonts directory holding SF Pro is recognised (by family name) without Apple's files, whose
# licence forbids shipping them. Dev-only; needs fontTools (pip install fonttools).
#   Inter-roman.var.ttf -> "SF Pro" (variable, serves text and display sizes)
#   Quicksand-Medium.ttf -> "SF Pro Rounded" Medium (one static weight: the others take the nearest)
# Both are subset to Latin-1 and general punctuation to stay small. Inter and Quicksand are
# SIL OFL 1.1 with no Reserved Font Name, so a renamed modified version is allowed; the result
# stays OFL (their COPYRIGHT files are copied beside it). Run from the repository root.
import os
import shutil
from fontTools import subset
from fontTools.ttLib import TTFont

OUT = "Tests/Fixtures/sfpro"
UNICODES = list(range(0x20, 0x7F)) + list(range(0xA0, 0x100)) + list(range(0x2000, 0x2070))


def make(source, dest, family, style, postscript):
    font = TTFont(source)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(unicodes=UNICODES)
    sub.subset(font)
    name = font["name"]
    for record in list(name.names):
        if record.nameID in (1, 16):
            name.setName(family, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID in (2, 17):
            name.setName(style, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID in (3, 4):
            name.setName(f"{family} {style}", record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 6:
            name.setName(postscript, record.nameID, record.platformID, record.platEncID, record.langID)
    font.save(os.path.join(OUT, dest))


os.makedirs(OUT, exist_ok=True)
make("Fonts/Inter/Inter-roman.var.ttf", "SF-Pro-fixture.ttf", "SF Pro", "Regular", "SFPro-Regular")
make("Fonts/Quicksand/Quicksand-Medium.ttf", "SF-Pro-Rounded-Medium-fixture.ttf", "SF Pro Rounded",
     "Medium", "SFProRounded-Medium")
shutil.copy("Fonts/Inter/COPYRIGHT", os.path.join(OUT, "COPYRIGHT-Inter"))
shutil.copy("Fonts/Quicksand/COPYRIGHT", os.path.join(OUT, "COPYRIGHT-Quicksand"))
