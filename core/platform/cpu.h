// Hot functions built twice, each with all it calls inlined, where the program can pick one
// when it is loaded (GCC's and Clang's function multi-versioning, through ELF's ifunc): one
// for any x86-64 CPU, one for those with the POPCNT instruction (every x86-64 CPU since
// 2008-2009). Without it each bit count is a call into libgcc: 12% of the search's
// instructions, all in the evaluation.
#pragma once

//
// The evaluation network's arithmetic (ai/network.cpp) likewise gets a build for CPUs with
// AVX2 (most x86-64 CPUs since 2013-2015): eight floats a step instead of four.
#if defined(__x86_64__) && defined(__ELF__) && (defined(__GNUC__) || defined(__clang__))
#define SHOGIBAN_POPCNT_CLONES __attribute__((flatten, target_clones("popcnt", "default")))
#define SHOGIBAN_AVX2_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define SHOGIBAN_POPCNT_CLONES
#define SHOGIBAN_AVX2_CLONES
#endif
