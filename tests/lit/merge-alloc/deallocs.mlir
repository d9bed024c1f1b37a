// Rule: after the deallocation pipeline buffers come with memref.dealloc. The deallocs of merged
// buffers go (no buffer is freed through a view) and the arena is freed once, at the end of its
// scope; a buffer left alone keeps its dealloc.

// RUN: memplan-opt %s -allow-unregistered-dialect -p merge-alloc | FileCheck %s
// RUN: memplan-opt %s -allow-unregistered-dialect -p 'merge-alloc{analysis-only}' | FileCheck %s --check-prefix=ALIAS
// RUN: memplan-opt %s -allow-unregistered-dialect -p merge-alloc | mlir-opt -allow-unregistered-dialect -o %t.mlir
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @freed
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       %[[KEPT:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       memref.dealloc %[[KEPT]] : memref<16xf32>
// CHECK-NOT:   memref.dealloc {{.*}} : memref<16xf32>
// CHECK:       memref.dealloc %[[ARENA]] : memref<64xi8>
// CHECK-NEXT:  return
func.func @freed(%out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %v = memref.load %a[%c0] : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  %kept = memref.alloc() : memref<16xf32>
  "test.keep"(%kept) : (memref<16xf32>) -> ()
  memref.dealloc %kept : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%v : f32) outs(%b : memref<16xf32>)
  %w = memref.load %b[%c0] : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  memref.store %w, %out[] : memref<f32>
  return
}

// Three buffers, each freed after its last use: one arena of 128 bytes, freed once, last.
// CHECK-LABEL: func.func @chain_freed
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NOT:   memref.dealloc {{.*}}xf32>
// CHECK:       memref.dealloc %[[ARENA]] : memref<128xi8>
// CHECK-NEXT:  return
func.func @chain_freed() {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<16xf32>
  memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  %c = memref.alloc() : memref<16xf32>
  memref.copy %b, %c : memref<16xf32> to memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  %v = memref.load %c[%c0] : memref<16xf32>
  memref.dealloc %c : memref<16xf32>
  return
}

// Without deallocs in the input (the arena lives as long as the buffers it replaces), none is added.
// CHECK-LABEL: func.func @never_freed
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<768xi8>
// CHECK-NOT:   memref.dealloc
// CHECK:       return
func.func @never_freed(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
  %e = memref.alloc() : memref<64xf32>
  %f = memref.alloc() : memref<64xf32>
  scf.for %i = %c0 to %n step %c1 {
    linalg.fill ins(%cst : f32) outs(%e : memref<64xf32>)
    linalg.fill ins(%cst : f32) outs(%f : memref<64xf32>)
    %g = memref.alloc() : memref<64xf32>
    linalg.fill ins(%cst : f32) outs(%g : memref<64xf32>)
    %h = memref.alloc() : memref<64xf32>
    linalg.fill ins(%cst : f32) outs(%h : memref<64xf32>)
  }
  return
}

// A buffer freed through an alias (a cast) keeps its allocation: a view cannot be freed.
// ALIAS: memref.alloc() {memplan.left_alone = "deallocated through an alias", memplan.scope = "func.func"} : memref<16xf32>
// CHECK-LABEL: func.func @freed_through_a_cast
// CHECK-NOT:   memref.view
// CHECK:       %[[A:.*]] = memref.alloc() : memref<16xf32>
// CHECK:       %[[CAST:.*]] = memref.cast %[[A]]
// CHECK:       memref.dealloc %[[CAST]] : memref<?xf32>
// CHECK-NOT:   memref.view
// CHECK:       return
func.func @freed_through_a_cast() {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<16xf32>)
  %c = memref.cast %a : memref<16xf32> to memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return
}
