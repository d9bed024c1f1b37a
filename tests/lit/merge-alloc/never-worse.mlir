// Rule: never worse than separate allocations. Two 16-byte buffers live together at alignment 64
// would need an 80-byte arena, more than their 32 bytes apart: the scope's buffers stay separate
// allocations, each with a remark saying so. With alignment=16 the arena is 32 bytes and is used.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc{alignment=16}' | FileCheck %s --check-prefix=ALIGN16

// CHECK-LABEL: func.func @small
// CHECK-NOT:   memref.view
// CHECK-COUNT-2: memref.alloc() : memref<4xf32>

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
