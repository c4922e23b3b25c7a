//===- KernelSourceTest.cpp - What a model's kernel may include -----------===//

#include "hiera/Kernels/Kernels.h"

#include "gtest/gtest.h"

using namespace hiera;

namespace {

bool allowed(const char *source) { return !forbiddenFileReference(source); }

TEST(ForbiddenFileReference, CudaAndStandardHeadersByName) {
  EXPECT_TRUE(allowed("extern \"C\" __global__ void k(float *x) { x[0] = 1; }"));
  EXPECT_TRUE(allowed("#include <cuda_fp16.h>\n#include <cstdint>\n"
                      "#include <cooperative_groups.h>\n#include <cuda/std/limits>\n"));
  // Directives' look-alikes in strings and comments are not directives.
  EXPECT_TRUE(allowed("const char *s = \"#include \\\"/etc/passwd\\\"\";"));
  EXPECT_TRUE(allowed("// #include \"/etc/passwd\"\n/* #include <x> */\n"));
}

TEST(ForbiddenFileReference, AnyOtherFileInAnySpelling) {
  for (const char *source : {
           "#include \"/etc/passwd\"\n",
           "#include </etc/passwd>\n",
           "#include <../../../etc/passwd>\n",
           "#include \"kernel.h\"\n",
           "#include <stdio.h>\n",
           "  #  include \"/etc/passwd\"\n",
           "#\\\ninclude \"/etc/passwd\"\n",
           "/* a comment */ #include \"/etc/passwd\"\n",
           "/* a\ncomment */ #include \"/etc/passwd\"\n",
           "%:include \"/etc/passwd\"\n",
           "??=include \"/etc/passwd\"\n",
           "#define F \"/etc/passwd\"\n#include F\n",
           "#include_next <cuda_fp16.h>\n",
           "#embed \"/etc/passwd\"\n",
           "#pragma GCC dependency \"/etc/passwd\"\n",
           "_Pragma(\"GCC dependency \\\"/etc/passwd\\\"\")\n",
           "#if __has_include(\"/etc/passwd\")\n#endif\n",
       })
    EXPECT_FALSE(allowed(source)) << source;
  EXPECT_EQ(forbiddenFileReference("int x;\n#include \"/etc/passwd\"\n").value_or(""),
            "line 2: only CUDA's and the standard's headers may be included, "
            "by name in angle brackets");
}

} // namespace
