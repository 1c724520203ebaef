#!/usr/bin/env bash
# Builds the Dockerfile with podman and runs the image as compose.yaml does: health check, a page,
# a stored form post on the /data volume, the non-root user, a read-only root file system, and a
# clean exit on SIGTERM. Not part of `npm test` (it takes minutes and needs podman: apt-get install
# podman runc).
#
# Base images cannot be pulled on machines without a registry, so by default the script first
# makes a stand-in for node:24-slim from this machine: the project's Node 24 binary (from the
# `node` devDependency), the system npm, /bin/sh and their libraries. NODE_IMAGE=node:24-slim
# uses the real one instead. PORT (default 4215) is the host port the container is published on.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${PORT:-4215}"
TAG="localhost/nexora-site:check"
NAME="nexora-site-check-$$"
VOLUME="nexora-leads-check-$$"
# crun cannot run on hosts with hybrid cgroups, and the default open-file limit can exceed the
# host's hard limit: use runc and the host's own limits.
PODMAN=(podman)
if command -v runc >/dev/null 2>&1; then PODMAN+=(--runtime runc); fi
LIMITS=(--ulimit "nofile=$(ulimit -Sn):$(ulimit -Hn)" --ulimit "nproc=4096:4096")

fail() {
  echo "FAIL: $*" >&2
  "${PODMAN[@]}" logs "$NAME" >&2 2>/dev/null || true
  exit 1
}
cleanup() {
  "${PODMAN[@]}" rm -f -t 0 "$NAME" >/dev/null 2>&1 || true
  "${PODMAN[@]}" volume rm -f "$VOLUME" >/dev/null 2>&1 || true
  if [[ -n "${ROOTFS:-}" ]]; then rm -rf "$ROOTFS"; fi
}
trap cleanup EXIT

if [[ -z "${NODE_IMAGE:-}" ]]; then
  NODE_IMAGE="localhost/nexora-node-base:24"
