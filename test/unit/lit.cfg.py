# -*- Python -*-
# Runs the GoogleTest unit tests under lit.

import os

import lit.formats

config.name = "HIERA-Unit"
config.suffixes = []
config.test_exec_root = os.path.join(config.hiera_obj_root, "unittests")
config.test_source_root = config.test_exec_root
config.test_format = lit.formats.GoogleTest(".", "Tests")
