// libFuzzer's driver, for a harness that has its own main (SwiftPM renames an executable's
// main, so libFuzzer's own main cannot be used). Linked by -sanitize=fuzzer.
#pragma once
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line `argc`/`argv`, calling `callback` on each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
