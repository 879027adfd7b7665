#!/usr/bin/env bash
# Tests of the two package checks, so a check that silently passes everything is caught:
#   1. check-target-imports.sh on a small package made here (a system library whose module map
#      names another module than its target, a C target, every import form, an import inside a
#      """ literal and a /* */ comment that must not count): exact disagreements, then none once
#      its Package.swift is mended;
#   2. check-target-imports.sh on a scratch copy of this repository whose Package.swift has one
#      dependency taken away and one added: both lines appear and it exits 1;
#   3. with --api (needs a debug build): public-api.sh --check against a copy of api/ with one
#      line removed and one added fails, prints both in its diff and the update command;
#   4. check-one-lock-type.sh on this repository passes, and on a copy of its Sources/ with an
#      NSLock and a Mutex<...> added (and a comment naming NSLock, and a lock in
#      PickerRenderLocking, which must not count) fails with exactly those two lines;
#   5. check-standard-streams.sh on this repository passes, and on that copy with a print, a
#      FileHandle.standardError write, a try! and a C fprintf(stderr, ...) added (and a comment
#      naming print(, a method called .print( and a print in StandardStream itself, which must
#      not count) fails with exactly those four lines.
# Usage: scripts/test-package-checks.sh [--api]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/package-checks-test-XXXXXX")"
trap 'rm -rf "$work"' EXIT
fail() { echo "test-package-checks: FAIL: $*" >&2; exit 1; }

# 1. A made-up package.
p="$work/pkg"
mkdir -p "$p/Sources/CSys" "$p/Sources/CWrap/include" "$p/Sources/Base" "$p/Sources/Mid" "$p/Sources/Top" "$p/Tests/TopTests"
printf 'module CSysModule [system] {\n    header "shim.h"\n    export *\n}\n' >"$p/Sources/CSys/module.modulemap"
echo '#include <stdint.h>' >"$p/Sources/CSys/shim.h"
echo 'int cwrap(void);' >"$p/Sources/CWrap/include/cwrap.h"
echo 'int cwrap(void) { return 1; }' >"$p/Sources/CWrap/cwrap.c"
cat >"$p/Sources/Base/Base.swift" <<'EOF'
import Foundation
@preconcurrency import CSysModule
public struct B { public init() {} }
EOF
cat >"$p/Sources/Mid/Mid.swift" <<'EOF'
@_exported import struct Base.B
public import CWrap
/* import Top
   import Base */
let code = """
import Top
"""
// import Top
EOF
cat >"$p/Sources/Top/Top.swift" <<'EOF'
package import Mid
#if canImport(Glibc)
import Glibc
#endif
EOF
echo '@testable import Top' >"$p/Tests/TopTests/T.swift"
echo 'import Base' >>"$p/Tests/TopTests/T.swift"
manifest() { # Mid's dependencies, Top's dependencies
  cat >"$p/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "Made", products: [.library(name: "MadeTop", targets: ["Top"])], targets: [
  .systemLibrary(name: "CSys"),
  .target(name: "CWrap", dependencies: ["CSys"]),
  .target(name: "Base", dependencies: ["CSys"]),
  .target(name: "Mid", dependencies: [$1]),
  .target(name: "Top", dependencies: [$2]),
  .testTarget(name: "TopTests", dependencies: ["Top", "Base"]),
])
EOF
}
manifest '"Base", "Top"' '"Mid", "Base"'
set +e; out="$("$repo/scripts/check-target-imports.sh" "$p" 2>/dev/null)"; status=$?; set -e
expected='Mid: depends on Top but never imports it
Mid: imports CWrap but does not depend on it
Top: depends on Base but never imports it'
[ "$status" = 1 ] || fail "made-up package: exit $status, expected 1"
[ "$out" = "$expected" ] || fail "made-up package: got
$out
expected
$expected"
manifest '"Base", "CWrap"' '"Mid"'
"$repo/scripts/check-target-imports.sh" "$p" >/dev/null || fail "made-up package, mended: still fails"
echo "ok: check-target-imports on a made-up package (module-map names, import forms, literals, comments)"

# 2. A scratch copy of this repository with a broken Package.swift: the first Swift target with
#    two or more local dependencies loses its first one and gains one it never imports. Whatever
#    the committed Package.swift's own disagreements, exactly those two lines must be new.
c="$work/copy"
mkdir -p "$c"
(cd "$repo" && tar cf - --exclude='*.png' --exclude='*.ttf' --exclude='*.otf' Package.swift Sources Tests) | (cd "$c" && tar xf -)
set +e; before="$("$repo/scripts/check-target-imports.sh" "$c" 2>/dev/null)"; set -e
dump="$(cd "$c" && swift package --scratch-path "$work/scratch" dump-package)"
victim=""
for t in $(jq -r '.targets[] | select(.type == "regular" and ([.dependencies[] | .byName // .target | select(. != null)] | length) >= 2) | .name' <<<"$dump"); do
  [ -n "$(find "$c/Sources/$t" -name '*.swift' -print -quit 2>/dev/null)" ] && { victim="$t"; break; }
done
dropped="$(jq -r --arg v "$victim" '.targets[] | select(.name == $v) | [.dependencies[] | .byName // .target | .[0]][0]' <<<"$dump")"
[ -n "$victim" ] || fail "no target to break in Package.swift"
# The target whose name sorts first among those the victim neither imports nor depends on.
extra="$(jq -r --arg v "$victim" '[.targets[] | select(.type == "regular" and .name != $v)] | map(.name) | sort | .[]' <<<"$dump" \
  | while read -r t; do
      jq -e --arg v "$victim" --arg t "$t" '.targets[] | select(.name == $v) | [.dependencies[] | .byName // .target | .[0]] | index($t)' <<<"$dump" >/dev/null && continue
      grep -rqE "import[[:space:]]+([a-z]+[[:space:]]+)?$t\b" "$c/Sources/$victim" 2>/dev/null && continue
      echo "$t"; break
    done)"
