// Rule: a buffer's bytes are free again once the last access to it has run, and a buffer made
// later may take them: in a chain of four 128x128 f32 matmuls each product is read only by the
// next one, so the first and third share bytes, the second sits beside them, and the arena is the
// two products live at once (131072 bytes, the lower bound). The last product is returned and keeps
// its own allocation. Every planner gives this plan.

// RUN: memplan-opt %s -p merge-alloc -verify-diagnostics | FileCheck %s
// RUN: memplan-opt %s -p 'merge-alloc{planner=chunk}' | FileCheck %s
// RUN: memplan-opt %s -p merge-alloc | mlir-opt -o %t.mlir
// UNSUPPORTED: fast

// CHECK-LABEL: func.func @chain
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<131072xi8>
// CHECK:       memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:       memref.view %[[ARENA]][%c65536{{(_[0-9]+)?}}][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:       memref.view %[[ARENA]][%c0{{(_[0-9]+)?}}][] : memref<131072xi8> to memref<128x128xf32>
// CHECK-NOT:   memref.view
// CHECK:       %[[LAST:.*]] = memref.alloc() : memref<128x128xf32>
// CHECK:       return %[[LAST]]

// expected-remark @below {{@chain: 3 buffers (196608 bytes) share an arena of 131072 bytes (lower bound 131072, planner auto)}}
func.func @chain(%x: memref<128x128xf32>, %y: memref<128x128xf32>) -> memref<128x128xf32> {
  %a = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%x, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%a : memref<128x128xf32>)
  %b = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%a, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%b : memref<128x128xf32>)
  %c = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%b, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%c : memref<128x128xf32>)
  // expected-remark @below {{left alone in @chain: returned from the function}}
  %d = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%c, %y : memref<128x128xf32>, memref<128x128xf32>) outs(%d : memref<128x128xf32>)
  return %d : memref<128x128xf32>
}
