// Rule: a dynamic dimension can be named and bounded where it enters (memplan.dims on a function
// argument: name, min, max); dimensions of the same name are one symbol. With an upper bound for
// every symbol (from the annotation, from bounds=, or from the arithmetic itself, as min(n, 64))
// dynamic=upper-bound plans a static arena at the bounds: the run checks that the named values
// agree and stay within their bounds (cf.assert) unless the arithmetic already proves it. A symbol
// without a bound, or bounds at which the buffers exceed what a memref can address, fall back to
// the symbolic plan (an arena sized at run time), with a remark. Only a static arena can come
// from an argument (arena-from-argument).

// RUN: memplan-opt %s -split-input-file -p 'merge-alloc{dynamic=upper-bound}' -verify-diagnostics | FileCheck %s --check-prefix=BOUND
// RUN: memplan-opt %s -split-input-file -p 'merge-alloc{dynamic=upper-bound}' | mlir-opt -split-input-file -o %t.mlir
// RUN: memplan-opt %s -split-input-file -p 'merge-alloc{dynamic=upper-bound arena-from-argument}' | FileCheck %s --check-prefix=ARGUMENT
// RUN: memplan-opt %s -split-input-file -p 'merge-alloc{dynamic=upper-bound arena-from-argument}' | mlir-opt -split-input-file -o %t.mlir
// RUN: memplan-opt %s -split-input-file -p 'merge-alloc{arena-from-argument}' --remarks -o %t.symbolic 2>&1 | FileCheck %s --check-prefix=SYMBOLIC-REMARK
// RUN: FileCheck %s --check-prefix=SYMBOLIC --input-file=%t.symbolic
// RUN: memplan-opt %s -split-input-file -p 'merge-alloc{bounds=4611686018427387904}' --remarks -o %t.huge 2>&1 | FileCheck %s --check-prefix=HUGE-REMARK
// RUN: FileCheck %s --check-prefix=SYMBOLIC --input-file=%t.huge
// UNSUPPORTED: fast

// %x and %y share the symbol batch (at most 8): %a and %b, 8 rows of 16 f32 at most each, take a
// static arena of 1024 bytes; the run checks the two values agree and that batch <= 8.
// BOUND-LABEL: func.func @annotated
// BOUND:       cf.assert %{{.*}}, "memplan: the values named batch differ, but the arena of @annotated was planned for one value"
// BOUND:       cf.assert %{{.*}}, "memplan: batch exceeds 8, the upper bound the arena of @annotated was planned for"
// BOUND:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1024xi8>
// BOUND:       memref.view %[[ARENA]][%c0][%{{.*}}] : memref<1024xi8> to memref<?x16xf32>
// BOUND:       memref.view %[[ARENA]][%c512][%{{.*}}] : memref<1024xi8> to memref<?x16xf32>

// The static arena comes from the caller, and the returned buffer is the one allocation left.
// ARGUMENT-LABEL: func.func @annotated
// ARGUMENT-SAME:  (%arg0: memref<1024xi8>, %arg1: memref<?x16xf32> {{.*}}) -> memref<?x16xf32> attributes {memplan.arena_size = 1024 : i64}
// ARGUMENT-NOT:   memref.alloc()
// ARGUMENT:       memref.alloc(%{{.*}}) : memref<?x16xf32>
// ARGUMENT-NOT:   memref.alloc(
// ARGUMENT:       return

// Without upper-bound planning the arena's size, 128*batch, is known only at run time: it stays an
// allocation, saying why.
// SYMBOLIC-REMARK: remark: @annotated: 2 buffers (2 of dynamic size) share an arena of 128*batch bytes, computed at run time (planner auto)
// SYMBOLIC-REMARK: remark: @annotated: its arena's size is known only at run time, so it stays an allocation (arena-from-argument needs a static size: plan at upper bounds with dynamic=upper-bound or bounds=)
// SYMBOLIC-LABEL: func.func @annotated
// SYMBOLIC:       memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>

