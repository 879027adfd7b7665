// The exit hook of PickerRenderTesting. A load-time constructor registers, with atexit, a call to
// `picker_render_testing_at_exit`, which PickerRenderTesting defines in Swift (@_cdecl, in
// SnapshotRun+Summary.swift) and which prints the run's snapshot summary when this process is
// the last test process of its `swift test`. Swift has no load-time code of its own, and a test
// process whose tests draw no snapshot runs no PickerRenderTesting code otherwise.
// Invariants: the constructor does nothing but register the handler (no I/O, no allocation);
// the handler runs once, at a normal exit (a crash or a signal skips it, as it should: the run
// did not finish).
#include <stdlib.h>
#include "testing_exit.h"

extern void picker_render_testing_at_exit(void);

static int installed = 0;

static void at_exit(void) { picker_render_testing_at_exit(); }

__attribute__((constructor)) static void install(void) {
    if (atexit(at_exit) == 0) installed = 1;
}

int picker_render_testing_exit_hook_installed(void) { return installed; }
