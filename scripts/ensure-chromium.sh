#!/usr/bin/env bash
# The end-to-end suite drives Debian's Chromium (Playwright cannot download its own browser here).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's chromium for the end-to-end tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
command -v chromium
