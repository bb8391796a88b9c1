#!/usr/bin/env bash
# Writes src/ui/fonts/naira-sign.woff2: the naira sign (U+20A6) alone, in every weight, taken from
# Source Sans 3's latin-ext file (@fontsource-variable/source-sans-3). Fontsource's latin file has no ₦,
# and its latin-ext file (60 KB) would be downloaded by every page showing an amount for that one
# glyph; this file is about 1 KB. Renamed "Trust Fund Naira": the Open Font License keeps the name
# "Source" for the unmodified font. Run again only when the font package changes; needs fonttools
# (Debian: apt-get install -y python3-fonttools python3-brotli; PYTHON names another python3).
set -euo pipefail
cd "$(dirname "$0")/.."
src=$(node -p "require.resolve('@fontsource-variable/source-sans-3/LICENSE').replace(/LICENSE$/, 'files/source-sans-3-latin-ext-wght-normal.woff2')")
out=src/ui/fonts/naira-sign.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
py=${PYTHON:-python3}
"$py" -m fontTools.subset "$src" --unicodes=U+20A6 --flavor=woff2 --layout-features='tnum' --no-hinting \
  --name-IDs='*' --output-file="$tmp/subset.woff2"
"$py" - "$tmp/subset.woff2" "$out" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
for record in font['name'].names:
    text = record.toUnicode()
    if record.nameID in (1, 3, 4, 6, 16, 25):
        record.string = text.replace('Source Sans 3', 'Trust Fund Naira').replace('SourceSans3', 'TrustFundNaira')
font.flavor = 'woff2'
font.save(sys.argv[2])
PY
ls -l "$out"
