// Rule: the branches of an scf.if may yield buffers of different layouts (a strided view of an
// argument, a new identity buffer): each branch then yields a memref.cast to the fully dynamic
// strided layout, which is the if's result type.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @layouts
// CHECK:       scf.if %{{.*}} -> (memref<2x2xf32, strided<[?, ?], offset: ?>>) {
// CHECK:         %[[S:.*]] = memref.subview %{{.*}}[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
// CHECK-NEXT:    %[[C1:.*]] = memref.cast %[[S]] : memref<2x2xf32, strided<[4, 1], offset: 5>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    scf.yield %[[C1]]
// CHECK:       } else {
// CHECK:         %[[N:.*]] = memref.alloc() {{.*}} : memref<2x2xf32>
// CHECK:         %[[C2:.*]] = memref.cast %[[N]] : memref<2x2xf32> to memref<2x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    scf.yield %[[C2]]
// CHECK-NEXT:  }
// CHECK-NOT:   memref.cast
// CHECK:       return
func.func @layouts(%a: tensor<4x4xf32>, %c: i1) -> tensor<2x2xf32> {
  %r = scf.if %c -> (tensor<2x2xf32>) {
    %s = tensor.extract_slice %a[1, 1] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    scf.yield %s : tensor<2x2xf32>
  } else {
    %e = tensor.empty() : tensor<2x2xf32>
    %z = linalg.copy ins(%a : tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) -> tensor<4x4xf32>
    %s = tensor.extract_slice %z[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    %w = linalg.copy ins(%s : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
    scf.yield %w : tensor<2x2xf32>
  }
  return %r : tensor<2x2xf32>
}
