#!/usr/bin/env bash
# Checks that state shared between threads is locked with PickerRenderLocking's Locked only: no
# Swift or C source under Sources/ other than PickerRenderLocking's own names another lock type
# (NSLock, NSRecursiveLock, NSConditionLock, os_unfair_lock, OSAllocatedUnfairLock,
# pthread_mutex_t, pthread_rwlock_t, Synchronization's Mutex<...>).
# Why: ThreadSanitizer, which `make sanitize` runs, does not see Synchronization's Mutex on
# Linux (every access it guards is reported as a race), and a second lock type in the package
# is a second set of rules to get right (lock and state side by side instead of the state
# inside the lock). docs/architecture.md §1.1 and Sources/PickerRenderLocking/Locked.swift say
# why Locked is a pthread mutex.
# What is matched is code: the part of a line after `//` is not read, so a comment may name
# these types. Every use found is printed as `FILE:LINE: TEXT`, then the script exits 1.
# Usage: scripts/check-one-lock-type.sh [PACKAGE_DIR]   (default: this repository)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
pkg="$(cd "${1:-$here}" && pwd)"

# A name counts when no identifier character touches it on either side ("NSLockless" is not a
# use); Mutex counts with its generic argument, so "Mutexes" in a string does not.
types='NSLock|NSRecursiveLock|NSConditionLock|os_unfair_lock|os_unfair_lock_t|OSAllocatedUnfairLock|pthread_mutex_t|pthread_rwlock_t'
re="(^|[^A-Za-z0-9_])(($types)([^A-Za-z0-9_]|\$)|Mutex[[:space:]]*<)"

found="$(cd "$pkg" && find Sources -path Sources/PickerRenderLocking -prune -o -type f \
           \( -name '*.swift' -o -name '*.c' -o -name '*.h' \) -print0 | sort -z \
         | xargs -0 -r awk -v re="$re" '{ code = $0; sub(/\/\/.*/, "", code); if (code ~ re) printf "%s:%d: %s\n", FILENAME, FNR, $0 }')"

if [ -n "$found" ]; then
  printf '%s\n' "$found"
  echo "check-one-lock-type: $(wc -l <<<"$found") use(s) of a lock type other than PickerRenderLocking's Locked outside Sources/PickerRenderLocking" >&2
  exit 1
fi
echo "check-one-lock-type: Sources/ locks with PickerRenderLocking's Locked only"