fi
# The stand-in is made once and reused (so the build's layers are too); REBUILD_BASE=1 remakes it.
if [[ "$NODE_IMAGE" == localhost/nexora-node-base:24 ]] &&
  { [[ -n "${REBUILD_BASE:-}" ]] || ! "${PODMAN[@]}" image exists "$NODE_IMAGE"; }; then
  ROOTFS="$(mktemp -d)"
  node_bin="$(readlink -f node_modules/node/bin/node)"
  npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
  mkdir -p "$ROOTFS"/{bin,usr/bin,usr/local/bin,usr/local/lib/node_modules,etc,tmp,root,home/node}
  chmod 1777 "$ROOTFS/tmp"
  cp "$node_bin" "$ROOTFS/usr/local/bin/node"
  cp -a "$npm_dir" "$ROOTFS/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"
  cp "$(readlink -f /bin/sh)" "$ROOTFS/bin/sh"
  cp "$(readlink -f /usr/bin/env)" "$ROOTFS/usr/bin/env"
  # npm reads it to tell glibc from musl when it picks native packages (Debian's image has it).
  cp /usr/bin/ldd "$ROOTFS/usr/bin/ldd"
  # The C and C++ runtime libraries, as Debian's slim image has them (native addons need more
  # of glibc than node itself does).
  for lib in $(
    ldd "$node_bin" /bin/sh /usr/bin/env | grep -o '/[^ ]*\.so[^ ]*'
    dpkg -L libc6 libstdc++6 libgcc-s1 | grep -E '\.so(\.[0-9]+)*$'
  ); do
    [[ -e "$lib" ]] || continue
    mkdir -p "$ROOTFS$(dirname "$lib")"
    cp -L "$lib" "$ROOTFS$lib"
  done
  # This machine's certificate authorities, in case its registry traffic passes a proxy of its own.
  ca=()
  if [[ -n "${NODE_EXTRA_CA_CERTS:-}" && -f "$NODE_EXTRA_CA_CERTS" ]]; then
    mkdir -p "$ROOTFS/etc/ssl/certs"
    cp "$NODE_EXTRA_CA_CERTS" "$ROOTFS/etc/ssl/certs/extra-ca.crt"
    ca=(--change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/extra-ca.crt')
  fi
  printf 'root:x:0:0:root:/root:/bin/sh\nnode:x:1000:1000::/home/node:/bin/sh\n' >"$ROOTFS/etc/passwd"
  printf 'root:x:0:\nnode:x:1000:\n' >"$ROOTFS/etc/group"
  tar -C "$ROOTFS" -c . | "${PODMAN[@]}" import \
    --change 'ENV PATH=/usr/local/bin:/usr/bin:/bin' --change 'ENV HOME=/root' "${ca[@]}" \
    - "$NODE_IMAGE" >/dev/null
  echo "base: $NODE_IMAGE (Node $("${PODMAN[@]}" run --rm "${LIMITS[@]}" "$NODE_IMAGE" node --version))"
fi

start=$(date +%s)
# The docker format keeps HEALTHCHECK (the OCI format has no field for it).
"${PODMAN[@]}" build --format docker --network host "${LIMITS[@]}" --build-arg "NODE_IMAGE=$NODE_IMAGE" \
  -t "$TAG" -f Dockerfile . || fail "podman build"
"${PODMAN[@]}" image exists "$TAG" || fail "no image after the build"
echo "image built in $(($(date +%s) - start)) s: $("${PODMAN[@]}" image inspect "$TAG" --format '{{.Size}}') bytes"

# Run it as compose.yaml says: port, volume, read-only root, SIGTERM.
"${PODMAN[@]}" volume create "$VOLUME" >/dev/null
# The image's health check is run by hand below (podman's timer for it needs systemd).
"${PODMAN[@]}" run -d --name "$NAME" "${LIMITS[@]}" --read-only --health-interval disable \
  -p "127.0.0.1:$PORT:3000" -v "$VOLUME:/data" "$TAG" >/dev/null

for _ in $(seq 1 60); do
  if "${PODMAN[@]}" healthcheck run "$NAME" >/dev/null 2>&1; then break; fi
  sleep 1
done
"${PODMAN[@]}" healthcheck run "$NAME" >/dev/null || fail "the health check does not pass"
echo "ok: health check passes"

uid=$("${PODMAN[@]}" exec "$NAME" node -e 'process.stdout.write(String(process.getuid()))')
[[ "$uid" != "0" ]] || fail "the server runs as root"
echo "ok: runs as uid $uid"

node - "$PORT" <<'JS' || fail "page or form post through the published port"
const port = process.argv[2];
const base = `http://127.0.0.1:${port}`;
const page = await fetch(`${base}/about`);
if (page.status !== 200 || !page.headers.get("content-security-policy")?.includes("sha256-"))
  throw new Error(`/about answered ${page.status}`);
const id = crypto.randomUUID();
const answer = await fetch(`${base}/api/newsletter`, {
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: base, "Sec-Fetch-Site": "same-origin" },
  body: JSON.stringify({ id, elapsedMs: 5000, website: "", email: "container@check.example" }),
});
if (answer.status !== 201) throw new Error(`POST answered ${answer.status}: ${await answer.text()}`);
console.log(`ok: page 200 with its CSP, form post 201 (${id})`);
JS

"${PODMAN[@]}" exec "$NAME" node scripts/leads.ts list | grep -q "container@check.example" ||
  fail "the lead tool in the container does not list the stored post"
echo "ok: the lead tool in the container lists it"

start=$(date +%s%N)
"${PODMAN[@]}" stop -t 15 "$NAME" >/dev/null
stopped_ms=$((($(date +%s%N) - start) / 1000000))
code=$("${PODMAN[@]}" inspect "$NAME" --format '{{.State.ExitCode}}')
[[ "$code" == "0" ]] || fail "exit code $code after SIGTERM"
echo "ok: SIGTERM stops it with exit code 0 in ${stopped_ms} ms"

# The lead survives a new container on the same volume.
"${PODMAN[@]}" rm "$NAME" >/dev/null
"${PODMAN[@]}" run --rm "${LIMITS[@]}" -v "$VOLUME:/data" "$TAG" node scripts/leads.ts list |
  grep -q "container@check.example" || fail "the lead is not on the volume"
echo "ok: the lead is kept on the volume"
echo "container check passed"
