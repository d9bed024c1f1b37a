// The merge-alloc design's case of different sizes and element types, written anew.
//   %c  memref<8x64xf32>    2048 bytes, live from its fill to the last load, after %e's
//   %d  memref<64xf32>       256 bytes, live with %c only, dead before %e is made
//   %e  memref<2x2x32xf64>  1024 bytes, live with %c
//   %f  memref<2x4x32xf64>  2048 bytes, made after %c and %e are dead
// The most bytes live at once are %c + %e = 3072, and that is the arena: %c at 0, %d and %e
// both at 2048 (one after the other), %f back at 0.

// RUN: memplan-opt %s -p 'merge-alloc{planner=chunk}' | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc' | FileCheck %s --check-prefix=ARENA
// RUN: memplan-opt %s -p 'merge-alloc{analysis-only}' | FileCheck %s --check-prefix=LIVE

// CHECK-LABEL: func.func @sizes_and_types
// CHECK:       %[[BASE:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3072xi8>
// CHECK:       memref.view %[[BASE]][%c0{{(_[0-9]+)?}}][] : memref<3072xi8> to memref<8x64xf32>
// CHECK:       memref.view %[[BASE]][%c2048{{(_[0-9]+)?}}][] : memref<3072xi8> to memref<64xf32>
// CHECK:       memref.view %[[BASE]][%c2048{{(_[0-9]+)?}}][] : memref<3072xi8> to memref<2x2x32xf64>
// CHECK:       memref.view %[[BASE]][%c0{{(_[0-9]+)?}}][] : memref<3072xi8> to memref<2x4x32xf64>
// CHECK-NOT:   memref.alloc

// ARENA:       memref.alloc() {alignment = 64 : i64} : memref<3072xi8>
// ARENA-COUNT-4: memref.view
// ARENA-NOT:   memref.alloc

// LIVE:        func.func @sizes_and_types{{.*}}memplan.arenas = [{lower_bound = 3072 : i64, size = 3072 : i64}]

func.func @sizes_and_types(%out: memref<f64>) {
  %i = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f64
  %c = memref.alloc() : memref<8x64xf32>
  linalg.fill ins(%one : f32) outs(%c : memref<8x64xf32>)
  %d = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%d : memref<64xf32>)
  %vd = memref.load %d[%i] : memref<64xf32>
  memref.store %vd, %c[%i, %i] : memref<8x64xf32>
  %e = memref.alloc() : memref<2x2x32xf64>
  linalg.fill ins(%two : f64) outs(%e : memref<2x2x32xf64>)
  %ve = memref.load %e[%i, %i, %i] : memref<2x2x32xf64>
  %vc = memref.load %c[%i, %i] : memref<8x64xf32>
  %vcd = arith.extf %vc : f32 to f64
  %sum = arith.addf %ve, %vcd : f64
  %f = memref.alloc() : memref<2x4x32xf64>
  linalg.fill ins(%sum : f64) outs(%f : memref<2x4x32xf64>)
  %vf = memref.load %f[%i, %i, %i] : memref<2x4x32xf64>
  memref.store %vf, %out[] : memref<f64>
  return
}
