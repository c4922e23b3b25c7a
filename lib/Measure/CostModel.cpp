//===- CostModel.cpp - A candidate's cost without running it --------------===//

#include "hiera/Measure/CostModel.h"

#include <algorithm>

using namespace hiera;
using namespace hiera::plan;

CostAttr hiera::estimatedCost(TaskOp task, VariantOp variant,
                              TargetAttr target) {
  ContractAttr contract = task.getContractAttr();
  BottleneckAttr bottleneck = task.getBottleneckAttr();
  double boundUs = bottleneck ? bottleneck.getBoundUs() : 0.0;
  if (LaunchAttr launch = variant.getLaunchAttr();
      launch && contract && launch.getTrafficBytes() > contract.getBytes())
    boundUs = std::max(boundUs,
                       static_cast<double>(launch.getTrafficBytes()) /
                           (target.getDramBandwidthGbps() * 1e3));
  boundUs = std::max(boundUs, target.getLaunchOverheadUs());
  return CostAttr::get(task.getContext(), CostSource::Estimated, boundUs,
                       boundUs, boundUs, /*runs=*/0, /*valid=*/true,
                       /*max_rel_error=*/0.0);
}
