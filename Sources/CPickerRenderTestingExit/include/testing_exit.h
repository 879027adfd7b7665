// A hook that runs when a test process that links PickerRenderTesting ends, whether or not any
// of its tests called Snapshot.verify: a `swift test` runs XCTest and then Swift Testing in two
// processes, and the end-of-run snapshot summary belongs to the last of them even when that one
// drew no snapshot. See exit_hook.c.
#ifndef PICKER_RENDER_TESTING_EXIT_H
#define PICKER_RENDER_TESTING_EXIT_H

/// 1 when the load-time hook ran in this process (it registered the exit handler), else 0.
int picker_render_testing_exit_hook_installed(void);

#endif
