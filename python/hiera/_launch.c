/* hiera._launch: a compiled call's last step before the GPU, in C.

   It binds the tensors' device pointers into the entry point's memref
   descriptors and calls hiera_jit_run, keeping the GIL as PyTorch's own
   launches do. Through ctypes the same step took several microseconds of
   argument conversion, attribute writes and a GIL hand-off, every one of
   which the GPU may wait for. Built against the limited API, so one binary
   serves every CPython from 3.10 on. */

#define PY_SSIZE_T_CLEAN
#define Py_LIMITED_API 0x030A0000
#include <Python.h>

#include <stddef.h>

/* hiera_jit_run, from hiera/Jit/Jit.h, taken by address so that this
   module links nothing. */
typedef int (*RunFunction)(void *entry, void **args, void *stream,
                           char *error, size_t errorCapacity);

static PyObject *dataPtrName;

/* run(run_function, entry, args, descriptors, error, error_capacity,
       tensors, stream) -> int

   `descriptors` is a tuple of the memref descriptors' addresses and
   `tensors` a list of as many tensors, in order; each descriptor's
   allocated and aligned pointers (its first two words) become its tensor's
   data_ptr(). The arguments come in the order that lets a
   functools.partial hold all but the last two, which change per call.
   Returns hiera_jit_run's status: non-zero with the message in
   `error`. */
static PyObject *run(PyObject *module, PyObject *const *args,
                     Py_ssize_t count) {
  (void)module;
  if (count != 8) {
    PyErr_SetString(PyExc_TypeError, "run() takes 8 arguments");
    return NULL;
  }
  RunFunction function = (RunFunction)PyLong_AsVoidPtr(args[0]);
  void *entry = PyLong_AsVoidPtr(args[1]);
  void **arguments = (void **)PyLong_AsVoidPtr(args[2]);
  PyObject *descriptors = args[3];
  char *error = (char *)PyLong_AsVoidPtr(args[4]);
  size_t errorCapacity = PyLong_AsSize_t(args[5]);
  PyObject *tensors = args[6];
  void *stream = PyLong_AsVoidPtr(args[7]);
  if (PyErr_Occurred())
    return NULL;
  if (!function || !entry || !arguments || !error || !errorCapacity) {
    PyErr_SetString(PyExc_ValueError, "run() got a null pointer");
    return NULL;
  }
  if (!PyTuple_Check(descriptors) || !PyList_Check(tensors) ||
      PyTuple_Size(descriptors) != PyList_Size(tensors)) {
    PyErr_SetString(PyExc_TypeError,
                    "run() takes a tuple of descriptors and a list of as "
                    "many tensors");
    return NULL;
  }
  Py_ssize_t tensorCount = PyList_Size(tensors);
  for (Py_ssize_t i = 0; i < tensorCount; ++i) {
    void **descriptor =
        (void **)PyLong_AsVoidPtr(PyTuple_GetItem(descriptors, i));
    PyObject *pointer = PyObject_CallMethodObjArgs(
        PyList_GetItem(tensors, i), dataPtrName, NULL);
    if (!pointer)
      return NULL;
    void *address = PyLong_AsVoidPtr(pointer);
    Py_DECREF(pointer);
    if (PyErr_Occurred())
      return NULL;
    if (!descriptor) {
      PyErr_SetString(PyExc_ValueError, "run() got a null descriptor");
      return NULL;
    }
    descriptor[0] = descriptor[1] = address;
  }
  return PyLong_FromLong(function(entry, arguments, stream, error,
                                  errorCapacity));
}

static PyMethodDef methods[] = {
    {"run", (PyCFunction)(void (*)(void))run, METH_FASTCALL,
     "Binds the tensors into their descriptors and runs the entry point."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef definition = {
    PyModuleDef_HEAD_INIT, "_launch",
    "A compiled call's launch, in C.", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__launch(void) {
  dataPtrName = PyUnicode_InternFromString("data_ptr");
  if (!dataPtrName)
    return NULL;
  return PyModule_Create(&definition);
}
