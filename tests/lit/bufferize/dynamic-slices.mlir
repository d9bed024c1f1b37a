// Rule: a slice of run-time sizes (a dynamic input of a tensor.concat, a pad's dynamic source)
// is copied into a subview of its run-time sizes, at the run-time sum of the sizes before it,
// also when the buffer it goes into is static (torch.roll: two dynamic slices concatenated into
// a static result). Such a value is never placed inside the static buffer (no static place).

// RUN: memplan-opt %s -split-input-file -p 'bufferize{placements=all}' -o %t
// RUN: FileCheck %s --input-file=%t
// RUN: mlir-opt %t -split-input-file -o /dev/null

// CHECK-LABEL: func.func @roll
// CHECK-SAME:  (%[[X:.*]]: memref<?x8xf32>, %[[Y:.*]]: memref<?x8xf32>) -> memref<4x8xf32>
// CHECK-DAG:   %[[N:.*]] = memref.dim %[[X]], %{{.*}} : memref<?x8xf32>
// CHECK-DAG:   %[[M:.*]] = memref.dim %[[Y]], %{{.*}} : memref<?x8xf32>
// CHECK:       %[[BUF:.*]] = memref.alloc() {{.*}} : memref<4x8xf32>
// CHECK:       %[[S0:.*]] = memref.subview %[[BUF]][0, 0] [%[[N]], 8] [1, 1] : memref<4x8xf32> to memref<?x8xf32>
// CHECK:       memref.copy %[[X]], %[[S0]]
// CHECK:       %[[S1:.*]] = memref.subview %[[BUF]][%[[N]], 0] [%[[M]], 8] [1, 1] : memref<4x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
// CHECK:       memref.copy %[[Y]], %[[S1]]
// CHECK:       return %[[BUF]]
func.func @roll(%x: tensor<?x8xf32>, %y: tensor<?x8xf32>) -> tensor<4x8xf32> {
  %c = tensor.concat dim(0) %x, %y : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// -----

// A static input between dynamic ones: its offset is the run-time size before it.
// CHECK-LABEL: func.func @mixed
// CHECK:       %[[N:.*]] = memref.dim %arg0
// CHECK:       %[[BUF:.*]] = memref.alloc() {{.*}} : memref<4x6xf32>
// CHECK:       memref.subview %[[BUF]][0, 0] [4, %[[N]]] [1, 1]
// CHECK:       memref.subview %[[BUF]][0, %[[N]]] [4, 2] [1, 1]
// CHECK:       %[[AT:.*]] = arith.addi {{.*}}%[[N]]{{.*}} : index
// CHECK:       memref.subview %[[BUF]][0, %[[AT]]] [4, %{{.*}}] [1, 1]
func.func @mixed(%x: tensor<4x?xf32>, %y: tensor<4x?xf32>, %z: tensor<4x2xf32>) -> tensor<4x6xf32> {
  %c = tensor.concat dim(1) %x, %z, %y : (tensor<4x?xf32>, tensor<4x2xf32>, tensor<4x?xf32>) -> tensor<4x6xf32>
  return %c : tensor<4x6xf32>
}

// -----

// A source of run-time sizes is computed in a buffer of its own and copied into the interior.
// CHECK-LABEL: func.func @pad
// CHECK:       %[[SRC:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?x8xf32>
// CHECK:       linalg.exp {{.*}} outs(%[[SRC]] : memref<?x8xf32>)
// CHECK:       %[[PAD:.*]] = memref.alloc() {{.*}} : memref<6x10xf32>
// CHECK:       linalg.fill {{.*}} outs(%[[PAD]]
// CHECK:       %[[IN:.*]] = memref.subview %[[PAD]][1, 1] [%{{.*}}, 8] [1, 1]
// CHECK:       memref.copy %[[SRC]], %[[IN]]
func.func @pad(%x: tensor<?x8xf32>) -> tensor<6x10xf32> {
  %z = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e = tensor.empty(%d) : tensor<?x8xf32>
  %a = linalg.exp ins(%x : tensor<?x8xf32>) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x8xf32> to tensor<6x10xf32>
  return %p : tensor<6x10xf32>
}
