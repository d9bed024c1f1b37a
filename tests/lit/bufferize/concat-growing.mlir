// Rule: growing concatenations (DenseNet's pattern: each takes the previous one's inputs and one
// more feature map computed from it) share the last one's buffer: the earlier ones are prefix
// views of it, every input is computed in its slice, nothing is copied. An input that is a
// function argument is copied in once, for all the concatenations; an input that is returned keeps
// its own buffer (it must stay whole) and is copied into its slice, with a remark saying why.
// (tests/bufferize/test_concat_inplace.py runs these programs.)

// (split-empty-tensors=off: auto would add a remark on its choice at the module's location,
// which -verify-diagnostics cannot expect; auto keeps off here, the output is the same.)
// RUN: memplan-opt %s -split-input-file -p 'bufferize{placements=all split-empty-tensors=off}' -verify-diagnostics -o %t
// RUN: FileCheck %s --input-file=%t
// RUN: mlir-opt %t -split-input-file -o /dev/null

// Three buffers: the last concatenation's (first allocated) and the two negations'.
// CHECK-LABEL: func.func @dense
// CHECK-NOT:   memref.copy
// CHECK:       %[[BUF:.*]] = memref.alloc() {{.*}} : memref<1x10x8x8xf32>
// CHECK:       memref.alloc() {{.*}} : memref<1x6x8x8xf32>
// CHECK:       memref.alloc() {{.*}} : memref<1x8x8x8xf32>
// CHECK-NOT:   memref.alloc
// CHECK-NOT:   memref.copy
// CHECK:       return %[[BUF]]
func.func @dense(%x: tensor<1x4x8x8xf32>, %w: tensor<2x4x1x1xf32>) -> tensor<1x10x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %x0 = linalg.exp ins(%x : tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %e2 = tensor.empty() : tensor<1x2x8x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %x1 = linalg.conv_2d_nchw_fchw ins(%x0, %w : tensor<1x4x8x8xf32>, tensor<2x4x1x1xf32>) outs(%f1 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %c1 = tensor.concat dim(1) %x0, %x1 : (tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x6x8x8xf32>
  %e6 = tensor.empty() : tensor<1x6x8x8xf32>
  %n1 = linalg.negf ins(%c1 : tensor<1x6x8x8xf32>) outs(%e6 : tensor<1x6x8x8xf32>) -> tensor<1x6x8x8xf32>
  %s1 = tensor.extract_slice %n1[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x6x8x8xf32> to tensor<1x4x8x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %x2 = linalg.conv_2d_nchw_fchw ins(%s1, %w : tensor<1x4x8x8xf32>, tensor<2x4x1x1xf32>) outs(%f2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %c2 = tensor.concat dim(1) %x0, %x1, %x2 : (tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x8x8x8xf32>
  %e8 = tensor.empty() : tensor<1x8x8x8xf32>
  %n2 = linalg.negf ins(%c2 : tensor<1x8x8x8xf32>) outs(%e8 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %s2 = tensor.extract_slice %n2[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x8x8x8xf32> to tensor<1x4x8x8xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %x3 = linalg.conv_2d_nchw_fchw ins(%s2, %w : tensor<1x4x8x8xf32>, tensor<2x4x1x1xf32>) outs(%f3 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %c3 = tensor.concat dim(1) %x0, %x1, %x2, %x3 : (tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x10x8x8xf32>
  return %c3 : tensor<1x10x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @argument_input
// CHECK:       memref.copy
// CHECK-SAME:  %arg0,
// CHECK-NOT:   memref.copy
// CHECK:       return
func.func @argument_input(%x: tensor<1x4x8x8xf32>, %w: tensor<2x4x1x1xf32>) -> tensor<1x10x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x8x8xf32>
    %e2 = tensor.empty() : tensor<1x2x8x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %x1 = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x4x8x8xf32>, tensor<2x4x1x1xf32>) outs(%f1 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  // expected-remark @below {{bufferize: %c1 = tensor.concat copies input #0: it is a function argument}}
  %c1 = tensor.concat dim(1) %x, %x1 : (tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x6x8x8xf32>
  %e6 = tensor.empty() : tensor<1x6x8x8xf32>
  %n1 = linalg.negf ins(%c1 : tensor<1x6x8x8xf32>) outs(%e6 : tensor<1x6x8x8xf32>) -> tensor<1x6x8x8xf32>
  %s1 = tensor.extract_slice %n1[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x6x8x8xf32> to tensor<1x4x8x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %x2 = linalg.conv_2d_nchw_fchw ins(%s1, %w : tensor<1x4x8x8xf32>, tensor<2x4x1x1xf32>) outs(%f2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %c2 = tensor.concat dim(1) %x, %x1, %x2 : (tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x8x8x8xf32>
  %e8 = tensor.empty() : tensor<1x8x8x8xf32>
  %n2 = linalg.negf ins(%c2 : tensor<1x8x8x8xf32>) outs(%e8 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %s2 = tensor.extract_slice %n2[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x8x8x8xf32> to tensor<1x4x8x8xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %x3 = linalg.conv_2d_nchw_fchw ins(%s2, %w : tensor<1x4x8x8xf32>, tensor<2x4x1x1xf32>) outs(%f3 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %c3 = tensor.concat dim(1) %x, %x1, %x2, %x3 : (tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x10x8x8xf32>
  return %c3 : tensor<1x10x8x8xf32>
}

// -----

// CHECK-LABEL: func.func @returned_input
// CHECK-NOT:   memref.copy
// CHECK:       %[[X3:.*]] = memref.alloc() {{.*}} : memref<1x2x8x8xf32>
// CHECK:       memref.copy
// CHECK-SAME:  %[[X3]], %{{.*}} : memref<1x2x8x8xf32> to memref<1x2x8x8xf32, strided<[640, 64, 8, 1], offset: 512>>
// CHECK-NOT:   memref.copy
// CHECK:       return %{{.*}}, %[[X3]]
func.func @returned_input(%x: tensor<1x4x8x8xf32>, %w: tensor<2x4x1x1xf32>) -> (tensor<1x10x8x8xf32>, tensor<1x2x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %x0 = linalg.exp ins(%x : tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %e2 = tensor.empty() : tensor<1x2x8x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %x1 = linalg.conv_2d_nchw_fchw ins(%x0, %w : tensor<1x4x8x8xf32>, tensor<2x4x1x1xf32>) outs(%f1 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %c1 = tensor.concat dim(1) %x0, %x1 : (tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x6x8x8xf32>
  %e6 = tensor.empty() : tensor<1x6x8x8xf32>
  %n1 = linalg.negf ins(%c1 : tensor<1x6x8x8xf32>) outs(%e6 : tensor<1x6x8x8xf32>) -> tensor<1x6x8x8xf32>
  %s1 = tensor.extract_slice %n1[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x6x8x8xf32> to tensor<1x4x8x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %x2 = linalg.conv_2d_nchw_fchw ins(%s1, %w : tensor<1x4x8x8xf32>, tensor<2x4x1x1xf32>) outs(%f2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %c2 = tensor.concat dim(1) %x0, %x1, %x2 : (tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x8x8x8xf32>
  %e8 = tensor.empty() : tensor<1x8x8x8xf32>
  %n2 = linalg.negf ins(%c2 : tensor<1x8x8x8xf32>) outs(%e8 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %s2 = tensor.extract_slice %n2[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x8x8x8xf32> to tensor<1x4x8x8xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %x3 = linalg.conv_2d_nchw_fchw ins(%s2, %w : tensor<1x4x8x8xf32>, tensor<2x4x1x1xf32>) outs(%f3 : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  // expected-remark @below {{bufferize: %c3 = tensor.concat copies input #3: its buffer must stay whole: it is returned}}
  %c3 = tensor.concat dim(1) %x0, %x1, %x2, %x3 : (tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x10x8x8xf32>
  return %c3, %x3 : tensor<1x10x8x8xf32>, tensor<1x2x8x8xf32>
}
