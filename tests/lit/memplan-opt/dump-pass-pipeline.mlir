// --dump-pass-pipeline prints the pipeline that will run on stderr, every option with its value, as
// mlir-opt prints it (byte for byte for upstream passes); memplan's passes show their options the
// same way, sorted by name, leaving out the ones without a value (an unset time limit).

// RUN: memplan-opt %s -p 'builtin.module(canonicalize, func.func(cse, canonicalize{max-iterations=2}), cse)' --dump-pass-pipeline -o /dev/null 2> %t.memplan
// RUN: mlir-opt %s -p 'builtin.module(canonicalize, func.func(cse, canonicalize{max-iterations=2}), cse)' --dump-pass-pipeline -o /dev/null 2> %t.mlir
// RUN: diff %t.memplan %t.mlir
// RUN: memplan-opt %s --canonicalize=max-iterations=3 --promote-buffers-to-stack --cse --dump-pass-pipeline -o /dev/null 2> %t.memplan
// RUN: mlir-opt %s --canonicalize=max-iterations=3 --promote-buffers-to-stack --cse --dump-pass-pipeline -o /dev/null 2> %t.mlir
// RUN: diff %t.memplan %t.mlir
// RUN: memplan-opt %s --dump-pass-pipeline -o /dev/null 2> %t.memplan
// RUN: mlir-opt %s --dump-pass-pipeline -o /dev/null 2> %t.mlir
// RUN: diff %t.memplan %t.mlir
// RUN: memplan-opt %s -p 'builtin.module(bufferize, func.func(merge-alloc{planner=chunk}), reorder)' --dump-pass-pipeline 2>&1 | FileCheck %s
// UNSUPPORTED: fast

// CHECK:      Pass Manager with 3 passes:
// CHECK-NEXT: builtin.module(
// CHECK-NEXT:   bufferize{alignment=64 allocation=identity allow-unknown-ops=false analysis-only=false copy=memref-copy {{.*}}writable-function-args=false},
// CHECK-NEXT:   func.func(
// CHECK-NEXT:     merge-alloc{alignment=64 analysis-only=false arena-from-argument=false planner=chunk spill-prefetch=false spill-tolerance=5 spill-weight=accesses}
// CHECK-NEXT:   ),
// CHECK-NEXT:   reorder{analysis-only=false dynamic-size=128 max-states=100000}
// CHECK-NEXT: )
// CHECK-EMPTY:
// The pipeline runs all the same.
// CHECK:      func.func @f
func.func @f(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %t = linalg.exp ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %t : tensor<16xf32>
}
