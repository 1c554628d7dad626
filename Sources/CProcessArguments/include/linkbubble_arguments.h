// The process's arguments as the C library handed them to the program, for the
// linkbubble tool.
//
// Swift's CommandLine.arguments reads /proc/self/cmdline on Linux, so a process without
// /proc (a container or chroot that does not mount it) sees no arguments at all. glibc
// and Darwin pass argc and argv to the constructors of a program's objects, so a
// constructor keeps them here before Swift's main starts.
#ifndef LINKBUBBLE_ARGUMENTS_H
#define LINKBUBBLE_ARGUMENTS_H

#ifdef __cplusplus
extern "C" {
#endif

/// How many arguments the process started with, its name included; 0 where the C
/// library passes none to constructors (musl).
int lb_argument_count(void);

/// The process's arguments, `lb_argument_count()` of them, its name first; NULL where
/// `lb_argument_count()` is 0.
char *const *lb_arguments(void);

#ifdef __cplusplus
}
#endif

#endif
