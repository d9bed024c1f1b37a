// Rule: a buffer whose size is an expression of the function's index values joins the arena of
// its scope; the arena's size and the offsets above it are computed at the scope's start, after
// checks that the symbols are non-negative and that the arithmetic does not overflow.
// With dynamic=off such a buffer is left alone, with a remark, and the static ones are merged.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s --check-prefix=SYM
// RUN: memplan-opt %s -p 'merge-alloc{dynamic=off}' | FileCheck %s --check-prefix=OFF
// RUN: memplan-opt %s -p 'merge-alloc{dynamic=off analysis-only}' | FileCheck %s --check-prefix=OFF-WHY
// RUN: memplan-opt %s -p merge-alloc | mlir-opt -o %t.mlir

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
