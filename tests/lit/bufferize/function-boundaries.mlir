// Rule: a function's tensor arguments and results become memrefs of the same shape and element
// type, with the identity layout by default (what callers usually hold) or, with
// function-boundary-layout=fully-dynamic, a fully dynamic strided layout that accepts any view.

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p 'bufferize{function-boundary-layout=fully-dynamic}' | FileCheck %s --check-prefix=DYNAMIC
// RUN: memplan-opt %s -p bufferize | mlir-opt -o /dev/null
// RUN: memplan-opt %s -p 'bufferize{function-boundary-layout=fully-dynamic}' | mlir-opt -o /dev/null
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @identity
// CHECK-SAME:  (%arg0: memref<4x8xf32>) -> memref<4x8xf32>
// CHECK-NEXT:    return %arg0 : memref<4x8xf32>

// DYNAMIC-LABEL: func.func @identity
// DYNAMIC-SAME:  (%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>) -> memref<4x8xf32, strided<[?, ?], offset: ?>>
// DYNAMIC-NEXT:    return %arg0 : memref<4x8xf32, strided<[?, ?], offset: ?>>
func.func @identity(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  return %a : tensor<4x8xf32>
}
