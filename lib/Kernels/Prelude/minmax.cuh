template <typename T> __device__ inline T hiera_maximum(T a, T b) { return a != a || b != b ? a + b : (a > b ? a : b); }
template <typename T> __device__ inline T hiera_minimum(T a, T b) { return a != a || b != b ? a + b : (a < b ? a : b); }
