// Rule: the tensor dialect's element and shape ops have buffer equivalents: tensor.extract and
// tensor.insert are memref.load and memref.store (insert into its destination's buffer),
// tensor.from_elements a new buffer and one store per element, tensor.generate a linalg.generic
// over a new buffer (its body reading positions through linalg.index), tensor.concat a new
// buffer with each input copied into its slice, tensor.cast and tensor.dim memref.cast and
// memref.dim, arith.select with a scalar condition a select of buffers.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null

// CHECK-LABEL: func.func @tensor_ops
// CHECK-SAME:  (%[[A:.*]]: memref<2x3xf32>, %[[B:.*]]: memref<2x3xf32>)
// concat
// CHECK:       %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x3xf32>
// CHECK:       %[[C0:.*]] = memref.subview %[[C]][0, 0] [2, 3] [1, 1]
// CHECK-NEXT:  memref.copy %[[A]], %[[C0]]
// CHECK:       %[[C1:.*]] = memref.subview %[[C]][2, 0] [2, 3] [1, 1]
// CHECK-NEXT:  memref.copy %[[B]], %[[C1]]
// generate
// CHECK:       %[[G:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK:       linalg.generic {{.*}} outs(%[[G]] : memref<2x3xf32>)
// CHECK:         %[[I:.*]] = linalg.index 0 : index
// CHECK:         %[[J:.*]] = linalg.index 1 : index
// CHECK:         memref.load %[[A]][%[[I]], %[[J]]] : memref<2x3xf32>
// extract
// CHECK:       %[[X:.*]] = memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<2x3xf32>
// CHECK:       %[[Y:.*]] = memref.load %[[B]][%{{.*}}, %{{.*}}] : memref<2x3xf32>
// from_elements
// CHECK:       %[[FE:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// CHECK-COUNT-4: memref.store %{{.*}}, %[[FE]][%{{.*}}, %{{.*}}] : memref<2x2xf32>
// alloc_tensor copy(%b), then insert into it
// CHECK:       %[[AT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT:  memref.copy %[[B]], %[[AT]]
// CHECK-NEXT:  memref.store %[[X]], %[[AT]][%{{.*}}, %{{.*}}] : memref<2x3xf32>
// CHECK:       linalg.add ins(%{{.*}}, %[[FE]] : {{.*}}) outs(%[[FE]] : memref<2x2xf32>)
// CHECK:       memref.collapse_shape %[[B]]
// select, cast, dim, cast back, materialize into the generated buffer
// CHECK:       %[[SEL:.*]] = arith.select %{{.*}}, %[[A]], %[[AT]] : memref<2x3xf32>
// CHECK-NEXT:  %[[DYN:.*]] = memref.cast %[[SEL]] : memref<2x3xf32> to memref<?x3xf32>
// CHECK-NEXT:  %[[D:.*]] = memref.dim %[[DYN]], %{{.*}} : memref<?x3xf32>
// CHECK-NEXT:  %[[BACK:.*]] = memref.cast %[[DYN]] : memref<?x3xf32> to memref<2x3xf32>
// CHECK-NEXT:  memref.copy %[[BACK]], %[[G]]
// CHECK-NEXT:  return %[[C]], %[[G]], %[[FE]], %{{.*}}, %[[D]]
func.func @tensor_ops(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<4x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<6xf32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %t = arith.index_cast %s : index to i64
    %f = arith.sitofp %t : i64 to f32
    %e = tensor.extract %a[%i, %j] : tensor<2x3xf32>
    %r = arith.addf %f, %e : f32
    tensor.yield %r : f32
  } : tensor<2x3xf32>
  %x = tensor.extract %a[%c0, %c1] : tensor<2x3xf32>
  %y = tensor.extract %b[%c1, %c0] : tensor<2x3xf32>
  %fe = tensor.from_elements %x, %y, %y, %x : tensor<2x2xf32>
  %at = bufferization.alloc_tensor() copy(%b) : tensor<2x3xf32>
  %ins = tensor.insert %x into %at[%c1, %c1] : tensor<2x3xf32>
  %sl = tensor.extract_slice %ins[0, 0] [2, 2] [1, 1] : tensor<2x3xf32> to tensor<2x2xf32>
  %sum = linalg.add ins(%sl, %fe : tensor<2x2xf32>, tensor<2x2xf32>) outs(%fe : tensor<2x2xf32>) -> tensor<2x2xf32>
  %col = tensor.collapse_shape %b [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %cond = arith.cmpf olt, %x, %y : f32
  %sel = arith.select %cond, %a, %ins : tensor<2x3xf32>
  %dyn = tensor.cast %sel : tensor<2x3xf32> to tensor<?x3xf32>
  %d = tensor.dim %dyn, %c0 : tensor<?x3xf32>
  %back = tensor.cast %dyn : tensor<?x3xf32> to tensor<2x3xf32>
  %m = bufferization.materialize_in_destination %back in %g : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %c, %m, %sum, %col, %d : tensor<4x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<6xf32>, index
}