// bounds= names every symbol at once; at 2^62 rows the buffers would take more than a memref can
// address: the symbolic plan, with a remark.
// HUGE-REMARK: remark: @annotated: no static plan at upper bounds (at the bounds its buffers would take 590295810358705651712 bytes, more than a memref can address): planned symbolically instead
// expected-remark @below {{@annotated: 2 buffers (2 of dynamic size) share a static arena of 1024 bytes planned at the upper bounds batch <= 8 (checked at run time; planner auto)}}
func.func @annotated(%x: memref<?x16xf32> {memplan.dims = [{name = "batch", min = 1 : i64, max = 8 : i64}, {}]},
                     %y: memref<?x16xf32> {memplan.dims = [{name = "batch"}, {}]}) -> memref<?x16xf32> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x16xf32>
  %m = memref.dim %y, %c0 : memref<?x16xf32>
  %a = memref.alloc(%n) : memref<?x16xf32>
  linalg.add ins(%x, %y : memref<?x16xf32>, memref<?x16xf32>) outs(%a : memref<?x16xf32>)
  %b = memref.alloc(%m) : memref<?x16xf32>
  linalg.mul ins(%a, %x : memref<?x16xf32>, memref<?x16xf32>) outs(%b : memref<?x16xf32>)
  // expected-remark @below {{left alone in @annotated: returned from the function}}
  %out = memref.alloc(%n) : memref<?x16xf32>
  linalg.add ins(%b, %a : memref<?x16xf32>, memref<?x16xf32>) outs(%out : memref<?x16xf32>)
  return %out : memref<?x16xf32>
}

// -----

// batch has a lower bound only: no static plan, the arena is sized at run time.
// BOUND-LABEL: func.func @unbounded
// BOUND:       memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// expected-remark @below {{@unbounded: no static plan at upper bounds (batch has no upper bound): planned symbolically instead}}
// expected-remark @below {{@unbounded: 2 buffers (2 of dynamic size) share an arena of 128*batch bytes, computed at run time (planner auto)}}
func.func @unbounded(%x: memref<?x16xf32> {memplan.dims = [{name = "batch", min = 1 : i64}, {}]},
                     %y: memref<?x16xf32> {memplan.dims = [{name = "batch"}, {}]}) -> memref<?x16xf32> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x16xf32>
  %m = memref.dim %y, %c0 : memref<?x16xf32>
  %a = memref.alloc(%n) : memref<?x16xf32>
  linalg.add ins(%x, %y : memref<?x16xf32>, memref<?x16xf32>) outs(%a : memref<?x16xf32>)
  %b = memref.alloc(%m) : memref<?x16xf32>
  linalg.mul ins(%a, %x : memref<?x16xf32>, memref<?x16xf32>) outs(%b : memref<?x16xf32>)
  // expected-remark @below {{left alone in @unbounded: returned from the function}}
  %out = memref.alloc(%n) : memref<?x16xf32>
  linalg.add ins(%b, %a : memref<?x16xf32>, memref<?x16xf32>) outs(%out : memref<?x16xf32>)
  return %out : memref<?x16xf32>
}

// -----

// min(n, 64) rows never exceed 64, whatever n: a static arena of 2 * 64 rows * 64 bytes, and
// nothing to check at run time (no cf.assert of a bound).
// BOUND-LABEL: func.func @bounded_by_arithmetic
// BOUND-NOT:   exceeds
// BOUND:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8192xi8>
// BOUND:       memref.view %[[ARENA]][%c0][%{{.*}}] : memref<8192xi8> to memref<?x16xf32>
// BOUND:       memref.view %[[ARENA]][%c4096][%{{.*}}] : memref<8192xi8> to memref<?x16xf32>
// BOUND-NOT:   exceeds
// BOUND:       return
// expected-remark @below {{@bounded_by_arithmetic: 2 buffers (2 of dynamic size) share a static arena of 8192 bytes planned at the largest sizes the program's own arithmetic allows (nothing to check at run time; planner auto)}}
func.func @bounded_by_arithmetic(%x: memref<?x16xf32>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  %n = memref.dim %x, %c0 : memref<?x16xf32>
  %m = arith.minsi %n, %c64 : index
  %a = memref.alloc(%m) : memref<?x16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?x16xf32>)
  %b = memref.alloc(%m) : memref<?x16xf32>
  %xs = memref.subview %x[0, 0] [%m, 16] [1, 1] : memref<?x16xf32> to memref<?x16xf32, strided<[16, 1]>>
  linalg.add ins(%a, %xs : memref<?x16xf32>, memref<?x16xf32, strided<[16, 1]>>) outs(%b : memref<?x16xf32>)
  // expected-remark @below {{left alone in @bounded_by_arithmetic: returned from the function}}
  %out = memref.alloc() : memref<16xf32>
  %row = memref.subview %b[0, 0] [1, 16] [1, 1] : memref<?x16xf32> to memref<16xf32, strided<[1]>>
  memref.copy %row, %out : memref<16xf32, strided<[1]>> to memref<16xf32>
  return %out : memref<16xf32>
}
