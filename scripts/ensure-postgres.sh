#!/usr/bin/env bash
# The progress API's integration test starts a real PostgreSQL server of its own: Debian's, installed
# when missing. Only the binaries are needed; the test makes its own cluster in a temporary folder.
set -euo pipefail
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then exit 0; fi
echo "Installing Debian's postgresql for the progress API's integration test..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
ls /usr/lib/postgresql/*/bin/initdb
