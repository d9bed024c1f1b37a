// Rule: tensor.splat is a new buffer filled with its value (linalg.fill), of static shape or of
// the dynamic sizes it is given.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// CHECK-LABEL: func.func @splat
// CHECK-SAME:  (%[[V:.*]]: f32, %{{.*}}: memref<3x4xf32>)
// CHECK:       %[[S:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[V]] : f32) outs(%[[S]] : memref<3x4xf32>)
// CHECK:       %[[D:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:  linalg.fill ins(%[[V]] : f32) outs(%[[D]] : memref<?xf32>)
// CHECK-NOT:   linalg.fill
// CHECK:       return
func.func @splat(%v: f32, %x: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3xf32>) {
  %c3 = arith.constant 3 : index
  %s = tensor.splat %v : tensor<3x4xf32>
  %e = tensor.empty() : tensor<3x4xf32>
  %a = linalg.add ins(%s, %x : tensor<3x4xf32>, tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %d = tensor.splat %v[%c3] : tensor<?xf32>
  %c = tensor.cast %d : tensor<?xf32> to tensor<3xf32>
  return %a, %c : tensor<3x4xf32>, tensor<3xf32>
}
