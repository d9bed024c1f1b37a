// Rule: a linalg.transpose read only by linalg ops is a view of its source (memref.transpose):
// no buffer, no copy; an op that would write into the source while the view is still to be read
// writes elsewhere. Other uses (returned, here) keep the transpose into a buffer of its own.
// (tests/bufferize/test_transpose_view.py runs these programs.)

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// A linear layer as torch-mlir exports it: the weight transposed for the matmul. One buffer, the
// matmul's result.
// CHECK-LABEL: func.func @weight
// CHECK-NOT:   linalg.transpose
// CHECK:       %[[T:.*]] = memref.transpose %arg1 (d0, d1) -> (d1, d0) : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
// CHECK:       %[[Y:.*]] = memref.alloc() {{.*}} : memref<2x4xf32>
// CHECK-NOT:   memref.alloc
// CHECK:       linalg.matmul ins(%arg0, %[[T]] : memref<2x6xf32>, memref<6x4xf32, strided<[1, 6]>>) outs(%[[Y]] :
// CHECK-NOT:   linalg.transpose
// CHECK:       return %[[Y]]

// CHECK-LABEL: func.func @returned
// CHECK-NOT:   memref.transpose
// CHECK:       %[[T:.*]] = memref.alloc() {{.*}} : memref<6x4xf32>
// CHECK-NEXT:  linalg.transpose ins(%arg1 : memref<4x6xf32>) outs(%[[T]] : memref<6x4xf32>) permutation = [1, 0]
// CHECK-NOT:   memref.transpose
// CHECK:       return %{{.*}}, %[[T]]

// %n may not overwrite %a in place: the matmul reads %a through the view afterwards.
// CHECK-LABEL: func.func @written_source
// CHECK:       %[[A:.*]] = memref.alloc() {{.*}} : memref<4x6xf32>
// CHECK-NEXT:  linalg.exp ins(%arg1 : memref<4x6xf32>) outs(%[[A]] : memref<4x6xf32>)
// CHECK-NEXT:  %[[T:.*]] = memref.transpose %[[A]]
// CHECK-NEXT:  %[[N:.*]] = memref.alloc() {{.*}} : memref<4x6xf32>
// CHECK-NEXT:  linalg.negf ins(%[[A]] : memref<4x6xf32>) outs(%[[N]] : memref<4x6xf32>)
// CHECK:       linalg.matmul ins(%arg0, %[[T]] :
// CHECK-NOT:   memref.transpose
// CHECK:       return
func.func @weight(%x: tensor<2x6xf32>, %w: tensor<4x6xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x4xf32>
  %t = linalg.transpose ins(%w : tensor<4x6xf32>) outs(%e : tensor<6x4xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %t : tensor<2x6xf32>, tensor<6x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

func.func @returned(%x: tensor<2x6xf32>, %w: tensor<4x6xf32>) -> (tensor<2x4xf32>, tensor<6x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x4xf32>
  %t = linalg.transpose ins(%w : tensor<4x6xf32>) outs(%e : tensor<6x4xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %t : tensor<2x6xf32>, tensor<6x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %y, %t : tensor<2x4xf32>, tensor<6x4xf32>
}

func.func @written_source(%x: tensor<2x6xf32>, %w: tensor<4x6xf32>) -> (tensor<2x4xf32>, tensor<4x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<4x6xf32>
  %a = linalg.exp ins(%w : tensor<4x6xf32>) outs(%ea : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %t = linalg.transpose ins(%a : tensor<4x6xf32>) outs(%e : tensor<6x4xf32>) permutation = [1, 0]
  %n = linalg.negf ins(%a : tensor<4x6xf32>) outs(%a : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %t : tensor<2x6xf32>, tensor<6x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %y, %n : tensor<2x4xf32>, tensor<4x6xf32>
}
