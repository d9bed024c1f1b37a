// Rule: a buffer that each iteration of an scf.for allocates afresh and yields to the next
// (its only way out of the iteration, as the allocation itself or a view of it, at one yield
// position, never reaching the loop's initial values) lives at most until the end of the next
// iteration: its instances alternate between two slots of the arena, iteration k taking slot
// k mod 2 (k = (iv - lb) / step). The two slots are one buffer live over the whole loop and up to
// the last use of the loop's result. The argument is in merge_alloc/lifetimes.py.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p merge-alloc | mlir-opt > /dev/null
// RUN: memplan-opt %s -p 'merge-alloc{analysis-only}' | FileCheck %s --check-prefix=ANALYSIS

// %init takes bytes [0, 64); %t's two slots [64, 128) and [128, 192), chosen by the parity of
// the iteration; the result is copied out after the loop, so the slots live until then.
// CHECK-LABEL: func.func @ping_pong
// CHECK:         %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// CHECK:         scf.for %[[IV:.*]] = %[[LB:.*]] to %{{.*}} step %[[STEP:.*]] iter_args
// CHECK:           %[[DIFF:.*]] = arith.subi %[[IV]], %[[LB]] : index
// CHECK:           %[[K:.*]] = arith.divui %[[DIFF]], %[[STEP]] : index
// CHECK:           %[[ONE:.*]] = arith.constant 1 : index
// CHECK:           %[[PARITY:.*]] = arith.andi %[[K]], %[[ONE]] : index
// CHECK:           %[[BASE:.*]] = arith.constant 64 : index
// CHECK:           %[[SLOT:.*]] = arith.constant 64 : index
// CHECK:           %[[SHIFT:.*]] = arith.muli %[[PARITY]], %[[SLOT]] : index
// CHECK:           %[[AT:.*]] = arith.addi %[[BASE]], %[[SHIFT]] : index
// CHECK:           %[[T:.*]] = memref.view %[[ARENA]][%[[AT]]][] : memref<192xi8> to memref<16xf32>
// CHECK-NOT:       memref.alloc
// CHECK:           scf.yield %[[T]]
// ANALYSIS-LABEL: func.func @ping_pong
// ANALYSIS:         memref.alloc() {memplan.lifetime = array<i64: 5, 13>, memplan.offset = 64 : i64, memplan.scope = "func.func", memplan.slot_offsets = array<i64: 64, 128>} : memref<16xf32>
// expected-remark @below {{@ping_pong: 2 buffers (192 bytes) share an arena of 192 bytes (lower bound 192, planner auto)}}
func.func @ping_pong(%n: index, %x: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %init = memref.alloc() : memref<16xf32>
  memref.copy %x, %init : memref<16xf32> to memref<16xf32>
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<16xf32>) {
    %t = memref.alloc() : memref<16xf32>
    linalg.fill ins(%zero : f32) outs(%t : memref<16xf32>)
    linalg.add ins(%acc, %x : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
    scf.yield %t : memref<16xf32>
  }
  memref.copy %last, %out : memref<16xf32> to memref<16xf32>
  return
}

// A temporary of the body lives only within its iteration, so it is placed apart from the two
// slots (live over the whole loop); after the loop, %w reuses the temporary's bytes, as the loop's
// result is dead by then. The view of the fresh buffer is what is yielded: still this iteration's.
// CHECK-LABEL: func.func @temporary_and_after
// CHECK:         %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK:         scf.for
// CHECK:           memref.view %[[ARENA]][%c{{.*}}][] : memref<256xi8> to memref<16xf32>
// CHECK:           arith.andi
// CHECK:           memref.view %[[ARENA]][%{{.*}}][] : memref<256xi8> to memref<16xf32>
// CHECK:           memref.expand_shape
// CHECK:           scf.yield
// CHECK:         memref.view %[[ARENA]][%c{{.*}}][] : memref<256xi8> to memref<16xf32>
// expected-remark @below {{@temporary_and_after: 4 buffers (320 bytes) share an arena of 256 bytes (lower bound 256, planner auto)}}
func.func @temporary_and_after(%n: index, %x: memref<16xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = memref.alloc() : memref<4x4xf32>
  %xs = memref.expand_shape %x [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  memref.copy %xs, %init : memref<4x4xf32> to memref<4x4xf32>
  %last = scf.for %i = %c1 to %n step %c2 iter_args(%acc = %init) -> (memref<4x4xf32>) {
    %flat = memref.collapse_shape %acc [[0, 1]] : memref<4x4xf32> into memref<16xf32>
    %tmp = memref.alloc() : memref<16xf32>
    linalg.mul ins(%flat, %x : memref<16xf32>, memref<16xf32>) outs(%tmp : memref<16xf32>)
    %t = memref.alloc() : memref<16xf32>
    linalg.add ins(%tmp, %flat : memref<16xf32>, memref<16xf32>) outs(%t : memref<16xf32>)
    %v = memref.expand_shape %t [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
    scf.yield %v : memref<4x4xf32>
  }
  %r = memref.collapse_shape %last [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %w = memref.alloc() : memref<16xf32>
  linalg.add ins(%r, %x : memref<16xf32>, memref<16xf32>) outs(%w : memref<16xf32>)
  memref.copy %w, %out : memref<16xf32> to memref<16xf32>
  return
}
