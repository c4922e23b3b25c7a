"""torch-mlir's `tm_tensor.scan` (cumsum, cumprod, cummax...) rewritten as
upstream linalg, which MLIR 22 and hiera-opt read.

A scan along dimension d of extent N becomes a `linalg.generic` over the
output's dimensions and one more, reduced, j: the output at i combines the
inputs at every j <= i (j < i for an exclusive scan), through the scan's
own combiner, from the output's initial value:

    out[.., i, ..] = select(j <= i, combine(out, in[.., j, ..]), out)

Read as loops this is quadratic; it is a specification, exact for any
associative combiner, that HIERA's scan kernels compute in one pass
(`lib/Kernels/Scan.cpp` recognises this form). Any other op of torch-mlir's
own dialects left in the module is refused, naming it and where it is.
"""

from __future__ import annotations

import math

# A combiner's identity, where it has one HIERA's kernels also know.
_FLOAT_IDENTITY = {
    "arith.addf": 0.0, "arith.mulf": 1.0,
    "arith.maximumf": -math.inf, "arith.maxnumf": -math.inf,
    "arith.minimumf": math.inf, "arith.minnumf": math.inf,
}
_INTEGER_IDENTITY = {"arith.addi": 0, "arith.muli": 1, "arith.ori": 0, "arith.xori": 0}


class ScanError(ValueError):
    """A scan this rewrite does not take, or an op it cannot leave."""


def _operations(region_holder):
    """Every operation nested in `region_holder`, outermost first."""
    for region in region_holder.regions:
        for block in region.blocks:
            for operation in block.operations:
                yield operation.operation
                yield from _operations(operation.operation)


def _location(operation) -> str:
    return str(operation.location).removeprefix("loc(").removesuffix(")")


def _filled_constant(value):
    """The constant a `linalg.fill` fills `value` with, else None."""
    from torch_mlir import ir
    owner = value.owner
    if not isinstance(owner, ir.OpView) or owner.operation.name != "linalg.fill":
        return None
    source = owner.operation.operands[0].owner
    if not isinstance(source, ir.OpView) or source.operation.name != "arith.constant":
        return None
    attribute = source.operation.attributes["value"]
    if isinstance(attribute, ir.FloatAttr):
        return attribute.value
    if isinstance(attribute, ir.IntegerAttr):
        return attribute.value
    return None


def _combiner(scan) -> tuple:
    """The scan's combining op (the region's one op besides its yield)."""
    block = scan.regions[0].blocks[0]
    operations = [op.operation for op in block.operations]
    if len(operations) != 2 or operations[1].name != "tm_tensor.yield" or \
            list(operations[1].operands) != [operations[0].result]:
        raise ScanError(f"{_location(scan)}: a scan whose region is not one "
                        "combining op")
    combine = operations[0]
    identity = _FLOAT_IDENTITY.get(combine.name, _INTEGER_IDENTITY.get(combine.name))
    if identity is None:
        raise ScanError(f"{_location(scan)}: a scan combining with {combine.name}, "
                        "which has no identity HIERA knows")
    arguments = list(block.arguments)
    if sorted(map(str, combine.operands)) != sorted(map(str, arguments)):
        raise ScanError(f"{_location(scan)}: a scan whose op does not combine "
                        "its two arguments")
    return combine, identity


def _rewrite(scan) -> None:
    from torch_mlir import ir
    from torch_mlir.dialects import arith, linalg

    dimension = ir.IntegerAttr(scan.attributes["dimension"]).value
    inclusive = ir.BoolAttr(scan.attributes["inclusive"]).value
    source, output, accumulator = scan.operands
    combine, identity = _combiner(scan)
    if list(scan.results[1].uses):
        raise ScanError(f"{_location(scan)}: a scan whose final accumulator is used")
    # Inclusive: the output starts at the identity, as the scan's first
    # element is the input's. Exclusive: it starts at the accumulator,
    # the same value along the scanned dimension.
    start = _filled_constant(output)
    wanted = identity if inclusive else _filled_constant(accumulator)
    if start is None or wanted is None or start != wanted:
        raise ScanError(f"{_location(scan)}: a scan whose output does not start "
                        "from " + ("its combiner's identity" if inclusive else
                                   "its accumulator, a filled constant"))

    with scan.context, scan.location:
        output_type = ir.RankedTensorType(output.type)
        rank = output_type.rank
        element = output_type.element_type
        reduced = rank  # the extra loop, j
        identity_map = [ir.AffineDimExpr.get(d) for d in range(rank)]
        source_map = list(identity_map)
        source_map[dimension] = ir.AffineDimExpr.get(reduced)
        maps = ir.ArrayAttr.get([
            ir.AffineMapAttr.get(ir.AffineMap.get(rank + 1, 0, source_map)),
            ir.AffineMapAttr.get(ir.AffineMap.get(rank + 1, 0, identity_map))])
        parallel = ir.Attribute.parse("#linalg.iterator_type<parallel>")
        reduction = ir.Attribute.parse("#linalg.iterator_type<reduction>")
        iterators = ir.ArrayAttr.get([parallel] * rank + [reduction])

        with ir.InsertionPoint(scan):
            generic = linalg.GenericOp([output_type], [source], [output], maps, iterators)
            block = generic.regions[0].blocks.append(element, element)
            value, running = block.arguments
            with ir.InsertionPoint(block):
                i = linalg.IndexOp(dimension).result
                j = linalg.IndexOp(reduced).result
                # ule: j <= i, ult: j < i.
                predicate = ir.IntegerAttr.get(ir.IntegerType.get_signless(64),
                                               7 if inclusive else 6)
                taken = arith.CmpIOp(predicate, j, i).result
                combined = combine.clone()
                scan_block = scan.regions[0].blocks[0]
                # Every combiner taken commutes: which of the scan region's
                # arguments is the running value does not matter.
                for index, operand in enumerate(combined.operands):
                    combined.operands[index] = (
                        running if operand == scan_block.arguments[0] else value)
                kept = arith.SelectOp(taken, combined.result, running).result
                linalg.YieldOp([kept])
    scan.results[0].replace_all_uses_with(generic.result)
    scan.erase()


def rewrite_scans(module) -> None:
    """Rewrites every `tm_tensor.scan` of `module` (torch-mlir's Module) as
    linalg, in place; raises ScanError for a scan it cannot, and for any op
    of torch-mlir's own dialects that remains."""
    scans = [op for op in _operations(module.operation) if op.name == "tm_tensor.scan"]
    for scan in scans:
        _rewrite(scan)
    for operation in _operations(module.operation):
        if operation.name.split(".", 1)[0] in ("tm_tensor", "torch"):
            raise ScanError(f"{_location(operation)}: {operation.name} has no form "
                            "in upstream MLIR that HIERA reads")
