#!/usr/bin/env bash
# The cluster test puts two instances behind Debian's HAProxy; install it when a fresh machine lacks it.
set -euo pipefail
if command -v haproxy >/dev/null 2>&1; then exit 0; fi
echo "HAProxy manquant : installation du paquet Debian haproxy…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq haproxy >/dev/null
# The package starts a system service on port 80; the cluster test runs its own HAProxy on free ports.
$SUDO service haproxy stop >/dev/null 2>&1 || true
haproxy -v | head -1
