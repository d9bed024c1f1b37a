// Pipelines as mlir-opt writes them, with memplan's passes at any level where they make sense:
// bufferize is a module pass (it changes function signatures); merge-alloc a function pass,
// anchored on func.func, or given at the module level, where it visits each function. Upstream
// passes mix in, anchored as usual. memplan's flat list (a,b,c) is the module's pass list.

// RUN: memplan-opt %s -p 'builtin.module(bufferize, func.func(merge-alloc{planner=chunk}), canonicalize)' | FileCheck %s
// RUN: memplan-opt %s --pass-pipeline='builtin.module(bufferize, merge-alloc{planner=chunk}, canonicalize)' | FileCheck %s
// RUN: memplan-opt %s -pass-pipeline 'bufferize,func.func(merge-alloc{planner=chunk},canonicalize)' | FileCheck %s
// RUN: memplan-opt %s -p 'bufferize,merge-alloc{planner=chunk},canonicalize' | FileCheck %s
// RUN: memplan-opt %s -p 'builtin.module(func.func(canonicalize), bufferize, func.func(cse, merge-alloc{planner=chunk}, canonicalize))' | FileCheck %s

// RUN: not memplan-opt %s -p 'builtin.module(func.func(bufferize))' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not memplan-opt %s -p 'builtin.module(bufferize, func.func(no-such-pass))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not memplan-opt %s -p 'builtin.module(func.func(merge-alloc{analysis-only=maybe}))' 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not memplan-opt %s -p 'bufferize{writable-function-args=maybe}' 2>&1 | FileCheck %s --check-prefix=BOOL2
// RUN: not memplan-opt %s -p 'builtin.module(bufferize' 2>&1 | FileCheck %s --check-prefix=SYNTAX
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @f
// CHECK-SAME:  (%{{.*}}: memref<16xf32>) -> memref<16xf32>
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:       memref.view
// CHECK:       %[[R:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK:       return %[[R]]

// An error in the pipeline is located in it as mlir-opt locates one: the pipeline (inside the root
// anchor), then a caret under the element concerned.
// ANCHOR:      {{^}}MLIR Textual PassPipeline Parser:1:11: error: bufferize is a module pass (it changes function signatures and the calls that use them): anchor it on builtin.module, not inside func.func
// ANCHOR-NEXT: {{^}}func.func(bufferize){{$}}
// ANCHOR-NEXT: {{^          \^$}}
// UNKNOWN:      {{^}}MLIR Textual PassPipeline Parser:1:22: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: {{^}}bufferize, func.func(no-such-pass){{$}}
// UNKNOWN-NEXT: {{^ {21}\^$}}
// BOOL:      {{^}}MLIR Textual PassPipeline Parser:1:11: error: merge-alloc: analysis-only='maybe': 'maybe' is not a boolean (true, false, 1 or 0)
// BOOL-NEXT: {{^}}func.func(merge-alloc{analysis-only=maybe}){{$}}
// BOOL-NEXT: {{^ {10}\^$}}
// BOOL2:      {{^}}MLIR Textual PassPipeline Parser:1:1: error: bufferize: writable-function-args='maybe': 'maybe' is not a boolean (true, false, 1 or 0)
// BOOL2-NEXT: {{^}}bufferize{writable-function-args=maybe}{{$}}
// BOOL2-NEXT: {{^\^$}}
// SYNTAX:      {{^}}MLIR Textual PassPipeline Parser:1:25: error: malformed pipeline: expected ')'
// SYNTAX-NEXT: {{^}}builtin.module(bufferize{{$}}
// SYNTAX-NEXT: {{^ {24}\^$}}
func.func @f(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %t = linalg.exp ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %r = linalg.add ins(%t, %x : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}
