// Rule: an input of a static tensor.concat computed into a new allocation of its own, in the
// concat's block, is written straight into its slice of the concat's buffer; growing
// concatenations (each taking the previous one's inputs and one more) share the last one's
// buffer, the earlier ones being prefix views of it. An input that cannot be placed is copied,
// with a remark saying why.

// RUN: memplan-opt %s -p 'bufferize{placements=all}' --remarks -o %t 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t
// RUN: mlir-opt %t -o /dev/null

// REMARK: remark: bufferize: %c1 = tensor.concat copies input #0: it is a function argument
// REMARK-NOT: copies input #1

// One allocation, the last concat's; the first concat is a prefix view of the second, itself a
// prefix view of the buffer; %x1, %x2 and %x3 are computed in their slices; %x is copied once.
// CHECK-LABEL: func.func @dense
// CHECK:       %[[BUF:.*]] = memref.alloc() {{.*}} : memref<1x8x4xf32>
// CHECK:       %[[C2:.*]] = memref.subview %[[BUF]][0, 0, 0] [1, 6, 4]
// CHECK:       %[[C1:.*]] = memref.subview %[[C2]][0, 0, 0] [1, 4, 4]
// CHECK:       %[[X1:.*]] = memref.subview %[[C1]][0, 2, 0] [1, 2, 4]
// CHECK:       linalg.exp ins(%arg0 {{.*}} outs(%[[X1]]
// CHECK:       %[[X0:.*]] = memref.subview %[[C1]][0, 0, 0] [1, 2, 4]
// CHECK:       memref.copy %arg0, %[[X0]]
// CHECK-NOT:   memref.copy
// CHECK:       %[[X2:.*]] = memref.subview %[[C2]][0, 4, 0] [1, 2, 4]
// CHECK:       linalg.negf {{.*}} outs(%[[X2]]
// CHECK:       %[[X3:.*]] = memref.subview %[[BUF]][0, 6, 0] [1, 2, 4]
// CHECK:       linalg.abs {{.*}} outs(%[[X3]]
// CHECK-NOT:   memref.copy
// CHECK:       return %[[BUF]]
func.func @dense(%x: tensor<1x2x4xf32>) -> tensor<1x8x4xf32> {
  %e = tensor.empty() : tensor<1x2x4xf32>
  %x1 = linalg.exp ins(%x : tensor<1x2x4xf32>) outs(%e : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  %c1 = tensor.concat dim(1) %x, %x1 : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x4x4xf32>
  %s1 = tensor.extract_slice %c1[0, 0, 0] [1, 2, 4] [1, 1, 1] : tensor<1x4x4xf32> to tensor<1x2x4xf32>
  %x2 = linalg.negf ins(%s1 : tensor<1x2x4xf32>) outs(%e : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  %c2 = tensor.concat dim(1) %x, %x1, %x2 : (tensor<1x2x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x6x4xf32>
  %s2 = tensor.extract_slice %c2[0, 2, 0] [1, 2, 4] [1, 1, 1] : tensor<1x6x4xf32> to tensor<1x2x4xf32>
  %x3 = linalg.abs ins(%s2 : tensor<1x2x4xf32>) outs(%e : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  %c3 = tensor.concat dim(1) %x, %x1, %x2, %x3 : (tensor<1x2x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> tensor<1x8x4xf32>
  return %c3 : tensor<1x8x4xf32>
}
