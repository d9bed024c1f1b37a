// The merge-alloc design's first example: a chain of four 128x128 f32 matmuls on tensors.
// Bufferized (by memplan's bufferize or upstream's one-shot-bufferize), each product gets a 64 KiB
// buffer. The last one (%p4) is returned, so it keeps its own allocation. %p1, %p2, %p3 share one
// 128 KiB arena: %p2 is live with %p1 (it reads it) and with %p3 (which reads it), so it takes the
// other half; %p1 and %p3 are never live together and take the same bytes: offsets 0, 65536, 0.

// RUN: memplan-opt %s -p 'bufferize,merge-alloc' | FileCheck %s
// RUN: memplan-opt %s -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}, func.func(merge-alloc))' | FileCheck %s
// RUN: memplan-opt %s -p 'bufferize,merge-alloc' -verify-diagnostics -o /dev/null
// RUN: memplan-opt %s -p 'bufferize,merge-alloc' | mlir-opt -o %t.mlir
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @chain
// CHECK:       %[[BASE:.*]] = memref.alloc() {alignment = 64 : i64} : memref<131072xi8>
// CHECK:       %[[P1:.*]] = memref.view %[[BASE]][%c0{{(_[0-9]+)?}}][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:       linalg.matmul ins(%{{.*}}, %{{.*}} : memref<128x128xf32>, memref<128x128xf32>) outs(%[[P1]] : memref<128x128xf32>)
// CHECK:       %[[P2:.*]] = memref.view %[[BASE]][%c65536{{(_[0-9]+)?}}][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:       linalg.matmul ins(%[[P1]], %{{.*}} : memref<128x128xf32>, memref<128x128xf32>) outs(%[[P2]] : memref<128x128xf32>)
// CHECK:       %[[P3:.*]] = memref.view %[[BASE]][%c0{{(_[0-9]+)?}}][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:       linalg.matmul ins(%[[P2]], %{{.*}} : memref<128x128xf32>, memref<128x128xf32>) outs(%[[P3]] : memref<128x128xf32>)
// CHECK:       %[[P4:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
// CHECK-NOT:   memref.view
// CHECK:       linalg.matmul ins(%[[P3]], %{{.*}} : memref<128x128xf32>, memref<128x128xf32>) outs(%[[P4]] : memref<128x128xf32>)
// CHECK:       return %[[P4]] : memref<128x128xf32>

// expected-remark @below {{@chain: 3 buffers (196608 bytes) share an arena of 131072 bytes (lower bound 131072}}
func.func @chain(%x: tensor<128x128xf32>, %w: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<128x128xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %p1 = linalg.matmul ins(%x, %w : tensor<128x128xf32>, tensor<128x128xf32>) outs(%z1 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %e2 = tensor.empty() : tensor<128x128xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %p2 = linalg.matmul ins(%p1, %w : tensor<128x128xf32>, tensor<128x128xf32>) outs(%z2 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %e3 = tensor.empty() : tensor<128x128xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %p3 = linalg.matmul ins(%p2, %w : tensor<128x128xf32>, tensor<128x128xf32>) outs(%z3 : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-remark @below {{%e4 (}}
  %e4 = tensor.empty() : tensor<128x128xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %p4 = linalg.matmul ins(%p3, %w : tensor<128x128xf32>, tensor<128x128xf32>) outs(%z4 : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %p4 : tensor<128x128xf32>
}
