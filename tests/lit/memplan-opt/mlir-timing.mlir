// --mlir-timing prints mlir-opt's execution time report on stderr: parsing, each pass (memplan's
// under their class names, as upstream's are: MergeAllocPass, CSE), nested pipelines and analyses
// indented, printing, the rest and the total; with --split-input-file, one report per chunk, as
// mlir-opt prints them. The output is unchanged.

// RUN: memplan-opt %s -p 'builtin.module(bufferize, func.func(cse, canonicalize), merge-alloc)' --mlir-timing -o %t.mlir 2>&1 | FileCheck %s
// RUN: memplan-opt %s -p 'builtin.module(bufferize, func.func(cse, canonicalize), merge-alloc)' | diff - %t.mlir
// RUN: memplan-opt %s --split-input-file --cse --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPLIT
// UNSUPPORTED: fast

// CHECK:      {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NEXT: {{^}}                         ... Execution time report ...{{$}}
// CHECK-NEXT: {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NEXT: {{^}}  Total Execution Time: [[TOTAL:[0-9]+\.[0-9]{4}]] seconds{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}  ----Wall Time----  ----Name----{{$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Parser$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  BufferizePass$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  'func.func' Pipeline$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)    CSE$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)      \(A\) DominanceInfo$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)    Canonicalizer$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  MergeAllocPass$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Output$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Rest$}}
// CHECK-NEXT: {{^ +}}[[TOTAL]] (100.0%)  Total{{$}}

// SPLIT-COUNT-2: Execution time report
// SPLIT-NOT:     Execution time report
func.func @f(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %t = linalg.exp ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16xf32>
  %r = linalg.add ins(%t, %x : tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16xf32>) -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

func.func @g() {
  return
}
