// A small C boundary around simdjson (Debian's libsimdjson-dev) for LinkBubble's
// LinkBubbleJSON module: C++ stays inside this target, Swift sees stdint types only.
//
// One document is parsed once with simdjson's DOM parser, then walked into a flat
// array of events the caller owns (arrays and objects open and close, keys, strings,
// numbers, true, false, null), with the strings' bytes copied into one caller-owned
// buffer. So Swift makes a handful of C calls per document, never one per value.
#ifndef LINKBUBBLE_JSON_H
#define LINKBUBBLE_JSON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The kinds of events.
enum {
    LB_JSON_NULL = 0,         ///< `null`.
    LB_JSON_FALSE = 1,        ///< `false`.
    LB_JSON_TRUE = 2,         ///< `true`.
    LB_JSON_NUMBER = 3,       ///< A number: `payload` is the bits of a finite double.
    LB_JSON_STRING = 4,       ///< A string value: `length` bytes at `payload` in the strings.
    LB_JSON_KEY = 5,          ///< An object member's key, as a string.
    LB_JSON_ARRAY_START = 6,  ///< `[`: `length` is the element count (at most 0xFFFFFF: more reads as that).
    LB_JSON_ARRAY_END = 7,    ///< `]`.
    LB_JSON_OBJECT_START = 8, ///< `{`: `length` is the member count (at most 0xFFFFFF, as for arrays).
    LB_JSON_OBJECT_END = 9,   ///< `}`.
};

/// One event of a document, 16 bytes.
typedef struct lb_json_event {
    uint32_t kind;    ///< One of the LB_JSON_* kinds.
    uint32_t length;  ///< A string's byte count, or an array's or object's count.
    uint64_t payload; ///< A number's bits, or a string's byte offset in the strings.
} lb_json_event;

/// A parsed document; owns its parser. Not thread-safe: one thread at a time.
typedef struct lb_json_document lb_json_document;

/// The bytes that must be readable after the input (simdjson reads in 64-byte blocks).
size_t lb_json_padding(void);

/// Parses `length` bytes of JSON at `bytes`, which must be followed by at least
/// lb_json_padding() readable bytes. Arrays and objects nest at most `max_depth` deep.
/// Returns NULL and sets *error to a simdjson error code (non-zero) when the input is
/// not valid JSON, is not UTF-8, nests too deep, or a number does not fit 64 bits or
/// a finite double; *error is 0 on success. Allocation failures also give NULL.
lb_json_document *lb_json_parse(const uint8_t *bytes, size_t length, uint32_t max_depth, int32_t *error);

/// How many events and how many string bytes the document has.
void lb_json_document_counts(const lb_json_document *document, size_t *event_count, size_t *string_bytes);

/// Writes the document's events (event_count of them, in document order) and the bytes
/// of its strings and keys (string_bytes of them, each string's bytes once, no NUL).
void lb_json_document_write(const lb_json_document *document, lb_json_event *events, uint8_t *strings);

/// Frees a document. Accepts NULL.
void lb_json_document_free(lb_json_document *document);

/// simdjson's one-line description of an error code.
const char *lb_json_error_message(int32_t error);

#ifdef __cplusplus
}
#endif

#endif
