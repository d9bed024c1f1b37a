// Rule: a concatenation padded right away (a UNet decoder's concat before its 3x3 convolution)
// is placed in the padded buffer's interior, and its inputs in their slices of it: the producers
// write straight into the padded buffer, one allocation, nothing copied. A concatenation with a
// view besides its placed inputs (read after the pad) is not the pad's to claim: the pad copies it
// in, with a remark saying why. (tests/bufferize/test_concat_inplace.py runs these programs.)

// RUN: memplan-opt %s -split-input-file -p 'bufferize{placements=all}' -verify-diagnostics -o %t
// RUN: FileCheck %s --input-file=%t
// RUN: mlir-opt %t -split-input-file -o /dev/null

// CHECK-LABEL: func.func @padded_concat
// CHECK:       %[[P:.*]] = memref.alloc() {{.*}} : memref<1x4x6x6xf32>
// CHECK-NEXT:  %[[C:.*]] = memref.subview %[[P]][0, 0, 1, 1] [1, 4, 4, 4] [1, 1, 1, 1]
// CHECK:       linalg.exp {{.*}} outs(%{{.*}} : memref<1x2x4x4xf32, strided<[144, 36, 6, 1], offset: 7>>)
// CHECK:       linalg.negf {{.*}} outs(%{{.*}} : memref<1x2x4x4xf32, strided<[144, 36, 6, 1], offset: 79>>)
// CHECK-NOT:   memref.alloc
// CHECK-NOT:   memref.copy
// CHECK:       return %[[P]]
func.func @padded_concat(%x: tensor<1x2x4x4xf32>) -> tensor<1x4x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %a = linalg.exp ins(%x : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %e2 = tensor.empty() : tensor<1x2x4x4xf32>
  %b = linalg.negf ins(%x : tensor<1x2x4x4xf32>) outs(%e2 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %c = tensor.concat dim(1) %a, %b : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x4x4x4xf32>
  %p = tensor.pad %c low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x4x4x4xf32> to tensor<1x4x6x6xf32>
  return %p : tensor<1x4x6x6xf32>
}

// -----

// CHECK-LABEL: func.func @concat_read_after
// CHECK-NOT:   memref.copy
// CHECK:       %[[C:.*]] = memref.alloc() {{.*}} : memref<1x4x4x4xf32>
// CHECK:       %[[P:.*]] = memref.alloc() {{.*}} : memref<1x4x6x6xf32>
// CHECK:       %[[IN:.*]] = memref.subview %[[P]][0, 0, 1, 1] [1, 4, 4, 4] [1, 1, 1, 1]
// CHECK-NEXT:  memref.copy %[[C]], %[[IN]]
// CHECK-NOT:   memref.copy
// CHECK:       return %[[P]]
func.func @concat_read_after(%x: tensor<1x2x4x4xf32>) -> (tensor<1x4x6x6xf32>, tensor<1x1x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %a = linalg.exp ins(%x : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %e2 = tensor.empty() : tensor<1x2x4x4xf32>
  %b = linalg.negf ins(%x : tensor<1x2x4x4xf32>) outs(%e2 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %c = tensor.concat dim(1) %a, %b : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x4x4x4xf32>
  // expected-remark @below {{bufferize: %p = tensor.pad copies its source into the padded buffer: its buffer is not a new allocation of its own (a view, a constant, or shared with another value)}}
  %p = tensor.pad %c low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x4x4x4xf32> to tensor<1x4x6x6xf32>
  %v = tensor.extract_slice %c[0, 1, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : tensor<1x4x4x4xf32> to tensor<1x1x4x4xf32>
  %e3 = tensor.empty() : tensor<1x1x4x4xf32>
  %w = linalg.exp ins(%v : tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
  return %p, %w : tensor<1x4x6x6xf32>, tensor<1x1x4x4xf32>
}
