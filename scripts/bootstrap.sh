#!/usr/bin/env bash
# Installs the Debian packages HIERA builds with. Does nothing when all are
# present; otherwise runs `apt-get update` once and installs what is missing.
set -euo pipefail

packages=(
  cmake ninja-build ccache g++ python3
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools clang-22
  nlohmann-json3-dev libcurl4-openssl-dev libsqlite3-dev libgtest-dev
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "bootstrap: installing ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "bootstrap: need root (or sudo) to install ${missing[*]}" >&2; exit 1; }
  sudo=sudo
fi
$sudo apt-get update
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
