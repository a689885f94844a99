#!/usr/bin/env bash
# Install Debian's Chromium and its driver for the browser tests (tests/browser/) when missing.
# Idempotent: does nothing when both are installed. The package index is refreshed only when an
# install from the current index fails (a fresh CI image often ships without one).
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null; then
  echo "browser tests need /usr/bin/chromium and /usr/bin/chromedriver (Debian: chromium chromium-driver)" >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
if ! $SUDO apt-get install -y --no-install-recommends chromium chromium-driver; then
  $SUDO apt-get update
  $SUDO apt-get install -y --no-install-recommends chromium chromium-driver
fi