[ -n "$extra" ] || fail "no target to add to $victim"
# Rewrite the victim's dependency list in the manifest text: drop the first, add the extra one.
perl -0pi -e 's/(name:\s*"\Q'"$victim"'\E"[^\]]*?dependencies:\s*\[)\s*"\Q'"$dropped"'\E",\s*/$1"'"$extra"'", /s' "$c/Package.swift" \
  || fail "could not edit the copy's Package.swift"
set +e; after="$("$repo/scripts/check-target-imports.sh" "$c" 2>/dev/null)"; status=$?; set -e
[ "$status" = 1 ] || fail "broken Package.swift: exit $status, expected 1"
new="$(comm -13 <(sort <<<"$before") <(sort <<<"$after"))"
want="$(printf '%s\n' "$victim: depends on $extra but never imports it" "$victim: imports $dropped but does not depend on it" | sort)"
[ "$new" = "$want" ] || fail "broken Package.swift: new lines
$new
expected
$want"
echo "ok: check-target-imports on a copy of this package with $victim's $dropped dependency swapped for $extra"

# 3. public-api.sh against a tampered copy of api/.
if [ "${1:-}" = --api ]; then
  cp -r "$repo/api" "$work/api"
  first="$(grep -v '^#' "$work/api/PickerRender.txt" | awk 'NR == 1')"
  grep -vxF "$first" "$work/api/PickerRender.txt" >"$work/x" && mv "$work/x" "$work/api/PickerRender.txt"
  printf 'func\tPickerRender.notThere()\tfunc notThere()\n' >>"$work/api/PickerRender.txt"
  set +e; out="$(PUBLIC_API_DIR="$work/api" "$repo/scripts/public-api.sh" --check 2>&1)"; status=$?; set -e
  [ "$status" = 1 ] || fail "public-api --check on a tampered api/: exit $status, expected 1"
  grep -qxF "+$first" <<<"$out" || fail "public-api diff does not show the removed line as generated (+)"
  grep -qF -- "-func	PickerRender.notThere()" <<<"$out" || fail "public-api diff does not show the added line as committed (-)"
  grep -qF "scripts/public-api.sh --update" <<<"$out" || fail "public-api does not print the update command"
  echo "ok: public-api --check fails on a changed list, with the diff and the update command"
fi

# 4. The one lock type.
"$repo/scripts/check-one-lock-type.sh" >/dev/null || fail "check-one-lock-type fails on this repository"
l="$work/locks"
mkdir -p "$l"
(cd "$repo" && tar cf - --exclude='*.png' --exclude='*.ttf' --exclude='*.otf' Sources) | (cd "$l" && tar xf -)
cat >"$l/Sources/PickerRenderBatch/ExtraLocks.swift" <<'EOF'
import Foundation
// Not an NSLock: a comment may name one.
final class ExtraLocks: @unchecked Sendable {
    let lock = NSLock()
    let count = Mutex<Int>(0)
}
EOF
echo 'let lockingOwn = NSLock()' >>"$l/Sources/PickerRenderLocking/Locked.swift"
set +e; out="$("$repo/scripts/check-one-lock-type.sh" "$l" 2>/dev/null)"; status=$?; set -e
expected='Sources/PickerRenderBatch/ExtraLocks.swift:4:     let lock = NSLock()
Sources/PickerRenderBatch/ExtraLocks.swift:5:     let count = Mutex<Int>(0)'
[ "$status" = 1 ] || fail "check-one-lock-type with an NSLock added: exit $status, expected 1"
[ "$out" = "$expected" ] || fail "check-one-lock-type with an NSLock added: got
$out
expected
$expected"
echo "ok: check-one-lock-type passes here and finds an NSLock and a Mutex added to a copy"

# 5. The standard streams (in the copy of Sources/ made for 4).
"$repo/scripts/check-standard-streams.sh" >/dev/null || fail "check-standard-streams fails on this repository"
cat >"$l/Sources/PickerRenderBatch/ExtraWrites.swift" <<'EOF'
import Foundation
// Not a write: a comment may say print(x).
func extraWrites(_ page: Page) throws {
    print("lost at exit")
    FileHandle.standardError.write(Data("trap".utf8))
    let data = try! Data(contentsOf: URL(fileURLWithPath: "x"))
    page.print(data)
}
EOF
echo 'static void extra(void) { fprintf(stderr, "x"); }' >"$l/Sources/CPickerRenderPNG/extra_write.c"
echo 'func ownWrite() { print("the type itself may") }' >>"$l/Sources/PickerRenderFiles/StandardStream.swift"
set +e; out="$("$repo/scripts/check-standard-streams.sh" "$l" 2>/dev/null)"; status=$?; set -e
expected='Sources/PickerRenderBatch/ExtraWrites.swift:4:     print("lost at exit")
Sources/PickerRenderBatch/ExtraWrites.swift:5:     FileHandle.standardError.write(Data("trap".utf8))
Sources/PickerRenderBatch/ExtraWrites.swift:6:     let data = try! Data(contentsOf: URL(fileURLWithPath: "x"))
Sources/CPickerRenderPNG/extra_write.c:1: static void extra(void) { fprintf(stderr, "x"); }'
[ "$status" = 1 ] || fail "check-standard-streams with a print added: exit $status, expected 1"
[ "$out" = "$expected" ] || fail "check-standard-streams with a print added: got
$out
expected
$expected"
echo "ok: check-standard-streams passes here and finds a print, a FileHandle write, a try! and an fprintf added to a copy"
