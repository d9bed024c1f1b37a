// Rule: a buffer allocated in a loop body and yielded out of that loop escapes the iteration that
// made it (the next iteration, or the code after the loop, reads it): it keeps its allocation.
// The loop's initial buffer flows through the iter_args and results: an alias, merged as usual.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @yield
// CHECK:       scf.for
// CHECK:         %[[T:.*]] = memref.alloc() : memref<16xf32>
// CHECK:         scf.yield %[[T]]
// expected-remark @below {{@yield: 1 buffer (64 bytes) in an arena of 64 bytes}}
func.func @yield(%n: index, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%init : memref<16xf32>)
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<16xf32>) {
    // expected-remark @below {{left alone in @yield: yielded out of the scf.for that allocates it}}
    %t = memref.alloc() : memref<16xf32>
    linalg.add ins(%acc, %acc : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
    scf.yield %t : memref<16xf32>
  }
  linalg.copy ins(%last : memref<16xf32>) outs(%out : memref<16xf32>)
  return
}
