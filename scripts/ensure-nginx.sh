#!/usr/bin/env bash
# scripts/compose-local.mjs runs compose.yaml's proxy with Debian's nginx, installed when missing. Only the binary is
# used, with a configuration of the simulation's own: the package's service is kept from starting (it would take
# port 80), by a policy-rc.d of this script's while none is there.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "Installing Debian's nginx for scripts/compose-local.mjs..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
if [ ! -e /usr/sbin/policy-rc.d ]; then
  trap '$SUDO rm -f /usr/sbin/policy-rc.d' EXIT
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
  $SUDO chmod +x /usr/sbin/policy-rc.d
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
ls /usr/sbin/nginx
