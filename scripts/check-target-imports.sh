#!/usr/bin/env bash
# Checks that Package.swift lists exactly what each target imports: for every target of the
# package (read from `swift package dump-package`, so new or moved targets need no change here)
# it collects the modules its Swift sources import (`import X`, `@testable import X`,
# `@_exported import struct X.Y`, `public`/`package`/`internal import X`, ...), keeps those that
# are modules of this package's targets (Swift, C and system-library targets; a system library's
# module name is read from its module.modulemap), and compares them with the target's declared
# dependencies (by name, target, or product of another package mapped to that product's targets).
# Why: a missing dependency builds only by luck of the build order (the module happens to be
# built already), and a stale one makes a product drag in modules it never uses.
# Every disagreement is printed as one line, then the script exits 1:
#   TARGET: imports X but does not depend on it
#   TARGET: depends on X but never imports it
# C targets' sources are not read (their dependencies come from Package.swift only), but C and
# system-library targets are valid dependencies, used when a Swift source imports their module.
# A macro target counts as imported where a source names it in #externalMacro(module:).
# Plugin targets are skipped. Imports inside /* */ comments and """ string literals are ignored.
# Usage: scripts/check-target-imports.sh [PACKAGE_DIR]   (default: this repository)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
pkg="$(cd "${1:-$here}" && pwd)"
swift="${SWIFT:-swift}"
command -v jq >/dev/null || { echo "check-target-imports: needs jq (apt-get install jq)" >&2; exit 2; }

# A scratch folder of its own: reading the manifest then never waits for a build holding .build's lock.
scratch="$(mktemp -d "${TMPDIR:-/tmp}/check-target-imports-XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
dump="$("$swift" package --package-path "$pkg" --scratch-path "$scratch/self" dump-package)"

# The C99 name SwiftPM gives a target's module: every character that can't be in an
# identifier becomes _, and a leading digit gets a _ in front.
c99name() { local n; n="$(printf '%s' "$1" | sed -E 's/[^A-Za-z0-9_]/_/g')"; [[ $n =~ ^[0-9] ]] && n="_$n"; printf '%s' "$n"; }

# The top-level module a module map declares (system libraries and C targets with their own map).
modulemap_name() { sed -nE 's/^[[:space:]]*(explicit[[:space:]]+|framework[[:space:]]+)*module[[:space:]]+([A-Za-z_][A-Za-z0-9_]*).*/\2/p' "$1" | awk 'NR == 1'; }

# Where SwiftPM looks for a target without `path:`.
default_dir() { # name type
  local roots=(Sources Source src srcs)
  case "$2" in test) roots=(Tests) ;; plugin) roots=(Plugins) ;; esac
  for r in "${roots[@]}"; do [ -d "$pkg/$r/$1" ] && { printf '%s' "$pkg/$r/$1"; return; }; done
  printf '%s' "$pkg/${roots[0]}/$1"
}

declare -A type_of dir_of module_owner local_products
targets=()
while IFS=$'\t' read -r name type path; do
  targets+=("$name"); type_of[$name]=$type
  if [ -n "$path" ]; then dir_of[$name]="$pkg/$path"; else dir_of[$name]="$(default_dir "$name" "$type")"; fi
  module="$(c99name "$name")"
  if [ "$type" = system ] && [ -f "${dir_of[$name]}/module.modulemap" ]; then
    module="$(modulemap_name "${dir_of[$name]}/module.modulemap")"
  elif [ "$type" = regular ] && [ -f "${dir_of[$name]}/include/module.modulemap" ]; then
    module="$(modulemap_name "${dir_of[$name]}/include/module.modulemap")"
  fi
  module_owner[$module]=$name
done < <(jq -r '.targets[] | [.name, .type, (.path // "")] | @tsv' <<<"$dump")
while IFS=$'\t' read -r product ptargets; do local_products[$product]=$ptargets; done \
  < <(jq -r '.products[] | [.name, (.targets | join(" "))] | @tsv' <<<"$dump")

