// Rule: merge-alloc run on its own output changes nothing. A scope whose only buffer is already
// an arena (a 1-D i8 alloc aligned at least as the pass would align it) is left as it is, with a
// remark; merging it would only wrap it in another arena, two ops more on every run. This holds
// for function and scf.forall scopes, in every memory space, for arenas sized at run time
// (dynamic sizes) and for static arenas planned at upper bounds.

// RUN: memplan-opt %s -p merge-alloc -o %t.once
// RUN: memplan-opt %t.once -p merge-alloc -o %t.twice --remarks 2> %t.remarks
// RUN: diff %t.once %t.twice
// RUN: FileCheck %s < %t.twice
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: memplan-opt %s -p 'merge-alloc{bounds=64}' -o %t.bounded
// RUN: memplan-opt %t.bounded -p 'merge-alloc{bounds=64}' -o %t.bounded.twice
// RUN: diff %t.bounded %t.bounded.twice
// RUN: FileCheck %s --check-prefix=BOUNDED < %t.bounded.twice
// RUN: mlir-opt %t.twice -o %t.parsed
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @chain
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       memref.view %[[ARENA]]
// CHECK:       memref.view %[[ARENA]]
// CHECK-NOT:   memref.view %{{view}}
// REMARK: remark: %alloc {{.*}} left alone in @chain: the only buffer of its scope, and already an arena: nothing to merge it with
func.func @chain(%out: memref<f32>) {
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

// CHECK-LABEL: func.func @forall_and_space
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<64xi8, 1>
// CHECK:       scf.forall
// CHECK-NEXT:    %[[INNER:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:         memref.view %[[INNER]]
// CHECK:         memref.view %[[INNER]]
// REMARK: left alone in @forall_and_space memory space 1 : i64: the only buffer of its scope, and already an arena
// REMARK: left alone in @forall_and_space (scf.forall at {{.*}}): the only buffer of its scope, and already an arena
func.func @forall_and_space(%out: memref<4xf32>) {
  %one = arith.constant 1.0 : f32
  %far = memref.alloc() : memref<16xf32, 1>
  linalg.fill ins(%one : f32) outs(%far : memref<16xf32, 1>)
  scf.forall (%i) in (4) {
    %t = memref.alloc() : memref<16xf32>
    linalg.fill ins(%one : f32) outs(%t : memref<16xf32>)
    %u = memref.alloc() : memref<16xf32>
    linalg.fill ins(%one : f32) outs(%u : memref<16xf32>)
    %v = memref.load %t[%i] : memref<16xf32>
    %w = memref.load %u[%i] : memref<16xf32>
    %s = memref.load %far[%i] : memref<16xf32, 1>
    %x = arith.addf %v, %w : f32
    %y = arith.addf %x, %s : f32
    memref.store %y, %out[%i] : memref<4xf32>
  }
  return
}

// The arena's size is computed at run time, in the function: the second run leaves that alloc
// alone (its size is known only after the scope's start).
// CHECK-LABEL: func.func @dynamic
// CHECK:       %[[DYN:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       memref.view %[[DYN]]
// CHECK:       memref.view %[[DYN]]
// REMARK: left alone in @dynamic: dynamic shape: its size depends on
// At the upper bound n <= 64: a static arena of 64 + 4 * 64 bytes, checked at run time.
// BOUNDED-LABEL: func.func @dynamic
// BOUNDED:       %[[STATIC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<320xi8>
// BOUNDED-NOT:   memref.alloc
// BOUNDED:       memref.view %[[STATIC]]
func.func @dynamic(%n: index, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %static = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%static : memref<16xf32>)
  %dynamic = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%dynamic : memref<?xf32>)
  %v = memref.load %static[%c0] : memref<16xf32>
  %w = memref.load %dynamic[%c0] : memref<?xf32>
  %x = arith.addf %v, %w : f32
  memref.store %x, %out[] : memref<f32>
  return
}
