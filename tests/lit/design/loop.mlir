// The merge-alloc design's loop case, written anew. %f and %g are made before the loop and used in
// every iteration, so they are live for the whole loop (walk order is not execution order: the
// next iteration reads them again). %h and %j are made inside the body and used only there, one
// after the other: each iteration allocates them afresh, so they are live only for their part of
// the body and share bytes. Four 2 KiB buffers in a 6 KiB arena: %f, %g, and %h/%j together.

// RUN: memplan-opt %s -p 'merge-alloc{planner=chunk}' | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc' | FileCheck %s --check-prefix=ARENA
// RUN: memplan-opt %s -p 'merge-alloc{analysis-only}' | FileCheck %s --check-prefix=LIVE
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @loop
// CHECK:       %[[BASE:.*]] = memref.alloc() {alignment = 64 : i64} : memref<6144xi8>
// CHECK:       %[[F:.*]] = memref.view %[[BASE]][%c0{{(_[0-9]+)?}}][] : memref<6144xi8> to memref<8x64xf32>
// CHECK:       %[[G:.*]] = memref.view %[[BASE]][%c2048{{(_[0-9]+)?}}][] : memref<6144xi8> to memref<8x64xf32>
// CHECK:       scf.for
// CHECK:         %[[H:.*]] = memref.view %[[BASE]][%c4096{{(_[0-9]+)?}}][] : memref<6144xi8> to memref<8x64xf32>
// CHECK:         linalg.add ins(%[[G]], %[[F]] : memref<8x64xf32>, memref<8x64xf32>) outs(%[[H]] : memref<8x64xf32>)
// CHECK:         %[[J:.*]] = memref.view %[[BASE]][%c4096{{(_[0-9]+)?}}][] : memref<6144xi8> to memref<8x64xf32>
// CHECK:         linalg.add ins(%{{.*}}, %[[G]] : memref<8x64xf32>, memref<8x64xf32>) outs(%[[J]] : memref<8x64xf32>)
// CHECK-NOT:   memref.alloc

// ARENA:       memref.alloc() {alignment = 64 : i64} : memref<6144xi8>
// ARENA-COUNT-4: memref.view
// ARENA-NOT:   memref.alloc

// Lifetimes, [first, last] in ticks: the function's ops numbered in pre-order from 0, the bodies of
// linalg ops included (linalg.add's holds arith.addf and linalg.yield). The scf.for is tick 5 and
// ends at 23 (its scf.yield); %f and %g span it all. %h lives from the linalg.add that writes it
// (12) to the body of the copy that reads it (16), %j from 18 to 22.
// LIVE:        memref.alloc() {memplan.lifetime = array<i64: 5, 23>
// LIVE:        memref.alloc() {memplan.lifetime = array<i64: 5, 23>
// LIVE:        scf.for
// LIVE:        memref.alloc() {memplan.lifetime = array<i64: 12, 16>, memplan.offset = [[HJ:[0-9]+]] : i64
// LIVE:        memref.alloc() {memplan.lifetime = array<i64: 18, 22>, memplan.offset = [[HJ]] : i64

func.func @loop(%n: index, %out: memref<8x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %f = memref.alloc() : memref<8x64xf32>
  %g = memref.alloc() : memref<8x64xf32>
  scf.for %i = %c0 to %n step %c1 {
    linalg.fill ins(%one : f32) outs(%f : memref<8x64xf32>)
    linalg.add ins(%f, %f : memref<8x64xf32>, memref<8x64xf32>) outs(%g : memref<8x64xf32>)
    %h = memref.alloc() : memref<8x64xf32>
    linalg.add ins(%g, %f : memref<8x64xf32>, memref<8x64xf32>) outs(%h : memref<8x64xf32>)
    linalg.copy ins(%h : memref<8x64xf32>) outs(%out : memref<8x64xf32>)
    %j = memref.alloc() : memref<8x64xf32>
    linalg.add ins(%out, %g : memref<8x64xf32>, memref<8x64xf32>) outs(%j : memref<8x64xf32>)
    linalg.copy ins(%j : memref<8x64xf32>) outs(%out : memref<8x64xf32>)
  }
  return
}
