//go:build !(amd64 && goexperiment.simd)

package crossencoder

// SIMD reports whether GoMLX's matrix products use AVX2/AVX-512 in this
// binary: only when built with GOEXPERIMENT=simd on amd64 (make build
// does), and then about six times faster.
const SIMD = false
