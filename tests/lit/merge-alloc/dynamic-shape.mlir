// Rule: a buffer whose size is an expression of the function's index values joins the arena of
// its scope; the arena's size and the offsets above it are computed at the scope's start, after
// checks that the symbols are non-negative and that the arithmetic does not overflow.
// With dynamic=off such a buffer is left alone, with a remark, and the static ones are merged.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s --check-prefix=SYM
// RUN: memplan-opt %s -p 'merge-alloc{dynamic=off}' | FileCheck %s --check-prefix=OFF
// RUN: memplan-opt %s -p 'merge-alloc{dynamic=off analysis-only}' | FileCheck %s --check-prefix=OFF-WHY
// RUN: memplan-opt %s -p merge-alloc | mlir-opt -o %t.mlir
// UNSUPPORTED: fast

// SYM-LABEL: func.func @dynamic
// SYM:       cf.assert {{.*}} "memplan: %n is negative
// SYM:       cf.assert {{.*}} overflow 64-bit arithmetic
// SYM:       %[[ARENA:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// SYM:       memref.view %[[ARENA]][%{{.*}}][] : memref<?xi8> to memref<16xf32>
// SYM:       memref.view %[[ARENA]][%c64][%arg0] : memref<?xi8> to memref<?xf32>
// SYM-NOT:   memref.alloc

// OFF-LABEL: func.func @dynamic
// OFF:       memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// OFF:       memref.alloc(%{{.*}}) : memref<?xf32>

// expected-remark @below {{@dynamic: 2 buffers (1 of dynamic size) share an arena of 4*%n + 64 bytes, computed at run time}}
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

// Beside a stack allocation (always left alone) and a static buffer: with dynamic=off the dynamic
// buffer keeps its memref.alloc(%arg0), saying why; by default it joins the static one in an
// arena sized at run time (max(4*%n, 64): they are never live together).
// SYM-LABEL: func.func @beside_alloca
// SYM:       %[[ARENA:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// SYM:       memref.view %[[ARENA]][%c0][%arg0] : memref<?xi8> to memref<?xf32>
// SYM:       memref.alloca() : memref<16xf32>
// SYM:       memref.view %[[ARENA]][%c0][] : memref<?xi8> to memref<16xf32>
// SYM-NOT:   memref.alloc(%arg0) : memref<?xf32>

// OFF-LABEL: func.func @beside_alloca
// OFF:       memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// OFF:       memref.alloc(%arg0) : memref<?xf32>
// OFF:       memref.alloca() : memref<16xf32>

// OFF-WHY-LABEL: func.func @beside_alloca
// OFF-WHY:       memref.alloc(%arg0) {memplan.left_alone = "dynamic shape", memplan.scope = "func.func"} : memref<?xf32>
// OFF-WHY:       memref.alloca() {memplan.left_alone = "stack allocation (memref.alloca)", memplan.scope = "func.func"} : memref<16xf32>
// expected-remark @below {{@beside_alloca: 2 buffers (1 of dynamic size) share an arena of max(4*%n, 64) bytes, computed at run time}}
func.func @beside_alloca(%n: index) {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<?xf32>)
  // expected-remark @below {{left alone in @beside_alloca: stack allocation (memref.alloca)}}
  %s = memref.alloca() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%s : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%b : memref<16xf32>)
  return
}

// Index arguments that size buffers are checked non-negative before the arena is made, and the
// arithmetic of the sizes (4*%k + 16 bytes here) for overflow.
// SYM-LABEL: func.func @negative_checked
// SYM:       cf.assert %{{.*}}, "memplan: %k is negative, but the arena of @negative_checked was planned for sizes that are not"
// SYM:       cf.assert %{{.*}}, "memplan: the dynamic sizes of @negative_checked overflow 64-bit arithmetic"
// SYM:       memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// expected-remark @below {{@negative_checked: 2 buffers (2 of dynamic size) share an arena of 4*%k + 16 bytes, computed at run time}}
func.func @negative_checked(%k: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%k) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
  %k4 = arith.addi %k, %c4 : index
  %b = memref.alloc(%k4) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<?xf32>)
  // expected-remark @below {{left alone in @negative_checked: returned from the function}}
  %out = memref.alloc() : memref<4xf32>
  %v = memref.load %b[%c0] : memref<?xf32>
  linalg.fill ins(%v : f32) outs(%out : memref<4xf32>)
  return %out : memref<4xf32>
}

// %k * %k * 4 bytes can wrap around 2^64 (at %k = 2^31 it is 2^64, that is 0): the run traps
// instead of making an arena too small.
// SYM-LABEL: func.func @overflow_checked
// SYM:       arith.mului_extended %arg0, %arg0 : index
// SYM:       cf.assert %{{.*}}, "memplan: the dynamic sizes of @overflow_checked overflow 64-bit arithmetic"
// SYM:       memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// expected-remark @below {{@overflow_checked: 2 buffers (2 of dynamic size) share an arena of max(4*%k, 4*%k^2) bytes, computed at run time}}
func.func @overflow_checked(%k: index) -> memref<4xf32> {
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%k, %k) : memref<?x?xf32>
  %b = memref.alloc(%k) : memref<?xf32>
  // expected-remark @below {{left alone in @overflow_checked: returned from the function}}
  %out = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%out : memref<4xf32>)
  %z = arith.cmpi eq, %k, %c0 : index
  scf.if %z {
    linalg.fill ins(%one : f32) outs(%a : memref<?x?xf32>)
    linalg.fill ins(%one : f32) outs(%b : memref<?xf32>)
  }
  return %out : memref<4xf32>
}

// A dynamic buffer alone in its scope has nothing to share: it keeps its allocation.
// SYM-LABEL: func.func @lone
// SYM-NOT:   memref.view
// SYM:       memref.alloc(%arg0) : memref<?xf32>
// SYM-NOT:   memref.view
// SYM:       return
func.func @lone(%k: index) {
  %cst = arith.constant 1.0 : f32
  // expected-remark @below {{left alone in @lone: dynamic shape, the only buffer of its scope: nothing to share}}
  %a = memref.alloc(%k) : memref<?xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<?xf32>)
  return
}

// Sizes that are no expression of the scope's values at its start (a load, a division by a
// run-time value, a call's result, all computed after the start) name the value they depend on.
// SYM-LABEL: func.func @inexpressible
// SYM-NOT:   memref.view
// SYM:       %[[N:.*]] = memref.load
// SYM:       memref.alloc(%[[N]]) : memref<?xf32>
// SYM-NOT:   memref.view
// SYM:       return
func.func @inexpressible(%x: memref<?xf32>, %i: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %n = memref.load %i[%c0] : memref<4xindex>
  // expected-remark @below {{left alone in @inexpressible: dynamic shape: its size depends on %n, which is computed after the start of its allocation scope}}
  %a = memref.alloc(%n) : memref<?xf32>
  %k = arith.divsi %c0, %n : index
  // expected-remark @below {{left alone in @inexpressible: dynamic shape: its size depends on %k, which is computed after the start of its allocation scope}}
  %b = memref.alloc(%k) : memref<?xf32>
  %f = func.call @size() : () -> index
  // expected-remark @below {{left alone in @inexpressible: dynamic shape: its size depends on %f, which is computed after the start of its allocation scope}}
  %c = memref.alloc(%f) : memref<?xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<?xf32>)
  linalg.fill ins(%cst : f32) outs(%b : memref<?xf32>)
  linalg.fill ins(%cst : f32) outs(%c : memref<?xf32>)
  return
}
func.func private @size() -> index
