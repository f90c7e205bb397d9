// libFuzzer's entry for programs that keep their own main (compiler-rt's
// FuzzerInterface.h). It parses libFuzzer's flags from argv and calls `callback` with
// each input; the definition comes from the runtime `-sanitize=fuzzer` links.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));
