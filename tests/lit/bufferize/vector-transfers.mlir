// Rule: vector.transfer_read and vector.gather read their tensor's buffer, as the same op on
// the buffer. vector.transfer_write and vector.scatter write their tensor operand: in place when
// the analysis allows, else into a new buffer that first gets a copy of the old contents, unless
// the write certainly covers every element (no mask, all indices constant 0, static shape, each
// dimension spanned by a vector dimension at least as long). A vector.mask around a write keeps
// only its vector results; a new buffer for the masked write is made before the mask (the region
// holds the masked op alone).

// RUN: memplan-opt %s -p bufferize --split-input-file | FileCheck %s
// RUN: memplan-opt %s -p bufferize --split-input-file | mlir-opt --split-input-file > /dev/null

// A write of the whole (empty) tensor needs no copy; reads read the arguments' buffers.
// CHECK-LABEL: func.func @whole
// CHECK-SAME:  (%[[X:.*]]: memref<4x8xf32>, %[[Y:.*]]: memref<8x4xf32>)
// CHECK:       vector.transfer_read %[[X]][%{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
// CHECK:       vector.transfer_read %[[Y]]{{.*}}permutation_map = #{{.*}}} : memref<8x4xf32>, vector<4x8xf32>
// CHECK:       %[[A:.*]] = memref.alloc() {{.*}} : memref<4x8xf32>
// CHECK-NOT:   memref.copy
// CHECK:       vector.transfer_write %{{.*}}, %[[A]]
// CHECK-NEXT:  return %[[A]]
func.func @whole(%x: tensor<4x8xf32>, %y: tensor<8x4xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_read %x[%c0, %c0], %p {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
  %b = vector.transfer_read %y[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<8x4xf32>, vector<4x8xf32>
  %s = arith.addf %a, %b : vector<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %w = vector.transfer_write %s, %e[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  return %w : tensor<4x8xf32>
}

// -----

// Into a read-only argument: a new buffer. A transposed write covering every element needs no
// copy; a write of part of a row keeps the rest, so it copies first.
// CHECK-LABEL: func.func @out_of_place
// CHECK-SAME:  (%[[X:.*]]: memref<8x4xf32>, %[[Y:.*]]: memref<4x8xf32>)
// CHECK:       %[[V:.*]] = vector.transfer_read %[[Y]]
// CHECK:       %[[T:.*]] = memref.alloc() {{.*}} : memref<8x4xf32>
// CHECK-NEXT:  vector.transfer_write %[[V]], %[[T]]{{.*}}permutation_map
// CHECK:       %[[R:.*]] = memref.alloc() {{.*}} : memref<8x4xf32>
// CHECK-NEXT:  memref.copy %[[X]], %[[R]]
// CHECK-NEXT:  vector.transfer_write %{{.*}}, %[[R]][%{{.*}}, %{{.*}}] {in_bounds = [true]}
// CHECK:       return %[[T]], %[[R]]
func.func @out_of_place(%x: tensor<8x4xf32>, %y: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %y[%c0, %c0], %p {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
  %t = vector.transfer_write %v, %x[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, tensor<8x4xf32>
  %row = vector.extract %v[0] : vector<8xf32> from vector<4x8xf32>
  %part = vector.extract_strided_slice %row {offsets = [0], sizes = [3], strides = [1]} : vector<8xf32> to vector<3xf32>
  %r = vector.transfer_write %part, %x[%c2, %c0] {in_bounds = [true]} : vector<3xf32>, tensor<8x4xf32>
  return %t, %r : tensor<8x4xf32>, tensor<8x4xf32>
}

// -----

// A vectorized loop writes its iteration argument in place, slice by slice.
// CHECK-LABEL: func.func @loop
// CHECK:       %[[A:.*]] = memref.alloc() {{.*}} : memref<64xf32>
// CHECK:       scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[A]])
// CHECK:         vector.transfer_read %arg0[
// CHECK:         vector.transfer_write %{{.*}}, %[[ACC]][
// CHECK-NEXT:    scf.yield %[[ACC]]
// CHECK-NOT:   memref.copy
func.func @loop(%x: tensor<64xf32>) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %p = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %r = scf.for %i = %c0 to %c64 step %c8 iter_args(%acc = %e) -> tensor<64xf32> {
    %v = vector.transfer_read %x[%i], %p {in_bounds = [true]} : tensor<64xf32>, vector<8xf32>
    %ex = math.exp %v : vector<8xf32>
    %w = vector.transfer_write %ex, %acc[%i] {in_bounds = [true]} : vector<8xf32>, tensor<64xf32>
    scf.yield %w : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}

// -----

// Masked transfers. The masked write into the read-only argument gets a new buffer, filled with
// the argument's contents before the mask (upstream refuses this: "body must bufferize
// in-place"); the one into a writable argument writes it in place.
// CHECK-LABEL: func.func @masked
// CHECK-SAME:  (%[[X:.*]]: memref<?x8xf32>, %[[W:.*]]: memref<?x8xf32> {bufferization.writable = true}, %{{.*}}: index)
// CHECK:       %[[M:.*]] = vector.create_mask
// CHECK:       %[[V:.*]] = vector.mask %[[M]] { vector.transfer_read %[[X]]
// CHECK:       %[[N:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?x8xf32>
// CHECK-NEXT:  memref.copy %[[X]], %[[N]]
// CHECK-NEXT:  vector.mask %[[M]] { vector.transfer_write %[[V]], %[[N]][{{.*}}] : vector<4x8xf32>, memref<?x8xf32> } : vector<4x8xi1>
// CHECK-NEXT:  vector.mask %[[M]] { vector.transfer_write %[[V]], %[[W]][{{.*}}] : vector<4x8xf32>, memref<?x8xf32> } : vector<4x8xi1>
// CHECK-NEXT:  return %[[N]], %[[W]]
func.func @masked(%x: tensor<?x8xf32>, %w: tensor<?x8xf32> {bufferization.writable = true}, %n: index) -> (tensor<?x8xf32>, tensor<?x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  %m = vector.create_mask %n, %n : vector<4x8xi1>
  %v = vector.mask %m { vector.transfer_read %x[%c0, %c0], %p : tensor<?x8xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  %r = vector.mask %m { vector.transfer_write %v, %x[%c1, %c0] : vector<4x8xf32>, tensor<?x8xf32> } : vector<4x8xi1> -> tensor<?x8xf32>
  %s = vector.mask %m { vector.transfer_write %v, %w[%c1, %c0] : vector<4x8xf32>, tensor<?x8xf32> } : vector<4x8xi1> -> tensor<?x8xf32>
  return %r, %s : tensor<?x8xf32>, tensor<?x8xf32>
}

// -----

// vector.gather reads its base's buffer; vector.scatter writes a copy of the read-only argument
// (the lanes it leaves alone keep their contents).
// CHECK-LABEL: func.func @gather_scatter
// CHECK-SAME:  (%[[X:.*]]: memref<16xf32>, %[[Y:.*]]: memref<16xf32>)
// CHECK:       %[[G:.*]] = vector.gather %[[X]][
// CHECK:       %[[S:.*]] = memref.alloc() {{.*}} : memref<16xf32>
// CHECK-NEXT:  memref.copy %[[Y]], %[[S]]
// CHECK-NEXT:  vector.scatter %[[S]][{{.*}}], %{{.*}}, %[[G]] : memref<16xf32>
// CHECK:       return %[[S]]
func.func @gather_scatter(%x: tensor<16xf32>, %y: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[3, 0, 9, 15]> : vector<4xi32>
  %m = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %pass = arith.constant dense<7.0> : vector<4xf32>
  %g = vector.gather %x[%c0][%idx], %m, %pass : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s = vector.scatter %y[%c0][%idx], %m, %g : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  return %s : tensor<16xf32>
}
