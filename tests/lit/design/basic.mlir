// The merge-alloc design's "basic" case, written anew: %b is returned (left alone), %c and %d are
// live together, and %e comes after both are dead, so it reuses the bytes of %c. Three 2 KiB
// buffers in a 4 KiB arena: %c at 0, %d at 2048, %e at 0 again, with the design's own chunk
// planner and with memplan's default.

// RUN: memplan-opt %s -p 'merge-alloc{planner=chunk}' | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc' | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc{planner=chunk}' -verify-diagnostics -o /dev/null
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @basic
// CHECK:       %[[BASE:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
// CHECK:       %[[B:.*]] = memref.alloc() : memref<8x64xf32>
// CHECK:       linalg.fill ins(%{{.*}} : f32) outs(%[[B]] : memref<8x64xf32>)
// CHECK:       %[[C:.*]] = memref.view %[[BASE]][%c0{{(_[0-9]+)?}}][] : memref<4096xi8> to memref<8x64xf32>
// CHECK:       %[[D:.*]] = memref.view %[[BASE]][%c2048{{(_[0-9]+)?}}][] : memref<4096xi8> to memref<8x64xf32>
// CHECK:       linalg.add ins(%[[D]], %[[C]] : memref<8x64xf32>, memref<8x64xf32>) outs(%[[B]] : memref<8x64xf32>)
// CHECK:       %[[E:.*]] = memref.view %[[BASE]][%c0{{(_[0-9]+)?}}][] : memref<4096xi8> to memref<8x64xf32>
// CHECK:       linalg.add ins(%[[B]], %[[E]] : memref<8x64xf32>, memref<8x64xf32>) outs(%[[B]] : memref<8x64xf32>)
// CHECK:       return %[[B]] : memref<8x64xf32>

// expected-remark @below {{@basic: 3 buffers (6144 bytes) share an arena of 4096 bytes (lower bound 4096, planner chunk)}}
func.func @basic() -> memref<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  // expected-remark @below {{%b (}}
  %b = memref.alloc() : memref<8x64xf32>
  linalg.fill ins(%zero : f32) outs(%b : memref<8x64xf32>)
  %c = memref.alloc() : memref<8x64xf32>
  linalg.fill ins(%one : f32) outs(%c : memref<8x64xf32>)
  %d = memref.alloc() : memref<8x64xf32>
  linalg.add ins(%c, %c : memref<8x64xf32>, memref<8x64xf32>) outs(%d : memref<8x64xf32>)
  // the last use of %c and %d
  linalg.add ins(%d, %c : memref<8x64xf32>, memref<8x64xf32>) outs(%b : memref<8x64xf32>)
  %e = memref.alloc() : memref<8x64xf32>
  linalg.fill ins(%one : f32) outs(%e : memref<8x64xf32>)
  linalg.add ins(%b, %e : memref<8x64xf32>, memref<8x64xf32>) outs(%b : memref<8x64xf32>)
  return %b : memref<8x64xf32>
}
