#!/usr/bin/env bash
# The public API of each library product, kept in the repository (api/<product>.txt), so that a
# change of the surface users compile against shows in review and growth becomes a decision.
# Everything comes from `swift package dump-package` (products, targets) and the compiler's symbol
# graph (swift-symbolgraph-extract on the modules the last build made), so moved or new targets
# need no change here. A product's surface: the public symbols of its targets' modules, plus what
# they re-export (`@_exported import struct X.Y` as well as whole modules: the symbol graph records
# them when the re-exported module is named in -experimental-allowed-reexported-modules), each
# re-exported symbol tagged `re-exported from X`.
# One line a symbol, tab-separated: kind, qualified path (module of the type.member...),
# declaration flattened to one line, then tags (re-exported from X; extension in Y; default
# implementation; where ...).
# Also writes api/unused-public.txt: public declarations of the package's other library modules
# that no product's surface reaches (not mentioned in a surface declaration's fragments, generic
# constraints, conformances or superclass, nor a member of a reached type): candidates for
# `package` access. Both are checked, so an unreached new `public` shows up too.
# Usage: scripts/public-api.sh [--check | --update]   (default --check: exit 1 and print the diff
#        when the committed files differ). Needs a debug build (`swift build` or `swift test`);
#        SWIFT_BUILD_ARGS (e.g. "--scratch-path .build-api") picks another build folder;
#        PUBLIC_API_DIR (default api/) the folder of the committed lists (the script's tests use it).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
mode="${1:---check}"
case "$mode" in --check|--update) ;; *) echo "usage: $0 [--check | --update]" >&2; exit 2 ;; esac
swift="${SWIFT:-swift}"
read -r -a build_args <<<"${SWIFT_BUILD_ARGS:-}"
command -v jq >/dev/null || { echo "public-api: needs jq (apt-get install jq)" >&2; exit 2; }
export LC_ALL=C
cd "$repo"
api="${PUBLIC_API_DIR:-$repo/api}"

work="$(mktemp -d "${TMPDIR:-/tmp}/public-api-XXXXXX")"
trap 'rm -rf "$work"' EXIT
dump="$("$swift" package --scratch-path "$work/manifest" dump-package)"

# The build must be current: a no-op after `swift test` (same configuration, same folder).
"$swift" build "${build_args[@]}" -q >&2
bin="$("$swift" build "${build_args[@]}" --show-bin-path)"
description="$bin/description.json"
[ -f "$description" ] || { echo "public-api: no $description (build with the native build system)" >&2; exit 2; }

c99name() { local n; n="$(printf '%s' "$1" | sed -E 's/[^A-Za-z0-9_]/_/g')"; [[ $n =~ ^[0-9] ]] && n="_$n"; printf '%s' "$n"; }

# Swift library modules of the package (regular targets the build compiled as Swift), and each
# target's source folder, to tell which module declares a symbol from its source file.
declare -A is_lib=() compiled=()
while IFS= read -r m; do compiled[$m]=1; done < <(jq -r '.swiftCommands[] | select(.isLibrary) | .moduleName' "$description")
lib_modules=()
while IFS= read -r t; do
  m="$(c99name "$t")"; [ -n "${compiled[$m]:-}" ] && { lib_modules+=("$m"); is_lib[$m]=1; }
done < <(jq -r '.targets[] | select(.type == "regular") | .name' <<<"$dump" | sort)
jq -r '.targets[] | [.name, .type, (.path // "")] | @tsv' <<<"$dump" | while IFS=$'\t' read -r name type path; do
  if [ -z "$path" ]; then
    case "$type" in test) path="Tests/$name" ;; plugin) path="Plugins/$name" ;; *) path="Sources/$name" ;; esac
  fi
  printf '%s\t%s\n' "$(cd "$repo/$path" 2>/dev/null && pwd || echo "$repo/$path")/" "$(c99name "$name")"
done >"$work/dirs.tsv"
allowed="$(IFS=,; echo "${lib_modules[*]}")"

