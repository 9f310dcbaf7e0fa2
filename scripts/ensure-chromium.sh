#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when a fresh machine lacks it (no browser downloads here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium manquant : installation du paquet Debian chromium…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
/usr/bin/chromium --version
