// Rule: a tensor.concat with inputs of dynamic shape copies every input into its slice of the
// result's buffer, at offsets and sizes computed at run time (the sum of the sizes before it),
// with a remark saying why; into a result of static shape too (torch.roll, as in Swin's shifted
// windows: two slices of run-time sizes).

// RUN: memplan-opt %s -p bufferize -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// CHECK-LABEL: func.func @along_a_dynamic_dimension
// CHECK-SAME:  (%[[A:.*]]: memref<?x4xf32>, %[[B:.*]]: memref<3x4xf32>, %[[C:.*]]: memref<?x4xf32>)
// CHECK:       %[[R:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?x4xf32>
// CHECK-NEXT:  %[[SA:.*]] = memref.subview %[[R]][0, 0] [%{{.*}}, 4] [1, 1]
// CHECK-NEXT:  memref.copy %[[A]], %[[SA]]
// CHECK-NEXT:  %[[SB:.*]] = memref.subview %[[R]][%{{.*}}, 0] [3, 4] [1, 1]
// CHECK-NEXT:  memref.copy %[[B]], %[[SB]]
// CHECK:       %[[SC:.*]] = memref.subview %[[R]][%{{.*}}, 0] [%{{.*}}, 4] [1, 1]
// CHECK-NEXT:  memref.copy %[[C]], %[[SC]]
// CHECK-NEXT:  return %[[R]]
func.func @along_a_dynamic_dimension(%a: tensor<?x4xf32>, %b: tensor<3x4xf32>, %c: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-remark @below {{bufferize: %r = tensor.concat every input is copied: dynamic shapes}}
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<?x4xf32>, tensor<3x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// One static buffer, two subviews of it sized (and the second placed) at run time, two copies.
// CHECK-LABEL: func.func @roll
// CHECK:       %[[R:.*]] = memref.alloc() {{.*}} : memref<6x8xf32>
// CHECK-NEXT:  %[[S1:.*]] = memref.subview %[[R]][0, 0] [%[[D1:.*]], 8] [1, 1] : memref<6x8xf32> to memref<?x8xf32>
// CHECK-NEXT:  memref.copy %{{.*}}, %[[S1]]
// CHECK-NEXT:  %[[S2:.*]] = memref.subview %[[R]][%[[D1]], 0] [%{{.*}}, 8] [1, 1] : memref<6x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:  memref.copy %{{.*}}, %[[S2]]
// CHECK-NEXT:  return %[[R]]
func.func @roll(%x: tensor<6x8xf32>, %shift: index) -> tensor<6x8xf32> {
  %c6 = arith.constant 6 : index
  %n = arith.subi %c6, %shift : index
  %tail = tensor.extract_slice %x[%shift, 0] [%n, 8] [1, 1] : tensor<6x8xf32> to tensor<?x8xf32>
  %head = tensor.extract_slice %x[0, 0] [%shift, 8] [1, 1] : tensor<6x8xf32> to tensor<?x8xf32>
  // expected-remark @below {{bufferize: %r = tensor.concat every input is copied: dynamic shapes}}
  %r = tensor.concat dim(0) %tail, %head : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<6x8xf32>
  return %r : tensor<6x8xf32>
}
