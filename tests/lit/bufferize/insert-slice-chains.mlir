// Rule: tensor.insert_slice chains are concatenations (the form older torch-mlir gives torch.cat,
// torch.stack, and a transposed convolution's strided scatter into zeros): a source computed into
// a new allocation of its own is computed in its slice of the chain's buffer, the destination's
// fill moving to where that buffer is made. Where the analysis cannot allow it (the destination
// or one of its views is used before the insert, the fill's value does not exist yet where the
// source is computed, the source is returned or a function argument) the source is copied in, once,
// with a remark saying why. (tests/bufferize/test_insert_slice_chains.py runs these programs.)

// (split-empty-tensors=off: auto would add a remark on its choice at the module's location,
// which -verify-diagnostics cannot expect; auto keeps off here, the output is the same.)
// RUN: memplan-opt %s -split-input-file -p 'bufferize{placements=all split-empty-tensors=off}' -verify-diagnostics -o %t
// RUN: FileCheck %s --input-file=%t
// RUN: mlir-opt %t -split-input-file -o /dev/null

// The sources are computed in their slices of the chain's buffer, the one allocation; no copy.
// CHECK-LABEL: func.func @cat
// CHECK-NOT:   memref.copy
// CHECK:       %[[BUF:.*]] = memref.alloc() {{.*}} : memref<2x8xf32>
// CHECK-NEXT:  %[[A:.*]] = memref.subview %[[BUF]][0, 0] [2, 3] [1, 1]
// CHECK-NEXT:  linalg.exp {{.*}} outs(%[[A]] :
// CHECK-NEXT:  %[[B:.*]] = memref.subview %[[BUF]][0, 3] [2, 5] [1, 1]
// CHECK-NEXT:  linalg.negf {{.*}} outs(%[[B]] :
// CHECK-NEXT:  return %[[BUF]]
func.func @cat(%x: tensor<2x3xf32>, %y: tensor<2x5xf32>) -> tensor<2x8xf32> {
  %e1 = tensor.empty() : tensor<2x3xf32>
  %a = linalg.exp ins(%x : tensor<2x3xf32>) outs(%e1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %e2 = tensor.empty() : tensor<2x5xf32>
  %b = linalg.negf ins(%y : tensor<2x5xf32>) outs(%e2 : tensor<2x5xf32>) -> tensor<2x5xf32>
  %e = tensor.empty() : tensor<2x8xf32>
  %i0 = tensor.insert_slice %a into %e[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<2x8xf32>
  %i1 = tensor.insert_slice %b into %i0[0, 3] [2, 5] [1, 1] : tensor<2x5xf32> into tensor<2x8xf32>
  return %i1 : tensor<2x8xf32>
}

// -----

// A transposed convolution's input dilation (zeros, then the input scattered with stride 2): the
// fill moves to where the buffer is made, before the producer writes its strided slice.
// CHECK-LABEL: func.func @scatter
// CHECK-NOT:   memref.copy
// CHECK:       %[[BUF:.*]] = memref.alloc() {{.*}} : memref<1x2x7x7xf32>
// CHECK-NEXT:  linalg.fill ins(%{{.*}} : f32) outs(%[[BUF]] :
// CHECK-NEXT:  %[[S:.*]] = memref.subview %[[BUF]][0, 0, 1, 1] [1, 2, 3, 3] [1, 1, 2, 2]
// CHECK-NEXT:  linalg.exp {{.*}} outs(%[[S]] :
// CHECK-NEXT:  return %[[BUF]]
func.func @scatter(%x: tensor<1x2x3x3xf32>) -> tensor<1x2x7x7xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x2x3x3xf32>
  %a = linalg.exp ins(%x : tensor<1x2x3x3xf32>) outs(%e1 : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %e = tensor.empty() : tensor<1x2x7x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x7x7xf32>) -> tensor<1x2x7x7xf32>
  %i = tensor.insert_slice %a into %f[0, 0, 1, 1] [1, 2, 3, 3] [1, 1, 2, 2] : tensor<1x2x3x3xf32> into tensor<1x2x7x7xf32>
  return %i : tensor<1x2x7x7xf32>
}

// -----

// torch.stack of states, each computed from the previous one, inserted rank-reducing: each state
// is written in its row.
// CHECK-LABEL: func.func @stack
// CHECK-NOT:   memref.copy
// CHECK:       %[[BUF:.*]] = memref.alloc() {{.*}} : memref<3x2x4xf32>
// CHECK:       memref.subview %[[BUF]][0, 0, 0] [1, 2, 4]
// CHECK:       memref.subview %[[BUF]][1, 0, 0] [1, 2, 4]
// CHECK:       memref.subview %[[BUF]][2, 0, 0] [1, 2, 4]
// CHECK-NOT:   memref.copy
// CHECK:       return %[[BUF]]
func.func @stack(%h0: tensor<2x4xf32>) -> tensor<3x2x4xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  %h1 = linalg.exp ins(%h0 : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %h2 = linalg.negf ins(%h1 : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %h3 = linalg.exp ins(%h2 : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %s = tensor.empty() : tensor<3x2x4xf32>
  %s1 = tensor.insert_slice %h1 into %s[0, 0, 0] [1, 2, 4] [1, 1, 1] : tensor<2x4xf32> into tensor<3x2x4xf32>
  %s2 = tensor.insert_slice %h2 into %s1[1, 0, 0] [1, 2, 4] [1, 1, 1] : tensor<2x4xf32> into tensor<3x2x4xf32>
  %s3 = tensor.insert_slice %h3 into %s2[2, 0, 0] [1, 2, 4] [1, 1, 1] : tensor<2x4xf32> into tensor<3x2x4xf32>
  return %s3 : tensor<3x2x4xf32>
}

// -----

// A view of the destination is read between the producer and the insert (it must still see the
// zeros): the source keeps its buffer and is copied in.
// CHECK-LABEL: func.func @read_between
// CHECK:       memref.copy
// CHECK-NOT:   memref.copy
// CHECK:       return
func.func @read_between(%x: tensor<1x2x3x3xf32>) -> (tensor<1x2x7x7xf32>, tensor<1x1x7x7xf32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x2x3x3xf32>
  %a = linalg.exp ins(%x : tensor<1x2x3x3xf32>) outs(%e1 : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %e = tensor.empty() : tensor<1x2x7x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x7x7xf32>) -> tensor<1x2x7x7xf32>
  %s = tensor.extract_slice %f[0, 1, 0, 0] [1, 1, 7, 7] [1, 1, 1, 1] : tensor<1x2x7x7xf32> to tensor<1x1x7x7xf32>
  %es = tensor.empty() : tensor<1x1x7x7xf32>
  %r = linalg.exp ins(%s : tensor<1x1x7x7xf32>) outs(%es : tensor<1x1x7x7xf32>) -> tensor<1x1x7x7xf32>
  // expected-remark @below {{bufferize: %i = tensor.insert_slice copies its source into its slice of the destination: the destination is not a new allocation of this block written only by inserts}}
  %i = tensor.insert_slice %a into %f[0, 0, 1, 1] [1, 2, 3, 3] [1, 1, 2, 2] : tensor<1x2x3x3xf32> into tensor<1x2x7x7xf32>
  return %i, %r : tensor<1x2x7x7xf32>, tensor<1x1x7x7xf32>
}

// -----

// The zeros' value is defined after the producer: the fill cannot move there, the source is copied.
// CHECK-LABEL: func.func @fill_value_late
// CHECK:       memref.copy
// CHECK-NOT:   memref.copy
// CHECK:       return
func.func @fill_value_late(%x: tensor<1x2x3x3xf32>) -> tensor<1x2x7x7xf32> {
  %e1 = tensor.empty() : tensor<1x2x3x3xf32>
  %a = linalg.exp ins(%x : tensor<1x2x3x3xf32>) outs(%e1 : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %e = tensor.empty() : tensor<1x2x7x7xf32>
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x7x7xf32>) -> tensor<1x2x7x7xf32>
  // expected-remark @below {{bufferize: %i = tensor.insert_slice copies its source into its slice of the destination: the destination's buffer is used by linalg.fill before the insert}}
  %i = tensor.insert_slice %a into %f[0, 0, 1, 1] [1, 2, 3, 3] [1, 1, 2, 2] : tensor<1x2x3x3xf32> into tensor<1x2x7x7xf32>
  return %i : tensor<1x2x7x7xf32>
}

// -----

// %b's slice overwrites %a's: %b may not be written there before %a is inserted.
// CHECK-LABEL: func.func @overlapping
// CHECK:       memref.copy
// CHECK-NOT:   memref.copy
// CHECK:       return
func.func @overlapping(%x: tensor<2x3xf32>, %y: tensor<2x5xf32>) -> tensor<2x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2x3xf32>
  %a = linalg.exp ins(%x : tensor<2x3xf32>) outs(%e1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %e2 = tensor.empty() : tensor<2x5xf32>
  %b = linalg.negf ins(%y : tensor<2x5xf32>) outs(%e2 : tensor<2x5xf32>) -> tensor<2x5xf32>
  %e0 = tensor.empty() : tensor<2x8xf32>
  %e = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %i0 = tensor.insert_slice %a into %e[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<2x8xf32>
  // expected-remark @below {{bufferize: %i1 = tensor.insert_slice copies its source into its slice of the destination: the destination's buffer is used by tensor.insert_slice before the insert}}
  %i1 = tensor.insert_slice %b into %i0[0, 0] [2, 5] [1, 1] : tensor<2x5xf32> into tensor<2x8xf32>
  return %i1 : tensor<2x8xf32>
}

// -----

// A returned source keeps its buffer (it must stay whole) and is copied.
// CHECK-LABEL: func.func @returned_source
// CHECK:       memref.copy
// CHECK-NOT:   memref.copy
// CHECK:       return
func.func @returned_source(%x: tensor<2x3xf32>, %y: tensor<2x5xf32>) -> (tensor<2x8xf32>, tensor<2x5xf32>) {
  %e1 = tensor.empty() : tensor<2x3xf32>
  %a = linalg.exp ins(%x : tensor<2x3xf32>) outs(%e1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %e2 = tensor.empty() : tensor<2x5xf32>
  %b = linalg.negf ins(%y : tensor<2x5xf32>) outs(%e2 : tensor<2x5xf32>) -> tensor<2x5xf32>
  %e = tensor.empty() : tensor<2x8xf32>
  %i0 = tensor.insert_slice %a into %e[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<2x8xf32>
  // expected-remark @below {{bufferize: %i1 = tensor.insert_slice copies its source into its slice of the destination: its buffer must stay whole: it is returned}}
  %i1 = tensor.insert_slice %b into %i0[0, 3] [2, 5] [1, 1] : tensor<2x5xf32> into tensor<2x8xf32>
  return %i1, %b : tensor<2x8xf32>, tensor<2x5xf32>
}

// -----

// An argument source is copied in; the other source is still computed in its slice.
// CHECK-LABEL: func.func @argument_source
// CHECK:       memref.copy
// CHECK-NOT:   memref.copy
// CHECK:       return
func.func @argument_source(%x: tensor<2x3xf32>, %y: tensor<2x5xf32>) -> tensor<2x8xf32> {
  %e1 = tensor.empty() : tensor<2x3xf32>
  %a = linalg.exp ins(%x : tensor<2x3xf32>) outs(%e1 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %e2 = tensor.empty() : tensor<2x5xf32>
  %b = linalg.negf ins(%y : tensor<2x5xf32>) outs(%e2 : tensor<2x5xf32>) -> tensor<2x5xf32>
  %e = tensor.empty() : tensor<2x8xf32>
  // expected-remark @below {{bufferize: %i0 = tensor.insert_slice copies its source into its slice of the destination: it is a function argument}}
  %i0 = tensor.insert_slice %x into %e[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<2x8xf32>
  %i1 = tensor.insert_slice %b into %i0[0, 3] [2, 5] [1, 1] : tensor<2x5xf32> into tensor<2x8xf32>
  return %i1 : tensor<2x8xf32>
}