# swift-symbolgraph-extract for one module, with the search paths its compile command used.
extract() { # module
  local m="$1" args=() a take="" out="$work/graphs/$1"
  mkdir -p "$out"
  while IFS= read -r a; do
    if [ -n "$take" ]; then args+=("$a"); take=""; continue; fi
    case "$a" in
      -Xcc|-target|-module-cache-path|-sdk|-resource-dir|-I|-F|-Isystem|-Fsystem) args+=("$a"); take=1 ;;
      -I?*|-F?*) args+=("$a") ;;
    esac
  done < <(jq -r --arg m "$m" '[.swiftCommands[] | select(.moduleName == $m and .isLibrary)][0]
                               | ("-I", .importPath, .otherArguments[])' "$description")
  swift-symbolgraph-extract -module-name "$m" "${args[@]}" -minimum-access-level public \
    -skip-synthesized-members -experimental-allowed-reexported-modules="$allowed" -output-dir "$out" >&2
}
for m in "${lib_modules[@]}"; do extract "$m" & 
  # two at a time
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
done
wait
# (`wait` returns 0 even if a job failed; a missing graph is caught below.)
for m in "${lib_modules[@]}"; do
  [ -f "$work/graphs/$m/$m.symbols.json" ] || { echo "public-api: no symbol graph for $m" >&2; exit 1; }
done

