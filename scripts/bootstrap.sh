#!/usr/bin/env bash
# Installs the Debian packages HIERA builds with (running `apt-get update`
# once and installing what is missing), then the Python environment of the
# PyTorch frontend, .venv (HIERA_VENV overrides), from PyPI with the pins of
# python/requirements.txt. Does nothing when all is there.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

packages=(
  cmake ninja-build ccache g++ python3 python3-venv python3-dev
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools clang-22 libclang-rt-22-dev
  libcurl4-openssl-dev libsqlite3-dev libgtest-dev
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "bootstrap: need root (or sudo) to install ${missing[*]}" >&2; exit 1; }
    sudo=sudo
  fi
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi

# The frontend's Python environment, made again when the pins change.
venv="${HIERA_VENV:-$root/.venv}"
requirements="$root/python/requirements.txt"
if ! cmp -s "$requirements" "$venv/requirements.installed" 2>/dev/null; then
  echo "bootstrap: installing python/requirements.txt into $venv" >&2
  rm -rf "$venv"
  /usr/bin/python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --disable-pip-version-check --no-cache-dir -q -r "$requirements"
  cp "$requirements" "$venv/requirements.installed"
fi
