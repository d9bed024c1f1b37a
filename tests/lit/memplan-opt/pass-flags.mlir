// Passes as mlir-opt takes them, one flag each (one dash or two), with options as mlir-opt takes
// them (--NAME=OPTIONS), run in the order given: memplan's passes and any pass MLIR registers.
// A pass flag and -p together are refused, as mlir-opt refuses them; a pass MLIR restricts to
// func.func is nested in it, as mlir-opt nests it.

// RUN: memplan-opt %s --bufferize --merge-alloc='planner=chunk alignment=128' | FileCheck %s
// RUN: memplan-opt %s -bufferize -merge-alloc='planner=chunk alignment=128' | FileCheck %s
// RUN: memplan-opt %s -p 'bufferize,merge-alloc{planner=chunk alignment=128}' | FileCheck %s
// RUN: memplan-opt %s --merge-alloc --bufferize | FileCheck %s --check-prefix=ORDER
// RUN: memplan-opt %s --bufferize --canonicalize=max-iterations=3 --cse --merge-alloc=planner=chunk --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: memplan-opt %s --bufferize --promote-buffers-to-stack --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not memplan-opt %s --bufferize -p merge-alloc 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: not memplan-opt %s --merge-alloc=planner=nope 2>&1 | FileCheck %s --check-prefix=BAD-OPTION
// RUN: not memplan-opt %s --canonicalize=bogus=1 2>&1 | FileCheck %s --check-prefix=BAD-UPSTREAM-OPTION
// RUN: not memplan-opt %s --no-such-pass 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNSUPPORTED: fast

// bufferize, then merge-alloc: the temporary %t is a view of an arena aligned as asked.
// CHECK-LABEL: func.func @f
// CHECK:       memref.alloc() {alignment = 128 : i64} : memref<64xi8>
// CHECK:       memref.view
// CHECK:       return

// merge-alloc first, on tensors, finds nothing to merge; bufferize then makes the allocations.
// ORDER-LABEL: func.func @f
// ORDER-NOT:   memref.view
// ORDER:       return

// OPTIONS:      Pass Manager with 4 passes:
// OPTIONS-NEXT: builtin.module(
// OPTIONS-NEXT:   bufferize{{{.*}}alignment=64 {{.*}}},
// OPTIONS-NEXT:   canonicalize{{{.*}}max-iterations=3 {{.*}}},
// OPTIONS-NEXT:   cse,
// OPTIONS-NEXT:   merge-alloc{{{.*}}planner=chunk{{.*}}}
// OPTIONS-NEXT: )

// NESTED:      builtin.module(
// NESTED-NEXT:   bufferize{{.*}},
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     promote-buffers-to-stack{{.*}}
// NESTED-NEXT:   )
// NESTED-NEXT: )
// NESTED:      memref.alloca() {alignment = 64 : i64} : memref<16xf32>

// MIXED: memplan-opt: error: '-pass-pipeline' option can't be used with individual pass options

// BAD-OPTION:      {{^}}MLIR Textual PassPipeline Parser:1:1: error: merge-alloc: unknown planner 'nope'
// BAD-OPTION-NEXT: {{^}}merge-alloc{planner=nope}{{$}}
// BAD-OPTION-NEXT: {{^\^$}}
// BAD-UPSTREAM-OPTION: {{^}}MLIR Textual PassPipeline Parser:1:1: error: <Pass-Options-Parser>: no such option bogus

// UNKNOWN: memplan-opt: error: unrecognized arguments: --no-such-pass
func.func @f(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %t = linalg.exp ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %r = linalg.add ins(%t, %x : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}
