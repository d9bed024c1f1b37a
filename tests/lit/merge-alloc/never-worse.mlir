// Rule: never worse than separate allocations. Two 16-byte buffers live together at alignment 64
// would need an 80-byte arena, more than their 32 bytes apart: the scope's buffers stay separate
// allocations, each with a remark saying so. With alignment=16 the arena is 32 bytes and is used.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc{alignment=16}' | FileCheck %s --check-prefix=ALIGN16
// RUN: memplan-opt %s -p 'merge-alloc{planner=best-fit}' --remarks -o %t.best-fit 2>&1 | FileCheck %s --check-prefix=BEST-FIT
// RUN: FileCheck %s --input-file=%t.best-fit
// RUN: memplan-opt %s -p 'merge-alloc{planner=trivial}' --remarks -o %t.trivial 2>&1 | FileCheck %s --check-prefix=TRIVIAL
// RUN: FileCheck %s --input-file=%t.trivial
// RUN: memplan-opt %s -p 'merge-alloc{planner=chunk}' --remarks -o %t.chunk 2>&1 | FileCheck %s --check-prefix=CHUNK
// RUN: FileCheck %s --input-file=%t.chunk
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @small
// CHECK-NOT:   memref.view
// CHECK-NOT:   xi8>
// CHECK-COUNT-2: memref.alloc() : memref<4xf32>
// CHECK-NOT:   memref.view
// CHECK-NOT:   xi8>
// CHECK:       return

// Whatever the planner.
// BEST-FIT-COUNT-2: left alone in @small: kept apart: an arena would take 80 bytes (alignment 64, planner best-fit), more than the 32 bytes the 2 buffers of this scope take as separate allocations
// TRIVIAL-COUNT-2: left alone in @small: kept apart: an arena would take 80 bytes (alignment 64, planner trivial), more than the 32 bytes the 2 buffers of this scope take as separate allocations
// CHUNK-COUNT-2: left alone in @small: kept apart: an arena would take 80 bytes (alignment 64, planner chunk), more than the 32 bytes the 2 buffers of this scope take as separate allocations

// ALIGN16:     memref.alloc() {alignment = 16 : i64} : memref<32xi8>
// ALIGN16-COUNT-2: memref.view
func.func @small(%out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  // expected-remark @below {{left alone in @small: kept apart: an arena would take 80 bytes (alignment 64, planner auto), more than the 32 bytes the 2 buffers of this scope take as separate allocations}}
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  // expected-remark @below {{left alone in @small: kept apart: an arena would take 80 bytes}}
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<4xf32>)
  %v = memref.load %a[%c0] : memref<4xf32>
  %w = memref.load %b[%c0] : memref<4xf32>
  %x = arith.addf %v, %w : f32
  memref.store %x, %out[] : memref<f32>
  return
}

// Two 64-byte buffers live together need no padding: an arena of 128 bytes, no worse, is made.
// CHECK-LABEL: func.func @pays
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:       memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<128xi8> to memref<16xf32>
// CHECK:       memref.view %[[ARENA]][%c64{{(_[0-9]+)?}}][] : memref<128xi8> to memref<16xf32>
// CHECK-NOT:   memref.view
// CHECK:       return
// expected-remark @below {{@pays: 2 buffers (128 bytes) share an arena of 128 bytes}}
func.func @pays() -> f32 {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  %x = memref.load %a[%c0] : memref<16xf32>
  %y = memref.load %b[%c0] : memref<16xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
