#!/usr/bin/env bash
# The Dockerfile's basics, checked without a Docker engine: every base image pinned to an exact version (no
# `latest`, no bare major), the run stage ending as a non-root user with a HEALTHCHECK on readiness, and no secret
# baked in (no ENV or ARG naming SECRET, a password, a key or a token).
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-Dockerfile}
problems=()
while read -r image; do
  [[ "$image" =~ :[0-9]+\.[0-9]+\.[0-9]+ || "$image" =~ @sha256: ]] || problems+=("base image \"$image\" is not pinned to an exact version")
done < <(grep -E '^FROM ' "$file" | awk '{print $2}')
last_stage=$(awk '/^FROM /{n=NR} END{print n}' "$file")
user=$(awk -v from="$last_stage" 'NR>from && /^USER /{u=$2} END{print u}' "$file")
[ -n "$user" ] && [ "$user" != root ] && [ "$user" != 0 ] || problems+=("the run stage does not switch to a non-root USER")
awk -v from="$last_stage" 'NR>from' "$file" | grep -q '^HEALTHCHECK .*' || problems+=("the run stage has no HEALTHCHECK")
grep -A2 '^HEALTHCHECK' "$file" | grep -q '/api/health/ready' || problems+=("the HEALTHCHECK does not ask /api/health/ready")
if grep -Ei '^(ENV|ARG)\b.*(SECRET|PASSWORD|PRIVATE_KEY|TOKEN)' "$file"; then problems+=("a secret is set in the image"); fi
if [ ${#problems[@]} -gt 0 ]; then
  printf 'Dockerfile: %s\n' "${problems[@]}"
  exit 1
fi
echo "Dockerfile: pinned base images, non-root run stage, readiness HEALTHCHECK, no baked-in secrets."