# Another package's product -> the modules of its targets, when that package is on disk (a
# path dependency, or a checkout in .build/checkouts); otherwise the product's own name.
product_modules() { # product package
  local dir want
  want="$(tr '[:upper:]' '[:lower:]' <<<"$2")"
  dir="$(jq -r --arg p "$want" '.dependencies[] | .fileSystem[0]? // empty
          | select((.identity // "" | ascii_downcase) == $p) | .path' <<<"$dump" | awk 'NR == 1')"
  [ -z "$dir" ] && [ -d "$pkg/.build/checkouts/$2" ] && dir="$pkg/.build/checkouts/$2"
  if [ -n "$dir" ] && [ -f "$dir/Package.swift" ]; then
    local t
    for t in $("$swift" package --package-path "$dir" --scratch-path "$scratch/dep" dump-package 2>/dev/null \
               | jq -r --arg p "$1" '.products[] | select(.name == $p) | .targets[]'); do
      c99name "$t"; echo
    done
  else
    c99name "$1"; echo
  fi
}

# The code lines of Swift files: lines inside /* */ comments and """ literals are dropped.
code_lines() {
  awk '
    FNR == 1 { instr = 0; incomment = 0 }
    {
      line = $0
      if (incomment) { i = index(line, "*/"); if (i == 0) next; line = substr(line, i + 2); incomment = 0 }
      if (instr) { t = line; if (gsub(/"""/, "", t) % 2 == 1) instr = 0; next }
      print line
      t = line; if (gsub(/"""/, "", t) % 2 == 1) instr = 1
      t = line; sub(/\/\/.*/, "", t)
      if (index(t, "/*") > 0) { s = t; sub(/.*\/\*/, "", s); if (index(s, "*/") == 0) incomment = 1 }
    }' "$@"
}

import_re='^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func|actor)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*'

problems=()
for t in "${targets[@]}"; do
  type=${type_of[$t]}
  [ "$type" = plugin ] && continue
  dir=${dir_of[$t]}
  # Swift sources only, without the target's excluded paths.
  files=()
  if [ -d "$dir" ]; then
    prune=()
    while IFS= read -r ex; do [ -n "$ex" ] && prune+=(-path "$dir/$ex" -prune -o); done \
      < <(jq -r --arg t "$t" '.targets[] | select(.name == $t) | .exclude[]?' <<<"$dump")
    while IFS= read -r -d '' f; do files+=("$f"); done \
      < <(find "$dir" "${prune[@]}" -type f -name '*.swift' -print0 | sort -z)
  fi
  # C and system-library targets are not importers (no Swift sources).
  [ "${#files[@]}" -eq 0 ] && continue

  declare -A imported=() declared=() ext_used=()
  lines="$(code_lines "${files[@]}")"
  while IFS= read -r m; do
    [ -n "$m" ] || continue
    owner="${module_owner[$m]:-}"
    if [ -n "$owner" ]; then [ "$owner" != "$t" ] && imported[$owner]=1
    else ext_used[$m]=1; fi
  done < <(sed -nE "s/$import_re/\\7/p" <<<"$lines"
           grep -oE '#externalMacro\([[:space:]]*module:[[:space:]]*"[^"]+"' <<<"$lines" | sed -E 's/.*"([^"]+)"/\1/' || true)

  # Declared dependencies: local targets; products of other packages checked by their modules.
  while IFS=$'\t' read -r kind dname dpkg; do
    if [ "$kind" != product ] && [ -n "${type_of[$dname]:-}" ]; then
      declared[$dname]=1
    elif [ "$kind" != product ] && [ -n "${local_products[$dname]:-}" ]; then
      for pt in ${local_products[$dname]}; do declared[$pt]=1; done
    else
      used=""
      for m in $(product_modules "$dname" "${dpkg:-$dname}"); do [ -n "${ext_used[$m]:-}" ] && used=1; done
      [ -n "$used" ] || problems+=("$t: depends on product $dname (package ${dpkg:-?}) but never imports it")
    fi
  done < <(jq -r --arg t "$t" '.targets[] | select(.name == $t) | .dependencies[]
             | if .byName then ["byName", .byName[0], ""] elif .target then ["target", .target[0], ""]
               else ["product", .product[0], (.product[1] // "")] end | @tsv' <<<"$dump")

  for m in "${!imported[@]}"; do
    [ -n "${declared[$m]:-}" ] || problems+=("$t: imports $m but does not depend on it")
  done
  for d in "${!declared[@]}"; do
    [ -n "${imported[$d]:-}" ] || problems+=("$t: depends on $d but never imports it")
  done
  unset imported declared ext_used
done

if [ "${#problems[@]}" -gt 0 ]; then
  printf '%s\n' "${problems[@]}" | LC_ALL=C sort
  echo "check-target-imports: ${#problems[@]} disagreement(s) between Package.swift and the sources' imports" >&2
  exit 1
fi
echo "check-target-imports: every target's dependencies are exactly its imports (${#targets[@]} targets)"
