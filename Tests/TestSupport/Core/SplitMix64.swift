// The tests draw their random cases from the benchmarks' generator (BenchmarkInputs'
// `SplitMix64`), so every test target that imports the test support has it.
@_exported import BenchmarkInputs
