// Rule: a function's result keeps the memory space of the buffers it returns when every return
// agrees on one and the program chose it (alloc_tensor's memory_space, a to_tensor of a memref in
// that space): the result type is memref<..., 1>, with no allocation and copy into the default
// space at the return; callers get that type. When the returns disagree, the result stays in the
// default space and each return that copies across spaces says why.

// RUN: memplan-opt %s -p bufferize --remarks -o %t 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t
// RUN: mlir-opt %t -o /dev/null

// CHECK-LABEL: func.func private @make
// CHECK-SAME:  -> memref<5xf32, 1>
// CHECK:       %[[B:.*]] = memref.alloc() {{.*}} : memref<5xf32, 1>
// CHECK-NEXT:  linalg.exp {{.*}} outs(%[[B]] : memref<5xf32, 1>)
// CHECK-NEXT:  return %[[B]] : memref<5xf32, 1>
func.func private @make(%x: tensor<5xf32>) -> tensor<5xf32> {
  %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
  %r = linalg.exp ins(%x : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// A caller returning the call's result and a value computed from it: the first result is in
// space 1, the second (a new buffer of the default space) in the default space; nothing is copied.
// CHECK-LABEL: func.func @make_and_negate
// CHECK-SAME:  -> (memref<5xf32, 1>, memref<5xf32>)
// CHECK-NOT:   memref.copy
// CHECK:       %[[A:.*]] = call @make(%{{.*}}) : (memref<5xf32>) -> memref<5xf32, 1>
// CHECK-NEXT:  %[[N:.*]] = memref.alloc() {{.*}} : memref<5xf32>
// CHECK-NEXT:  linalg.negf ins(%[[A]] : memref<5xf32, 1>) outs(%[[N]] : memref<5xf32>)
// CHECK-NEXT:  return %[[A]], %[[N]] : memref<5xf32, 1>, memref<5xf32>
func.func @make_and_negate(%x: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %a = func.call @make(%x) : (tensor<5xf32>) -> tensor<5xf32>
  %e = tensor.empty() : tensor<5xf32>
  %n = linalg.negf ins(%a : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  return %a, %n : tensor<5xf32>, tensor<5xf32>
}

// A caller returning the call's result: its own result is in space 1 too.
// CHECK-LABEL: func.func @forward
// CHECK-SAME:  -> memref<5xf32, 1>
// CHECK-NEXT:  %[[R:.*]] = call @make(%{{.*}}) : (memref<5xf32>) -> memref<5xf32, 1>
// CHECK-NEXT:  return %[[R]] : memref<5xf32, 1>
func.func @forward(%x: tensor<5xf32>) -> tensor<5xf32> {
  %a = func.call @make(%x) : (tensor<5xf32>) -> tensor<5xf32>
  return %a : tensor<5xf32>
}

// Both branches of an scf.if in space 1: so is the result.
// CHECK-LABEL: func.func @branches
// CHECK-SAME:  -> memref<5xf32, 1>
// CHECK-NOT:   memref.copy
// CHECK:       return %{{.*}} : memref<5xf32, 1>
func.func @branches(%x: tensor<5xf32>, %c: i1) -> tensor<5xf32> {
  %r = scf.if %c -> tensor<5xf32> {
    %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
    %a = linalg.exp ins(%x : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
    scf.yield %a : tensor<5xf32>
  } else {
    %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
    %a = linalg.negf ins(%x : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
    scf.yield %a : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}

// Two returns in different spaces: the default space, and a copy at the return from space 1.
// REMARK: memory-space-boundary.mlir:[[# @LINE + 13]]:3: remark: bufferize: func.return copies result #0 from memory space 1 : i64 into the function's result type memref<5xf32>: its returns give buffers in different memory spaces (1 : i64, default)
// REMARK-NOT: remark: bufferize: func.return
// CHECK-LABEL: func.func @disagree
// CHECK-SAME:  -> memref<5xf32>
// CHECK:       %[[B:.*]] = memref.alloc() {{.*}} : memref<5xf32, 1>
// CHECK:       %[[C:.*]] = memref.alloc() {{.*}} : memref<5xf32>
// CHECK-NEXT:  memref.copy %[[B]], %[[C]] : memref<5xf32, 1> to memref<5xf32>
// CHECK-NEXT:  return %[[C]] : memref<5xf32>
func.func @disagree(%x: tensor<5xf32>, %c: i1) -> tensor<5xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
  %r = linalg.exp ins(%x : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
^b:
  %f = tensor.empty() : tensor<5xf32>
  %s = linalg.negf ins(%x : tensor<5xf32>) outs(%f : tensor<5xf32>) -> tensor<5xf32>
  return %s : tensor<5xf32>
}
