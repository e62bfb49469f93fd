#!/usr/bin/env bash
# The API's shared-store tests start a real Redis server: Debian's, installed when missing.
set -euo pipefail
if command -v redis-server >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's redis-server for the shared-store tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends redis-server >/dev/null
command -v redis-server
