#include "linkbubble_arguments.h"

#include <stdlib.h>

static int argumentCount;
static char *const *arguments;

#if defined(__GLIBC__) || defined(__APPLE__)
// Runs before main with the arguments glibc and Darwin pass to constructors (other C
// libraries, musl among them, call constructors without any).
__attribute__((constructor)) static void lb_keep_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc > 0 && argv != NULL) {
        argumentCount = argc;
        arguments = argv;
    }
}
#endif

int lb_argument_count(void) { return argumentCount; }

char *const *lb_arguments(void) { return arguments; }
