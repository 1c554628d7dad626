import ArgumentParser
import BenchmarkInputs

/// `--generate` names one of the benchmarks' rect sets by its raw value.
extension BenchmarkRectSet: ExpressibleByArgument {}
