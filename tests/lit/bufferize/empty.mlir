// Rule: tensor.empty is one new buffer, a memref.alloc aligned as the alignment option says
// (64 bytes by default).

// RUN: memplan-opt %s -p bufferize | FileCheck %s
// RUN: memplan-opt %s -p 'bufferize{alignment=256}' | FileCheck %s --check-prefix=ALIGN256

// CHECK-LABEL: func.func @empty
// CHECK-NEXT:    %[[E:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT:    return %[[E]] : memref<2x3xf32>
// ALIGN256:      memref.alloc() {alignment = 256 : i64} : memref<2x3xf32>
func.func @empty() -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  return %e : tensor<2x3xf32>
}
