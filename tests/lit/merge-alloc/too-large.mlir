// Rule: a buffer of more than 2^63 - 1 bytes (what a memref can address) is an error at its
// memref.alloc; the pass fails as upstream passes fail, and nothing is written.

// RUN: memplan-opt %s -split-input-file -p merge-alloc -verify-diagnostics
// RUN: not memplan-opt %s -split-input-file -p merge-alloc 2>&1 | FileCheck %s

// CHECK: too-large.mlir:{{[0-9]+}}:8: error: memref<4611686018427387904xi64> takes 36893488147419103232 bytes, more than a memref can address (2^63 - 1 = 9223372036854775807 bytes)
func.func @huge() {
  // expected-error @below {{memref<4611686018427387904xi64> takes 36893488147419103232 bytes, more than a memref can address}}
  %a = memref.alloc() : memref<4611686018427387904xi64>
  return
}
