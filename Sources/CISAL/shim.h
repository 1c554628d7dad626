// ISA-L (Intel's Intelligent Storage Acceleration Library): igzip's one-shot DEFLATE
// compression in a zlib stream, and the CRC-32 of PNG chunks, for the PNG encoder of
// BubbleRender (which writes the PNG chunks itself); and the x86-64 vector-state
// helpers that encoder needs after calling ISA-L.
#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>
#if defined(__x86_64__)
#include <cpuid.h>
#endif

/// The size ISA-L suggests for the level buffer of compression level 2 (a macro
/// expression Swift does not import).
static const uint32_t linkbubble_isal_level2_buffer_size = ISAL_DEF_LVL2_DEFAULT;

#if defined(__x86_64__)
/// XCR0 (ecx 0) or XINUSE (ecx 1, where CPUID says XGETBV takes 1).
static inline uint64_t linkbubble_xgetbv(uint32_t index) {
    uint32_t low, high;
    __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(index));
    return (uint64_t)high << 32 | low;
}
#endif

/// 1 when this CPU and its operating system run AVX instructions (`vzeroupper` among
/// them), else 0 (and always 0 off x86-64).
static inline int linkbubble_avx_usable(void) {
#if defined(__x86_64__)
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx) || !(ecx & bit_OSXSAVE) || !(ecx & bit_AVX)) return 0;
    return (linkbubble_xgetbv(0) & 6) == 6;
#else
    return 0;
#endif
}

/// Clears the upper halves of the vector registers (`vzeroupper`). ISA-L's assembly
/// returns with them dirty, and on the machines measured, code compiled for SSE (as
/// Swift is by default) then ran up to 4 times slower until something cleared them.
/// Only where linkbubble_avx_usable() is 1.
static inline void linkbubble_clear_upper_vector_state(void) {
#if defined(__x86_64__)
    __asm__ volatile("vzeroupper" ::: "memory");
#endif
}

/// 1 when the upper halves of the vector registers are in use (dirty) now, 0 when they
/// are clear, -1 when the CPU cannot tell (no XGETBV 1, or not x86-64). For tests.
static inline int linkbubble_upper_vector_state_in_use(void) {
#if defined(__x86_64__)
    unsigned int eax, ebx, ecx, edx;
    if (!linkbubble_avx_usable() || !__get_cpuid_count(0xD, 1, &eax, &ebx, &ecx, &edx) || !(eax & 4)) return -1;
    return (linkbubble_xgetbv(1) & 4) != 0;
#else
    return -1;
#endif
}
