// A two-layer perceptron on the accelerator: relu(relu(x @ w1) @ w2).
func.func @mlp(%x: tensor<8x20xf32>, %w1: tensor<20x24xf32>, %w2: tensor<24x12xf32>) -> tensor<8x12xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x24xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x24xf32>) -> tensor<8x24xf32>
  %h1 = "accel.matmul"(%x, %w1, %z1) : (tensor<8x20xf32>, tensor<20x24xf32>, tensor<8x24xf32>) -> tensor<8x24xf32>
  %e2 = tensor.empty() : tensor<8x24xf32>
  %a1 = "accel.relu"(%h1, %e2) : (tensor<8x24xf32>, tensor<8x24xf32>) -> tensor<8x24xf32>
  %e3 = tensor.empty() : tensor<8x12xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8x12xf32>) -> tensor<8x12xf32>
  %h2 = "accel.matmul"(%a1, %w2, %z3) : (tensor<8x24xf32>, tensor<24x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
  %e4 = tensor.empty() : tensor<8x12xf32>
  %a2 = "accel.relu"(%h2, %e4) : (tensor<8x12xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
  return %a2 : tensor<8x12xf32>
}
