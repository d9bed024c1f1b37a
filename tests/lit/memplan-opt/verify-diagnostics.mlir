// --verify-diagnostics checks every diagnostic against the input's expected-* comments, as
// mlir-opt does: unexpected diagnostics and expectations not met are each an error at their place
// (exit 1); when everything matches, the run succeeds even though the pipeline failed.

// RUN: memplan-opt %s -split-input-file -verify-diagnostics -p merge-alloc
// RUN: not memplan-opt %s -split-input-file -verify-diagnostics -p 'merge-alloc{planner=chunk}' 2>&1 | FileCheck %s

// The remarks name the planner, so with planner=chunk the first expectation is not met and the
// remark that came instead is unexpected.
// CHECK-DAG: verify-diagnostics.mlir:16:1: error: unexpected remark: @two: 2 buffers (128 bytes) share an arena of 128 bytes (lower bound 128, planner chunk)
// CHECK-DAG: verify-diagnostics.mlir:15:4: error: expected remark "planner auto" was not produced
// The second chunk's expectations hold whatever the planner.
// CHECK-NOT: verify-diagnostics.mlir:{{3[0-9]}}

// expected-remark @below {{planner auto}}
func.func @two(%out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
  %v = memref.load %a[%c0] : memref<16xf32>
  %w = memref.load %b[%c0] : memref<16xf32>
  %x = arith.addf %v, %w : f32
  memref.store %x, %out[] : memref<f32>
  return
}

// -----

// Two buffers of 2^62 bytes live at once: their arena would need more than a memref can address.
// expected-error-re @below {{the arena of @huge would take {{[0-9]+}} bytes, more than a memref can address}}
func.func @huge() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4611686018427387904xi8>
  %b = memref.alloc() : memref<4611686018427387904xi8>
  %x = memref.load %a[%c0] : memref<4611686018427387904xi8>
  %y = memref.load %b[%c0] : memref<4611686018427387904xi8>
  %z = memref.load %a[%c0] : memref<4611686018427387904xi8>
  return
}