# Every symbol of a module's graphs (its own file and its extension files M@X) as one JSON line:
# graph module, declaring module (from the source file's folder), precise id, kind, path, decl, tags,
# and the ids its declaration mentions.
flatten() { # module
  local m="$1"
  jq -c --arg g "$m" --rawfile dirs "$work/dirs.tsv" '
    ($dirs | split("\n") | map(select(length > 0) | split("\t")) | sort_by(-(.[0] | length))) as $dirs
    | def declaring($uri): ($uri // "" | sub("^file://"; "")) as $p
        | ([$dirs[] | select(.[0] as $d | $p | startswith($d)) | .[1]][0] // $g);
      .relationships as $rels
    | .symbols[]
    | declaring(.location.uri) as $decl
    | (.swiftExtension.extendedModule // $decl) as $typemod
    | {
        graph: $g, module: $decl, id: .identifier.precise,
        kind: (.kind.identifier | sub("^swift\\."; "")),
        path: ($typemod + "." + (.pathComponents | join("."))),
        decl: ((.declarationFragments // []) | map(.spelling) | join("") | gsub("\\s+"; " ")),
        tags: ([ (if $decl != $g then "re-exported from \($decl)" else empty end),
                 (if .swiftExtension and .swiftExtension.extendedModule != $decl then "extension in \($decl)" else empty end),
                 (.identifier.precise as $id | if any($rels[]; .source == $id and .kind == "defaultImplementationOf")
                    then "default implementation" else empty end),
                 ((.swiftExtension.constraints // []) | if length > 0
                    then "where " + (map("\(.lhs) \(if .kind == "sameType" then "==" else ":" end) \(.rhs)") | join(", ")) else empty end)
               ] | join("; ")),
        mentions: ([(.declarationFragments // [])[] | .preciseIdentifier // empty]
                   + [(.swiftGenerics.constraints // [])[] | .rhsPrecise // empty]
                   + [(.swiftExtension.constraints // [])[] | .rhsPrecise // empty]
                   + [.identifier.precise as $id | $rels[] | select(.source == $id)
                      | select(.kind == "conformsTo" or .kind == "inheritsFrom") | .target])
      }' "$work/graphs/$m/"*.symbols.json
}
for m in "${lib_modules[@]}"; do flatten "$m"; done >"$work/symbols.jsonl"
# Member and requirement links of every graph: member id -> type id.
for m in "${lib_modules[@]}"; do
  jq -r '.relationships[] | select(.kind == "memberOf" or .kind == "requirementOf" or .kind == "optionalRequirementOf")
         | [.source, .target] | @tsv' "$work/graphs/$m/"*.symbols.json
done | sort -u >"$work/members.tsv"

out="$work/api"
mkdir -p "$out"
product_modules_all=()
while IFS=$'\t' read -r product ptargets; do
  mods=()
  for t in $ptargets; do m="$(c99name "$t")"; [ -n "${is_lib[$m]:-}" ] && mods+=("$m"); done
  [ "${#mods[@]}" -gt 0 ] || continue
  product_modules_all+=("${mods[@]}")
  {
    echo "# Public API of the library product $product (modules: ${mods[*]}), from the symbol graph."
    echo "# Generated by scripts/public-api.sh --update; make test fails when it differs. kind<TAB>path<TAB>declaration<TAB>tags"
    jq -r --args '. as $s | select(($ARGS.positional | index($s.graph)) != null)
                  | [.kind, .path, .decl, .tags] | join("\t") | sub("\t$"; "")' "${mods[@]}" <"$work/symbols.jsonl" \
      | sort -u
  } >"$out/$product.txt"
done < <(jq -r '.products[] | select(.type | has("library")) | [.name, (.targets | join(" "))] | @tsv' <<<"$dump")

# Reached: every symbol in a product's graphs, then (to a fixed point) what a reached symbol
# mentions, and the members of a reached type of this package.
jq -r --args '. as $s | select(($ARGS.positional | index($s.graph)) != null) | .id' \
  "${product_modules_all[@]}" <"$work/symbols.jsonl" | sort -u >"$work/reached"
jq -r '[.id, (.mentions[])] | @tsv' "$work/symbols.jsonl" \
  | awk -F'\t' '{ for (i = 2; i <= NF; i++) print $1 "\t" $i }' | sort -u >"$work/mentions.tsv"
while :; do
  before=$(wc -l <"$work/reached")
  {
    cat "$work/reached"
    awk -F'\t' 'NR == FNR { r[$1] = 1; next } ($1 in r) { print $2 }' "$work/reached" "$work/mentions.tsv"
    awk -F'\t' 'NR == FNR { r[$1] = 1; next } ($2 in r) { print $1 }' "$work/reached" "$work/members.tsv"
  } | sort -u >"$work/reached.new"
  mv "$work/reached.new" "$work/reached"
  [ "$(wc -l <"$work/reached")" -eq "$before" ] && break
done
{
  echo "# Public declarations of the package's library modules outside the products (${product_modules_all[*]})"
  echo "# that no product's public surface reaches: candidates for \`package\`. Generated by"
  echo "# scripts/public-api.sh --update. module<TAB>kind<TAB>path<TAB>declaration<TAB>tags"
  jq -r --args '. as $s | select(($ARGS.positional | index($s.module)) == null) | select(.module == .graph)
                | [.id, .module, .kind, .path, .decl, .tags] | join("\t") | sub("\t$"; "")' \
    "${product_modules_all[@]}" <"$work/symbols.jsonl" \
    | awk -F'\t' 'NR == FNR { r[$1] = 1; next } !($1 in r) { sub(/^[^\t]*\t/, ""); print }' "$work/reached" - \
    | sort -u
} >"$out/unused-public.txt"

mkdir -p "$api"
if [ "$mode" = --update ]; then
  rm -f "$api"/*.txt
  cp "$out"/*.txt "$api/"
  for f in "$api"/*.txt; do printf '%6d  %s\n' "$(grep -vc '^#' "$f")" "${f#"$repo"/}"; done
  exit 0
fi
if ! diff -ru "$api" "$out" >"$work/diff"; then
  sed -e "s|$api|api (committed)|; s|$out|api (generated)|" "$work/diff"
  echo "public-api: the public API differs from the committed lists. If the change is meant, run:" >&2
  echo "  scripts/public-api.sh --update   (then commit api/)" >&2
  exit 1
fi
echo "public-api: $api matches the products' public symbols"
